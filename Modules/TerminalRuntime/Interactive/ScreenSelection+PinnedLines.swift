import TerminalUI

/// Screens whose first lines (tab bar, navigation bar, a modal's top edge) stay on top.
extension ScreenSelection {
  /// How many of `frame`'s first lines to pin: through the first rule or modal top edge within
  /// `limit` lines, else the first line (a tab bar).
  ///
  /// Under a sheet's top edge, the bar of the screen pushed in the sheet (through its rule,
  /// `│ ───── │`) stays too.
  public static func headerHeight(of frame: LazyFrame, limit: Int) -> Int {
    guard frame.itemCount > 0, limit > 0 else { return 0 }
    let first = frame.item(0).lines
    for (index, line) in first.prefix(limit).enumerated() {
      guard let start = line.first?.character, start == "─" || start == "┌" else { continue }
      guard start == "┌" else { return index + 1 }
      // A bar is at most three lines above its rule: back and title, items, breadcrumb.
      let bar = first.dropFirst(index + 1).prefix(4)
      return (bar.firstIndex(where: isInnerRule) ?? index) + 1
    }
    return min(first.count, 1)
  }

  /// Whether `line` is a rule inside a modal's side borders: `│ ───── │`.
  private static func isInnerRule(_ line: [Cell]) -> Bool {
    // A sheet narrower than the terminal is followed by blanks.
    var characters = line.map(\.character)
    while characters.last == " " { characters.removeLast() }
    guard characters.count >= 5, characters.first == "│", characters.last == "│" else {
      return false
    }
    return characters[1] == " " && characters[characters.count - 2] == " "
      && characters[2..<(characters.count - 2)].allSatisfy { $0 == "─" }
  }

  /// The frame's first `pinned` lines above the viewport's lines, the highlighted control in
  /// inverse video when `highlighting`, the panes other than the focused one drawn where they
  /// were left, dim (``panes``).
  public func visibleFrame(highlighting: Bool, pinning pinned: Int = 0) -> Frame {
    let visible = visibleLines(highlighting: highlighting, pinning: pinned)
    return panes.isEmpty
      ? visible : drawingPanes(visible, pinning: pinned)
  }

  private func visibleLines(highlighting: Bool, pinning pinned: Int) -> Frame {
    guard pinned > 0, let lazy = frame, lazy.itemCount > 0 else {
      let visible = window.frame.visible(in: model.viewport)
      guard highlighting, let highlighted else { return visible }
      return visible.highlighting(highlighted)
    }
    let header = lazy.item(0)
    let headerLines = Array(header.lines.prefix(pinned))
    let bodyTop = bodyTop(pinning: pinned)
    let body = window.frame.visible(in: Viewport(top: bodyTop, height: model.viewport.height))
    let headerControls = header.controls.filter { $0.line < headerLines.count }
    let bodyControls = body.controls.map { control in
      var moved = control
      moved.line += headerLines.count
      return moved
    }
    let shown = Frame(
      width: lazy.width, lines: headerLines + body.lines,
      controls: headerControls + bodyControls)
    guard highlighting, var highlighted = model.highlighted else { return shown }
    if startsAtFrameTop, highlighted.line < headerLines.count {
      return shown.highlighting(highlighted)
    }
    highlighted.line += headerLines.count - bodyTop
    return shown.highlighting(highlighted)
  }

  /// Which part of the lines below the `pinned` ones the screen shows; `nil` when they all fit.
  public func scrollPosition(pinning pinned: Int) -> ScrollPosition? {
    guard let lazy = frame else { return nil }
    let bodyTop = bodyTop(pinning: pinned)
    let height = model.viewport.height
    let hidesAbove = !startsAtFrameTop || bodyTop > pinned
    let hidesBelow =
      window.items.upperBound < lazy.itemCount || bodyTop + height < window.frame.lines.count
    guard hidesAbove || hidesBelow else { return nil }
    guard startsAtFrameTop, window.items.upperBound == lazy.itemCount else {
      // Lines not drawn are not counted: how far through the items the screen's bottom is.
      guard hidesAbove else { return .top }
      guard hidesBelow else { return .end }
      let item = window.item(atLine: bodyTop + height - 1) + 1
      return .percent(min(item * 100 / max(lazy.itemCount, 1), 99))
    }
    let total = max(window.frame.lines.count - pinned, 0)
    let first = bodyTop - pinned
    return .lines(first..<min(first + height, total), of: total)
  }

  private var startsAtFrameTop: Bool { window.items.lowerBound == 0 }

  /// The window's line shown first below the pinned lines.
  private func bodyTop(pinning pinned: Int) -> Int {
    let top = model.viewport.top
    return startsAtFrameTop ? max(top, pinned) : top
  }
}

/// Which part of a screen's scrolling lines a terminal shows.
public enum ScrollPosition: Equatable, Sendable {
  /// These lines (counted from 0) of that many.
  case lines(Range<Int>, of: Int)
  /// The top of lines not all drawn (a long list), with more below.
  case top
  /// About this far through lines not all drawn, in percent.
  case percent(Int)
  /// The end of lines not all drawn, with more above.
  case end

  /// `3–8/40` (lines counted from 1), `top`, `42%` or `end`.
  public var label: String {
    switch self {
    case .top:
      return "top"
    case .end:
      return "end"
    case .lines(let shown, let total):
      return "\(shown.lowerBound + 1)–\(shown.upperBound)/\(total)"
    case .percent(let percent):
      return "\(percent)%"
    }
  }
}
