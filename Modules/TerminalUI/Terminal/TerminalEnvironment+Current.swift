import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalEnvironment {
  /// The environment of this process; `colorOverride` is `false` for `--no-color`.
  public static func current(colorOverride: Bool? = nil) -> TerminalEnvironment {
    TerminalEnvironment(
      environment: ProcessInfo.processInfo.environment,
      isTerminal: isatty(STDOUT_FILENO) != 0,
      terminalWidth: standardOutputWidth(),
      colorOverride: colorOverride)
  }

  /// The width of the terminal standard output is connected to, if it is one.
  private static func standardOutputWidth() -> Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
