import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of a terminal in character cells.
public struct TerminalSize: Hashable, Sendable {
  /// The number of lines.
  public var rows: Int
  /// The number of columns.
  public var columns: Int

  /// A size of `rows` lines by `columns` columns.
  public init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
  }

  /// The size the terminal `descriptor` refers to reports; `nil` for no terminal.
  static func of(descriptor: Int32) -> TerminalSize? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
    return TerminalSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
  }
}
