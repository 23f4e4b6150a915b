#if canImport(Glibc)
  import Glibc
#endif

/// The echo of the terminal line mode reads from, off while a password is typed.
///
/// As `sudo` does, and back on after. The one place in the app that changes a terminal's modes in
/// line mode (full screen's are `FullScreenTerminal`'s).
final class TerminalEcho: Sendable {
  private let descriptor: Int32
  /// The modes the terminal had when the app started, which ``restore()`` puts back.
  private let original: termios

  /// The echo of the terminal on `descriptor`; `nil` when it is not a terminal (piped input).
  init?(descriptor: Int32) {
    var modes = termios()
    guard isatty(descriptor) != 0, tcgetattr(descriptor, &modes) == 0 else { return nil }
    self.descriptor = descriptor
    original = modes
  }

  /// Stops the terminal showing what is typed, Enter still moving to the next line; `false` when
  /// the terminal refused.
  func hide() -> Bool {
    var modes = original
    modes.c_lflag &= ~tcflag_t(ECHO)
    modes.c_lflag |= tcflag_t(ECHONL)
    return tcsetattr(descriptor, TCSANOW, &modes) == 0
  }

  /// Puts the terminal's modes back as they were, showing what is typed again.
  ///
  /// Safe on any thread, as a clean-up after a signal.
  func restore() {
    var modes = original
    _ = tcsetattr(descriptor, TCSANOW, &modes)
  }
}
