import TerminalRuntime

/// How one run of the app goes, decided from the options and the terminal before anything is
/// read, drawn or written: which mode, and what that mode needs to know.
///
/// `AppMain` builds it first and then switches on ``mode``, so every question about "full
/// screen or lines?", "is there a prompt?" or "which width?" is answered here, once.
struct Launch: Equatable {
  /// What the app does after loading.
  enum Mode: Equatable {
    /// Prints the URL of where the app would start, and exits (`--print-url`).
    case printURL
    /// Draws full screen, on a terminal that can move its cursor.
    case fullScreen
    /// Reads commands and prints screens as lines: from a pipe, a script or a plain terminal.
    case lines
  }

  /// What the app does after loading.
  let mode: Mode
  /// Whether screens are drawn with colour and styles.
  let colored: Bool
  /// The columns of line mode's screens (also when full screen falls back to lines).
  let lineWidth: Int
  /// Why the width chosen is not the one `COLUMNS` or the terminal gave, or `nil`.
  let widthNotice: String?
  /// Why line mode is used on a terminal whose `TERM` rules out full screen, or `nil`.
  let terminalTypeNotice: String?
  /// The prompt line mode shows before reading a command: on a terminal, never for a script.
  let prompt: String?
  /// Whether line mode prints each command it reads, as a script or a pipe gives no echo.
  let echoesCommands: Bool
  /// Whether line mode reads the terminal, whose echo is turned off for a password.
  let readsTerminal: Bool
  /// Whether full screen opens `--open` while drawing "Loading…", rather than before drawing.
  let opensWhileDrawing: Bool

  /// The launch of `options` with what the process was given: whether standard input and output
  /// are terminals, the `TERM` value and the terminal's size and colour.
  init(
    _ options: AppOptions,
    terminal: TerminalEnvironment,
    inputIsTerminal: Bool,
    outputIsTerminal: Bool,
    terminalType: String?
  ) {
    if options.printsURL {
      mode = .printURL
    } else if options.runsFullScreen(
      inputIsTerminal: inputIsTerminal, outputIsTerminal: outputIsTerminal,
      terminalType: terminalType)
    {
      mode = .fullScreen
    } else {
      mode = .lines
    }
    colored = terminal.colorEnabled
    lineWidth = options.width ?? terminal.width
    widthNotice = options.width == nil ? Self.widthNotice(terminal) : nil
    terminalTypeNotice = options.terminalTypeNotice(
      inputIsTerminal: inputIsTerminal, outputIsTerminal: outputIsTerminal,
      terminalType: terminalType)
    readsTerminal = options.scriptFile == nil
    prompt = readsTerminal && inputIsTerminal ? "> " : nil
    echoesCommands = !readsTerminal || !inputIsTerminal
    opensWhileDrawing = mode == .fullScreen && options.openLink != nil
  }

  /// What was ignored in choosing the width, when `COLUMNS` or the terminal gave a size that
  /// `--width` would refuse, and the width used instead.
  static func widthNotice(_ terminal: TerminalEnvironment) -> String? {
    let range = TerminalEnvironment.sizeRange
    let ignored: String
    if let columns = terminal.ignoredColumns {
      ignored = "COLUMNS='\(Printable.escape(columns, limit: 40))'"
    } else if let reported = terminal.ignoredTerminalWidth {
      ignored = "the terminal's reported width of \(reported) columns"
    } else {
      return nil
    }
    return """
      ignoring \(ignored): a width must be a whole number of columns from \(range.lowerBound) to \
      \(range.upperBound); using \(terminal.width).
      """
  }
}
