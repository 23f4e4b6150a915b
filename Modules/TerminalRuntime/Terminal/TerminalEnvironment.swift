import TerminalUI

/// Whether the terminal the app writes to takes colour, and how wide it is.
public struct TerminalEnvironment: Equatable, Sendable {
  /// The width used when neither `COLUMNS` nor the terminal tells one.
  static let defaultWidth = 80
  /// The widths and heights accepted from the environment or the terminal, as for `--width`.
  public static let sizeRange = 1...10_000

  /// Whether to write ANSI styles and colours.
  public var colorEnabled: Bool
  /// The number of columns to render.
  public var width: Int
  /// `COLUMNS` when it was ignored for not being a whole number in ``sizeRange``.
  public var ignoredColumns: String?
  /// The terminal's width when it was ignored for being outside ``sizeRange``.
  public var ignoredTerminalWidth: Int?

  /// Colour when output is a terminal and `NO_COLOR` is unset or empty, unless `colorOverride`
  /// says; the width from `COLUMNS`, else the terminal, else ``defaultWidth``.
  init(
    environment: [String: String],
    isTerminal: Bool,
    terminalWidth: Int?,
    colorOverride: Bool? = nil
  ) {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    colorEnabled = colorOverride ?? (isTerminal && !noColor)
    let columns = environment["COLUMNS"].flatMap { $0.isEmpty ? nil : $0 }
    if let columns, let number = Int(columns), Self.sizeRange.contains(number) {
      width = number
      return
    }
    ignoredColumns = columns
    if let terminalWidth, Self.sizeRange.contains(terminalWidth) {
      width = terminalWidth
    } else {
      // A terminal that reports no size says 0: only a size too large is worth a word.
      ignoredTerminalWidth = terminalWidth.flatMap { $0 > Self.sizeRange.upperBound ? $0 : nil }
      width = Self.defaultWidth
    }
  }
}
