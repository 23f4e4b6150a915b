import NavigationBackport
import RootFeature
import TerminalNavigation
import TerminalRuntime
import TerminalUI

// Composing a frame: the part of the root the viewport shows, the highlight or an overlay, the
// warnings and the status line, written as the difference from what the terminal shows.

extension InteractiveSession {
  // MARK: Drawing

  /// Brings the terminal up to date with the state, the size and the overlay.
  func redraw() {
    guard terminal.isActive, !holdsFrames else { return }
    let size: TerminalSize
    if let reported = terminal.size {
      size = reported
    } else {
      // No size, or one outside 1–10000 (see `TerminalSize.of`): the last good one, at first
      // 24 × 80, said once.
      size = self.size
      if !hasReportedUnusableSize {
        hasReportedUnusableSize = true
        notice = "Terminal size not in 1–10000; using \(size.columns)×\(size.rows)."
      }
    }
    if size != self.size {
      if size.columns != self.size.columns { noteHighlightBeforeResize() }
      self.size = size
      shown = nil
    }
    let statusHeight = size.rows > 1 ? 1 : 0
    // A notice too long for the status line is shown whole above it, before the warnings; the
    // lines above take room only where the content keeps three (else the notice stays on the
    // status line, cut short).
    let longNotice = notice.flatMap { fitsStatusLine($0, width: size.columns) ? nil : $0 }
    let fits = { (lines: [[Cell]]) in size.rows - statusHeight - lines.count >= 3 }
    var noticeIsAbove = longNotice != nil
    var warningLines = warningLines(width: size.columns, after: longNotice)
    if !fits(warningLines), noticeIsAbove {
      noticeIsAbove = false
      warningLines = self.warningLines(width: size.columns, after: nil)
    }
    if !fits(warningLines) { warningLines = [] }
    let frame: LazyFrame
    if let last = host.lastRender, !host.needsRender, last.width == size.columns {
      frame = last
    } else {
      frame = host.renderLazily(width: size.columns)
    }
    // The tab bar and the navigation bar stay put while the content under them scrolls, as long
    // as that leaves the content two lines or more.
    let available = size.rows - statusHeight - warningLines.count
    let header = ScreenSelection.headerHeight(of: frame, limit: available / 2)
    pinned = available - header >= 2 ? header : 0
    selection.panes = splitPanes(width: size.columns)
    selection.show(
      frame, viewportHeight: available - pinned, screen: root.presenter.navigator.state.screenKey)
    applyRestoredHighlight()
    keepListRow()
    // A field that asks for the highlight gets it, such as Password after a wrong password.
    if let requested = host.takeFocusRequest() {
      selection.highlight(shortcut: requested)
      if editsFocusedField, host.editingField == nil { host.beginEditing(requested) }
    }
    editsFocusedField = false
    restoreHighlightAfterResize()
    var screen: Frame
    if let overlay = shownOverlay {
      screen = compose(overlay, over: selection.visibleFrame(highlighting: false, pinning: pinned))
    } else {
      // The next dialog starts afresh, on its default button.
      overlaySelection = SelectionModel()
      screen = selection.visibleFrame(highlighting: true, pinning: pinned)
    }
    for line in warningLines {
      screen = screen.appending(line)
    }
    if statusHeight > 0 {
      screen = screen.appending(statusLine(width: size.columns, noticeIsAbove: noticeIsAbove))
    }
    if !colored {
      screen = screen.restyled { Style(inverse: $0.inverse) }
    }
    terminal.write(FrameDiffer.output(from: shown, to: screen))
    shown = screen
  }

  /// Gives the terminal back to the shell and stops, as Ctrl-Z asks; SIGCONT (`fg`) takes it over
  /// again and draws everything.
  func suspend() {
    terminal.suspend()
  }

  /// Draws everything again on the next redraw, as Ctrl-L asks.
  func forgetScreen() {
    shown = nil
  }

  /// `screen` dimmed, with `overlay` in a box over it and its highlight.
  ///
  /// The box is as wide as the terminal allows (up to ``overlayContentWidth`` columns of content;
  /// a dialog only as wide as its lines) and at most as tall as the screen; what does not fit
  /// scrolls with the arrows, the lines shown and the total in the bottom edge, such as `3–9/14`.
  /// A dialog's question stays at the top of the box, above the lines that scroll.
  private func compose(_ overlay: InteractiveOverlay, over screen: Frame) -> Frame {
    let contentWidth = max(min(screen.width - 4, Self.overlayContentWidth), 1)
    var content: RenderResult
    switch overlay {
    case .keys:
      content = render(KeysOverlayView(width: contentWidth), width: contentWidth)
    case .text(_, let lines):
      let view = VStack(alignment: .leading) {
        ForEach(Array(lines.enumerated()), id: \.offset) { _, line in Text(line) }
      }
      content = render(view, width: contentWidth)
    case .menu:
      let view = MenuOverlayView(sections: root.presenter.menuSections) { [weak self] in
        self?.closeOverlay()
      }
      content = render(view, width: contentWidth)
    case .dialog(let question):
      let dialog = NBDialogView(navigator: root.presenter.navigator)
      content = render(dialog, width: contentWidth)
      let used =
        (content.frame.plainText.split(separator: "\n").map(\.displayWidth) + [
          question.displayWidth
        ]).max() ?? contentWidth
      if used < contentWidth {
        content = render(dialog, width: max(used, Self.narrowestDialogWidth))
      }
    }
    overlayActions = content.actions
    let width = content.frame.width
    // The header keeps a line of the rest in view, and the box its two edges.
    let header = Frame(
      width: width,
      lines: overlay.header.map { header in
        Array(
          render(Text(header).font(.headline), width: width).frame.lines
            .prefix(max(screen.lines.count - 3, 0)))
      } ?? [], controls: [])
    let total = content.frame.lines.count
    let height = max(min(total, screen.lines.count - 2 - header.lines.count), 1)
    overlaySelection.show(content.frame, viewportHeight: height, screen: overlay.name)
    if let shortcut = overlayHighlight {
      overlaySelection.highlight(shortcut: shortcut)
      overlayHighlight = nil
    }
    let viewport = overlaySelection.viewport
    var body = content.frame.visible(in: viewport)
    if var highlighted = overlaySelection.highlighted {
      highlighted.line -= viewport.top
      body = body.highlighting(highlighted)
    }
    body = Frame(
      width: width, lines: header.lines + body.lines,
      controls: body.controls.map { control in
        var moved = control
        moved.line += header.lines.count
        return moved
      })
    let position =
      total > viewport.height
      ? "\(viewport.top + 1)–\(min(viewport.top + viewport.height, total))/\(total)" : ""
    let note = [position, overlay.note].filter { !$0.isEmpty }.joined(separator: "  ")
    let box = body.boxed(title: overlay.title, note: note)
    let dimmed = screen.restyled { style in
      Style(foreground: style.foreground, dim: true)
    }
    let line = max(min(2, screen.lines.count - box.lines.count), 0)
    return dimmed.overlaid(
      with: box, line: line, column: max((screen.width - box.width) / 2, 0))
  }

  /// The narrowest a dialog's lines are drawn, in columns, unless the terminal is narrower.
  private static let narrowestDialogWidth = 16

  /// The widest an overlay's content is drawn, in columns.
  private static let overlayContentWidth = 60

  // MARK: Warnings

  /// The most lines the warnings take above the status line.
  private static let warningLineLimit = 3

  /// The lines above the status line, wrapped to `width` and at most ``warningLineLimit`` of
  /// them: `longNotice` (a notice too long for the status line), if any, then the warnings.
  private func warningLines(width: Int, after longNotice: String?) -> [[Cell]] {
    guard !warnings.isEmpty || longNotice != nil else { return [] }
    let view = VStack(alignment: .leading) {
      if let longNotice {
        Text(longNotice)
      }
      ForEach(Array(warnings.enumerated()), id: \.offset) { _, warning in
        HStack {
          Text("⚠").font(.headline)
          Text(warning).font(.headline)
        }
      }
    }
    return Array(render(view, width: width).frame.lines.prefix(Self.warningLineLimit))
  }
}
