#if canImport(Glibc)
  import Glibc
#endif

/// A pseudo-terminal pair opened with `openpty(3)`, for tests that drive terminal programs.
///
/// The ``terminal`` side is what a program runs on; the ``controller`` side is what a terminal
/// emulator holds: writing to it types, reading it gets what the program wrote. The test keeps
/// the terminal side open too, so it can read the terminal's modes (`tcgetattr`) before and after
/// a program changes them.
public final class PseudoTerminal {
  /// The controlling (master) side.
  public let controller: Int32
  /// The terminal (slave) side.
  public let terminal: Int32
  /// The terminal side's device path, such as `/dev/pts/3`.
  public let path: String

  /// Opens a pair whose terminal is `rows` lines by `columns` columns, in the default (cooked)
  /// modes.
  ///
  /// - Throws: ``TerminalTestError`` when no pseudo-terminal can be opened.
  public init(rows: Int, columns: Int) throws(TerminalTestError) {
    var controller: Int32 = -1
    var terminal: Int32 = -1
    var size = winsize(
      ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0,
      ws_ypixel: 0)
    let opened = DescriptorLock.run {
      guard openpty(&controller, &terminal, nil, nil, &size) == 0 else { return false }
      _ = fcntl(controller, F_SETFD, FD_CLOEXEC)
      _ = fcntl(terminal, F_SETFD, FD_CLOEXEC)
      return true
    }
    guard opened, let name = ttyname(terminal) else {
      throw TerminalTestError("cannot open a pseudo-terminal (errno \(errno))")
    }
    self.controller = controller
    self.terminal = terminal
    self.path = String(cString: name)
  }

  deinit {
    close(controller)
    close(terminal)
  }

  /// The terminal's current modes.
  public var modes: TerminalModes? {
    var modes = termios()
    guard tcgetattr(terminal, &modes) == 0 else { return nil }
    return TerminalModes(modes)
  }

  /// Sets the terminal's size; the kernel sends SIGWINCH to its foreground process group.
  @discardableResult
  public func resize(rows: Int, columns: Int) -> Bool {
    var size = winsize(
      ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0,
      ws_ypixel: 0)
    return ioctl(controller, UInt(TIOCSWINSZ), &size) == 0
  }

  /// Types `text`: writes its UTF-8 bytes to the controller in full.
  public func type(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
      if written > 0 {
        bytes = bytes.dropFirst(written)
      } else if written < 0, errno == EINTR || errno == EAGAIN {
        continue
      } else {
        return
      }
    }
  }

  /// What the program wrote, waiting at most `timeout` for some to arrive; empty when none did.
  public func read(timeout: Duration) -> [UInt8] {
    var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
    let milliseconds = Int32(
      clamping: timeout.components.seconds * 1000
        + timeout.components.attoseconds / 1_000_000_000_000_000)
    guard poll(&descriptor, 1, max(milliseconds, 0)) > 0,
      descriptor.revents & Int16(POLLIN) != 0
    else { return [] }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = buffer.withUnsafeMutableBytes { Glibc.read(controller, $0.baseAddress, $0.count) }
    return count > 0 ? Array(buffer.prefix(count)) : []
  }
}

/// A terminal's modes as `tcgetattr(3)` reports them, comparable in tests.
public struct TerminalModes: Equatable, Sendable, CustomStringConvertible {
  /// Input modes (`c_iflag`).
  public var input: UInt32
  /// Output modes (`c_oflag`).
  public var output: UInt32
  /// Control modes (`c_cflag`).
  public var control: UInt32
  /// Local modes (`c_lflag`), such as `ICANON` and `ECHO`.
  public var local: UInt32
  /// The special characters (`c_cc`), such as `VMIN` and `VINTR`.
  public var characters: [UInt8]

  /// The modes in `modes`.
  public init(_ modes: termios) {
    input = modes.c_iflag
    output = modes.c_oflag
    control = modes.c_cflag
    local = modes.c_lflag
    characters = withUnsafeBytes(of: modes.c_cc) { Array($0) }
  }

  /// Whether input is line by line and echoed, as in a shell.
  public var isCanonical: Bool { local & UInt32(ICANON) != 0 && local & UInt32(ECHO) != 0 }

  /// The flags in hexadecimal.
  public var description: String {
    "iflag \(hex(input)) oflag \(hex(output)) cflag \(hex(control)) lflag \(hex(local))"
  }

  private func hex(_ value: UInt32) -> String { String(value, radix: 16) }
}

/// Why a terminal test could not go on, with what the screen showed.
public struct TerminalTestError: Error, CustomStringConvertible {
  /// What happened.
  public let description: String

  /// An error saying `description`.
  public init(_ description: String) {
    self.description = description
  }
}
