import Foundation
import TerminalUI

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
      terminalWidth: TerminalSize.of(descriptor: STDOUT_FILENO).map(\.columns),
      colorOverride: colorOverride)
  }
}
