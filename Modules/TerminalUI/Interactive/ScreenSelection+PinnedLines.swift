/// A screen whose first lines stay put: the tab bar and the navigation bar (or a modal panel's
/// top edge) drawn at the top of the terminal whatever part of the content below them is shown.
///
/// The model's viewport is then as tall as the lines below the pinned ones. While it is within
/// the pinned lines (the highlight on a toolbar item, say), the content shows from just below
/// them, so every line the model counts as visible is on screen.
extension ScreenSelection {
  /// How many of `frame`'s first lines are a header to pin.
  ///
  /// That is up to and including the rule under its first navigation bar, or the top edge of a
  /// modal panel, within its first `limit` lines; else just its first line (a tab bar). 0 for an
  /// empty frame.
  public static func headerHeight(of frame: LazyFrame, limit: Int) -> Int {
    guard frame.itemCount > 0, limit > 0 else { return 0 }
    let first = frame.item(0).lines
    for (index, line) in first.prefix(limit).enumerated() {
      if let start = line.first?.character, start == "─" || start == "┌" {
        return index + 1
      }
    }
    return min(first.count, 1)
  }

  /// The lines the terminal shows with the frame's first `pinned` lines at the top.
  ///
  /// Under them come the viewport's height of scrolling lines; with `highlighting`, the
  /// highlighted control is drawn in inverse video. With `pinned` 0, the viewport's lines
  /// alone.
  public func visibleFrame(highlighting: Bool, pinning pinned: Int) -> Frame {
    guard pinned > 0, let lazy = frame, lazy.itemCount > 0 else {
      return visibleFrame(highlighting: highlighting)
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
      // Part of the frame is not drawn, so its lines are not counted: say how far through its
      // items the bottom of the screen is.
      guard hidesAbove else { return .top }
      guard hidesBelow else { return .end }
      let item = window.item(atLine: bodyTop + height - 1) + 1
      return .percent(min(item * 100 / max(lazy.itemCount, 1), 99))
    }
    let total = max(window.frame.lines.count - pinned, 0)
    let first = bodyTop - pinned
    return .lines(first..<min(first + height, total), of: total)
  }

  /// Whether the window of drawn items starts at the frame's first line.
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
