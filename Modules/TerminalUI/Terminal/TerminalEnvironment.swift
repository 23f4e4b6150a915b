/// What the terminal the app writes to supports: whether to use colour, and how wide it is.
///
/// ```swift
/// let terminal = TerminalEnvironment.current(colorOverride: arguments.contains("--no-color") ? false : nil)
/// print(host.render(width: terminal.width).text(styled: terminal.colorEnabled))
/// ```
public struct TerminalEnvironment: Equatable, Sendable {
  /// The width used when neither `COLUMNS` nor the terminal tells one.
  static let defaultWidth = 80

  /// Whether to write ANSI styles and colours.
  public var colorEnabled: Bool
  /// The number of columns to render.
  public var width: Int

  /// An environment with the given facts.
  public init(colorEnabled: Bool, width: Int) {
    self.colorEnabled = colorEnabled
    self.width = width
  }

  /// Decides from the process environment and the terminal, without touching either.
  ///
  /// Colour is on when standard output is a terminal and `NO_COLOR` is unset or empty, unless
  /// `colorOverride` says otherwise (`false` for `--no-color`). The width is `COLUMNS` when it is a
  /// positive integer, else the terminal's width, else ``defaultWidth``.
  ///
  /// - Parameters:
  ///   - environment: The process environment variables.
  ///   - isTerminal: Whether standard output is a terminal.
  ///   - terminalWidth: The terminal's width in columns, if it could be read.
  ///   - colorOverride: `true` or `false` to force colour on or off; `nil` to decide.
  public init(
    environment: [String: String],
    isTerminal: Bool,
    terminalWidth: Int?,
    colorOverride: Bool? = nil
  ) {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    colorEnabled = colorOverride ?? (isTerminal && !noColor)
    if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
      width = columns
    } else if let terminalWidth, terminalWidth > 0 {
      width = terminalWidth
    } else {
      width = Self.defaultWidth
    }
  }
}
