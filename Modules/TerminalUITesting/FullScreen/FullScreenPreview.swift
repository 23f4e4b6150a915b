import TerminalRuntime
import TerminalUI

/// What full screen would show of a frame, for the tests of modules that do not use the
/// full-screen runtime themselves (the kits, the UI kit): where the highlight starts, and a
/// window moved over a long list.
@MainActor
public struct FullScreenPreview {
  private var selection = ScreenSelection()

  /// A window `viewportHeight` lines tall over `frame`, highlighting what a screen starts on.
  public init(_ frame: LazyFrame, viewportHeight: Int) {
    selection.show(frame, viewportHeight: viewportHeight)
  }

  /// The highlighted control.
  public var highlighted: Control? { selection.highlighted }

  /// Moves the highlight to the last control, drawing the rows on the way as full screen does.
  public mutating func moveToEnd() {
    selection.move(.last)
  }

  /// The control full screen highlights first on `frame`.
  public static func startingHighlight(on frame: Frame, viewportHeight: Int) -> Control? {
    var selection = SelectionModel()
    selection.show(frame, viewportHeight: viewportHeight)
    return selection.highlighted
  }

  /// `frame` with `control` drawn highlighted, in inverse video, as full screen draws it.
  public static func highlighting(_ control: Control, in frame: Frame) -> Frame {
    frame.highlighting(control)
  }

  /// `host`'s frame `width` columns wide as full screen draws it: the field being edited
  /// highlighted, or else the control a screen starts on.
  public static func frame(of host: ViewHost, width: Int) -> Frame {
    let frame = host.render(width: width)
    var selection = SelectionModel()
    selection.show(frame, viewportHeight: frame.lines.count)
    if let editing = host.editingField {
      selection.highlight(shortcut: editing.shortcut)
    }
    return selection.highlighted.map(frame.highlighting) ?? frame
  }
}
