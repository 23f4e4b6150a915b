import TerminalUI

/// The lines of a frame a terminal shows when the frame is taller than the terminal.
public struct Viewport: Hashable, Sendable {
  /// The first line of the frame shown.
  public var top: Int
  /// How many lines are shown.
  public var height: Int

  init(top: Int = 0, height: Int) {
    self.top = top
    self.height = height
  }

  var lines: Range<Int> { top..<(top + max(height, 0)) }
}
