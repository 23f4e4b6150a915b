/// What the terminal the app writes to supports: whether to use colour, and how wide it is.
///
/// ```swift
/// let terminal = TerminalEnvironment.current(colorOverride: arguments.contains("--no-color") ? false : nil)
/// print(host.render(width: terminal.width).text(styled: terminal.colorEnabled))
/// ```
public struct TerminalEnvironment: Equatable, Sendable {
  /// The width used when neither `COLUMNS` nor the terminal tells one.
  static let defaultWidth = 80
  /// The widths (and terminal heights) accepted from the environment or the terminal, as
  /// `--width` accepts them: a larger one would be drawn at a cost in memory and time nobody asked
  /// for.
  public static let sizeRange = 1...10_000

  /// Whether to write ANSI styles and colours.
  public var colorEnabled: Bool
  /// The number of columns to render.
  public var width: Int
  /// The value of `COLUMNS` when it was set but ignored, for not being a whole number in
  /// ``sizeRange``.
  public var ignoredColumns: String?
  /// The width the terminal reported when it was ignored, for being outside ``sizeRange``.
  public var ignoredTerminalWidth: Int?

  /// An environment with the given facts.
  init(colorEnabled: Bool, width: Int) {
    self.colorEnabled = colorEnabled
    self.width = width
  }

  /// Decides from the process environment and the terminal, without touching either.
  ///
  /// Colour is on when standard output is a terminal and `NO_COLOR` is unset or empty, unless
  /// `colorOverride` says otherwise (`false` for `--no-color`). The width is `COLUMNS` when it is a
  /// whole number in ``sizeRange``, else the terminal's width when it is in that range, else
  /// ``defaultWidth``; a value set but outside the range is recorded in ``ignoredColumns`` or
  /// ``ignoredTerminalWidth``, for the app to say so once.
  ///
  /// - Parameters:
  ///   - environment: The process environment variables.
  ///   - isTerminal: Whether standard output is a terminal.
  ///   - terminalWidth: The terminal's width in columns, if it could be read.
  ///   - colorOverride: `true` or `false` to force colour on or off; `nil` to decide.
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
