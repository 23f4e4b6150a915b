import NavigationBackport
import RootFeature
import TerminalNavigation
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// Full-screen mode: the screen drawn in place on the alternate screen, a highlight moved with
/// the arrow keys, the shortcuts on screen, a status line, and overlays for the keys and the
/// style menu.
///
/// Each key is handled on the main actor and followed by one redraw; so is every change of
/// observed state (``ViewHost/onInvalidate``) and every resize. A redraw renders the root only
/// when its state or the width changed, composes the screen (the part the viewport shows, the
/// highlight or an overlay, the status line) and writes only the difference from what the
/// terminal shows (``FrameDiffer``). The root is rendered lazily (``ViewHost/renderLazily(width:)``)
/// and the highlight moves over a window of it (``ScreenSelection``), so list rows are resolved
/// and drawn only around what the terminal shows: a key costs the same at any list length.
///
/// The terminal is restored by the clean-up ``run(root:colored:exits:messages:savesState:startup:keys:)`` registers with the
/// ``ExitCoordinator``, which runs on every way out: a normal end, `q`, Ctrl-C (130), SIGINT
/// (130), SIGTERM (143), SIGHUP (129), SIGQUIT (131) — and with it every other clean-up, such as
/// saving the state. When a signal finds the main actor blocked, the coordinator restores the
/// terminal from its own queue.
@MainActor
final class InteractiveSession {
  /// Exit statuses of the ways out that are keys.
  @MainActor
  enum ExitStatus {
    /// `q`, or the end of input.
    static let quit: Int32 = 0
    /// Ctrl-C, which raw mode delivers as a byte rather than SIGINT: the status SIGINT would give.
    static let interrupt = ExitCoordinator.status(for: SIGINT)
  }

  let root: RootView
  let host: ViewHost
  private let terminal: FullScreenTerminal
  private let colored: Bool

  /// The highlight and viewport over the root's frame.
  var selection = ScreenSelection()
  /// The highlight in the open overlay.
  var overlaySelection = SelectionModel()
  /// A shortcut being typed that starts a longer one, such as `1` with `10` on screen.
  var entry = ShortcutEntry()
  /// The overlay opened with a key, if any.
  var overlay: InteractiveOverlay?
  /// The overlay shown: the one opened with a key, else the dialog the navigator shows.
  var shownOverlay: InteractiveOverlay? {
    overlay ?? NBDialogView.title(shownBy: root.presenter.navigator).map(InteractiveOverlay.dialog)
  }
  /// The overlay control to highlight once it is drawn.
  var overlayHighlight: String?
  /// The actions of the open overlay's controls, by shortcut.
  var overlayActions: [String: @MainActor () -> Void] = [:]
  /// A message for the status line until the next key.
  var notice: String?
  /// Whether the field asking for the highlight in the next frame is edited at once: one a kit
  /// command opened, or one being typed in whose screen was made again.
  var editsFocusedField = false
  /// The app's warnings (a saved state partly restored, a state that cannot be saved), on the
  /// lines above the status line until the next key.
  var warnings: [String] = []
  /// Whether saving the state has failed: the status line says so for the rest of the session.
  private(set) var stateIsUnsaved = false
  /// Whether the trace stopped, which the status line keeps saying.
  private var traceIsStopped = false
  /// Text being pasted, from the terminal's paste-start marker to its paste-end marker.
  var paste: PastedText?

  private var shown: Frame?
  /// Whether redraws wait, while the startup opens a link over the loading frame.
  private var holdsFrames = false
  /// How many lines at the top of the screen stay put (the tab bar and the navigation bar).
  private var pinned = 0
  private var size = TerminalSize(rows: 24, columns: 80)
  /// Whether the status line has said that the terminal's size was unusable.
  private var hasReportedUnusableSize = false

  private init(root: RootView, terminal: FullScreenTerminal, colored: Bool) {
    self.root = root
    // Dialogs are drawn as overlays, like the menu, so that they fit the terminal and scroll.
    self.host = ViewHost(root.nbDialogsDrawnApart())
    self.terminal = terminal
    self.colored = colored
  }

  /// Takes over the terminal, registers its restoration with `exits`, and runs until `q`,
  /// Ctrl-C or the end of `keys`; returns the exit status.
  ///
  /// - Parameters:
  ///   - root: The app's root screen.
  ///   - colored: Whether to draw colours; without, only the highlight and status line are
  ///     styled (in inverse video).
  ///   - exits: Where the terminal's restoration is registered.
  ///   - messages: The app's warnings, shown on the screen from now on.
  ///   - savesState: Whether the state is saved; `false` keeps `State not saved` in the status
  ///     line from the start (a state file left alone, a path that cannot be used).
  ///   - startup: Run once the first frame is drawn (opening an `--open` link when the grapes
  ///     are in); an exit status it returns restores the terminal and ends the session. Keys
  ///     pressed meanwhile wait and apply after it.
  ///   - keys: The keys pressed; read only once the terminal is in raw mode.
  /// - Throws: ``TerminalError`` when the terminal cannot be taken over; nothing has changed then.
  static func run(
    root: RootView,
    colored: Bool,
    exits: ExitCoordinator,
    messages: ScreenMessages? = nil,
    savesState: Bool = true,
    startup: (@MainActor () async -> Int32?)? = nil,
    keys: () -> BoundedStream<KeyEvent> = KeyInput.standardInput
  ) async throws(TerminalError) -> Int32 {
    let terminal = FullScreenTerminal()
    try terminal.enter()
    exits.addCleanup("restore the terminal", fromAnyThread: terminal.restorationFromAnyThread) {
      terminal.restore()
    }
    let session = InteractiveSession(root: root, terminal: terminal, colored: colored)
    session.stateIsUnsaved = !savesState
    messages?.deliver { [weak session] text in session?.show(warning: text) ?? false }
    return await session.run(keys(), startup: startup)
  }

  private func run(
    _ keys: BoundedStream<KeyEvent>, startup: (@MainActor () async -> Int32?)?
  ) async -> Int32 {
    root.presenter.navigator.missingDestinationHandler = { [weak self] missing in
      self?.notice = missing.description
    }
    host.onInvalidate = { [weak self] in self?.redraw() }
    terminal.observeResize { [weak self] in self?.redraw() }
    terminal.observeJobControl { [weak self] in
      self?.forgetScreen()
      self?.redraw()
    }
    redraw()
    if let startup {
      // The loading frame stays until the startup is done, so that the screen it opens is the
      // next one drawn, never the list the grapes make for a moment. Keys meanwhile wait for it,
      // but for those that quit, suspend or redraw, which act at once.
      holdsFrames = true
      Task {
        keys.interject(.startupEnded(exitStatus: await startup()))
      }
    }
    var waiting: [KeyEvent] = []
    for await event in keys {
      if holdsFrames, !Self.actsDuringStartup(event) {
        waiting.append(event)
        continue
      }
      if case .startupEnded(let status) = event {
        holdsFrames = false
        if let status {
          terminal.restore()
          return status
        }
        redraw()
        for event in waiting {
          if let status = handle(event) {
            return status
          }
        }
        waiting = []
      } else if let status = handle(event) {
        return status
      }
    }
    return ExitStatus.quit
  }

  /// Whether `event` acts while the startup runs: the end of the startup itself, and the keys
  /// that quit (`q`, Ctrl-C), suspend (Ctrl-Z) or redraw (Ctrl-L), so a person is never stuck
  /// behind a slow load.
  private static func actsDuringStartup(_ event: KeyEvent) -> Bool {
    switch event {
    case .startupEnded, .key(.control("c")), .key(.control("z")), .key(.control("l")),
      .key(.character("q")):
      true
    default:
      false
    }
  }

  /// Handles a key or a pause in input; returns the exit status when it ends the session.
  private func handle(_ event: KeyEvent) -> Int32? {
    switch event {
    case .key(let key):
      if let status = handle(key) {
        return status
      }
      // A paste is one edit and one redraw, when it ends.
      if paste == nil { redraw() }
    case .pause:
      if endPaste() { redraw() }
    case .startupEnded:
      break
    }
    return nil
  }

  // MARK: Warnings

  /// The most lines the warnings take above the status line.
  private static let warningLineLimit = 3

  /// Shows `text`, a warning the app would write to standard error, on the screen; `false` when
  /// the screen is no longer drawn.
  func show(warning text: String) -> Bool {
    guard terminal.isActive else { return false }
    let shown = ScreenMessages.shown(text)
    if shown.contains("cannot save the state") { stateIsUnsaved = true }
    if shown.contains("tracing stopped") { traceIsStopped = true }
    warnings.append(shown)
    redraw()
    return true
  }

  /// The warnings' lines, wrapped to `width` and at most ``warningLineLimit`` of them.
  private func warningLines(width: Int) -> [[Cell]] {
    guard !warnings.isEmpty else { return [] }
    let view = VStack(alignment: .leading) {
      ForEach(Array(warnings.enumerated()), id: \.offset) { _, warning in
        HStack {
          Text("⚠").font(.headline)
          Text(warning).font(.headline)
        }
      }
    }
    return Array(render(view, width: width).frame.lines.prefix(Self.warningLineLimit))
  }

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
      self.size = size
      shown = nil
    }
    let statusHeight = size.rows > 1 ? 1 : 0
    // Warnings take lines only where the content keeps three.
    var warningLines = warningLines(width: size.columns)
    if size.rows - statusHeight - warningLines.count < 3 { warningLines = [] }
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
    selection.show(
      frame, viewportHeight: available - pinned, screen: root.presenter.navigator.state.screenKey)
    // A field that asks for the highlight gets it, such as Password after a wrong password.
    if let requested = host.takeFocusRequest() {
      selection.highlight(shortcut: requested)
      if editsFocusedField, host.editingField == nil { host.beginEditing(requested) }
    }
    editsFocusedField = false
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
      screen = screen.appending(statusLine(width: size.columns))
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

  /// The keys the status line shows, from the most complete to the shortest.
  ///
  /// The first that fits is shown. The hints go first, then `? keys`; `m menu` (outside the overlays) and `q quit`
  /// stay longest.
  private static func keyHints(for overlay: InteractiveOverlay?, highlighted: Control?)
    -> [String]
  {
    let hints: [String]
    var always = ["? keys", "q quit"]
    switch overlay {
    case .menu:
      hints = ["↑↓ move", "⏎ choose", "esc close"]
    case .dialog:
      hints = ["↑↓ move", "⏎ choose", "esc cancel"]
    case .keys:
      hints = ["↑↓ scroll", "esc close"]
      always = ["q quit"]
    case nil:
      let enter = highlighted?.role.isField == true ? "⏎ edit" : "⏎ open"
      hints = ["↑↓ move", enter, "esc back", "F1–F\(RootTab.allCases.count) tabs"]
      always = ["\(InteractiveOverlay.menuKey) menu", "? keys", "q quit"]
    }
    var candidates = (0...hints.count).map { dropped in
      (hints.dropFirst(dropped) + always).joined(separator: "  ")
    }
    if overlay == nil {
      candidates.append("\(InteractiveOverlay.menuKey) menu  q quit")
    }
    return candidates + ["q quit"]
  }

  /// The keys the status line shows while a text field is being edited, longest first: typed
  /// letters go to the field, so `q` does not quit.
  private static let editingHints = [
    "⏎ tab next  esc done  ←→ move  ^C quit", "⏎ tab next  esc done  ^C quit",
    "⏎ next  esc done",
  ]

  /// What the status line says of the selected tab: the setting it uses.
  private static func setting(of presenter: RootPresenter) -> String {
    presenter.setting(of: presenter.selectedTab)
  }

  /// The bottom line: the selected tab's setting (or what is being typed, or a notice) and the
  /// keys.
  private func statusLine(width: Int) -> [Cell] {
    let leading: String
    let trailing: String
    let unsaved =
      (stateIsUnsaved ? "State not saved · " : "") + (traceIsStopped ? "Trace stopped · " : "")
    if let notice {
      leading = unsaved + notice
      trailing = "? keys  q quit"
    } else if let field = host.editingField {
      leading = "Editing \(field.title)"
      trailing =
        Self.editingHints.first { $0.displayWidth <= width - 4 - leading.displayWidth }
        ?? "esc done"
    } else if entry.isWaiting {
      leading = "Shortcut \(entry.typed)…"
      let exact = selection.frame?.match(entry.typed).isShortcut ?? false
      trailing =
        (exact ? "⏎ opens [\(entry.typed)]  " : "") + "type the next character  esc cancels"
    } else {
      let position = selection.scrollPosition(pinning: pinned).map { "  " + $0.label } ?? ""
      leading = unsaved + Self.setting(of: root.presenter) + position
      trailing =
        Self.keyHints(for: shownOverlay, highlighted: selection.highlighted).first {
          $0.displayWidth <= width - 4 - leading.displayWidth
        } ?? "q quit"
    }
    return StatusLine.cells(
      leading: leading, trailing: trailing, width: width, style: Style(inverse: true))
  }
}
