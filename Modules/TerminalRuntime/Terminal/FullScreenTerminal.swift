import Dispatch
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal taken over for a full-screen app: raw input, the alternate screen and a hidden
/// cursor, entered together in ``enter()`` and restored together in ``restore()``, which is
/// idempotent so that every way out of the app may call it.
///
/// ```swift
/// let terminal = FullScreenTerminal()
/// try terminal.enter()
/// defer { terminal.restore() }
/// terminal.observeResize { redraw() }
/// terminal.write(FrameDiffer.output(from: nil, to: screen))
/// ```
@MainActor
public final class FullScreenTerminal {
  /// Alternate screen, hidden cursor, bracketed paste, reset style, cleared screen.
  static let enterSequence =
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[0m\u{1B}[H\u{1B}[2J"
  /// The reverse of ``enterSequence``.
  static let restoreSequence = "\(FatalSignals.restoreSequence)"

  private let input: Int32
  private let output: Int32
  private var saved: termios?
  private var isSuspended = false
  private var resizeSource: (any DispatchSourceSignal)?
  private var jobControlSources: [any DispatchSourceSignal] = []

  /// A terminal reading from `input` and writing to `output`.
  public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    self.input = input
    self.output = output
  }

  /// Whether the terminal is entered, not restored and not suspended.
  public var isActive: Bool { saved != nil && !isSuspended }

  /// The terminal's size, read from the output (or else the input); `nil` for no terminal or a
  /// size outside ``TerminalEnvironment/sizeRange``.
  public var size: TerminalSize? {
    let range = TerminalEnvironment.sizeRange
    return [output, input].lazy.compactMap(TerminalSize.of(descriptor:))
      .first { range.contains($0.rows) && range.contains($0.columns) }
  }

  /// Saves the input's modes, switches it to raw mode and enters the alternate screen, or throws
  /// leaving the terminal as it was; does nothing when already active.
  public func enter() throws(TerminalError) {
    guard saved == nil else { return }
    var original = termios()
    guard tcgetattr(input, &original) == 0 else {
      throw TerminalError(message: "cannot read the terminal's modes (errno \(errno))")
    }
    var raw = Self.rawMode(from: original)
    guard tcsetattr(input, TCSADRAIN, &raw) == 0 else {
      throw TerminalError(message: "cannot switch the terminal to raw mode (errno \(errno))")
    }
    saved = original
    FatalSignals.restoreOnFatalSignal(input: input, output: output, modes: original)
    write(Self.enterSequence)
  }

  /// Leaves the alternate screen, shows the cursor and puts back the saved modes, if active.
  public func restore() {
    guard var original = saved else { return }
    saved = nil
    FatalSignals.stopRestoring()
    resizeSource?.cancel()
    resizeSource = nil
    for source in jobControlSources { source.cancel() }
    jobControlSources = []
    write(Self.restoreSequence)
    _ = tcsetattr(input, TCSADRAIN, &original)
  }

  /// What ``restore()`` does, callable from any thread and never blocking (output is not drained
  /// and the sequence is written only if the terminal takes it at once): for a signal that must
  /// end an app whose main actor is blocked.
  public var restorationFromAnyThread: @Sendable () -> Void {
    guard let saved else { return {} }
    let input = input
    let output = output
    let sequence = Array(Self.restoreSequence.utf8)
    return {
      var ready = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
      if poll(&ready, 1, 0) == 1 {
        _ = sequence.withUnsafeBytes { systemWrite(output, $0) }
      }
      var modes = saved
      _ = tcsetattr(input, TCSANOW, &modes)
    }
  }

  /// Writes `text` in full, retrying interrupted and partial writes and polling while a
  /// non-blocking output is full.
  public func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { systemWrite(output, $0) }
      if written > 0 {
        bytes = bytes.dropFirst(written)
      } else if written < 0, errno == EINTR {
        continue
      } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
        var ready = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, -1)
      } else {
        return
      }
    }
  }

  /// Calls `handler` on the main actor whenever the terminal is resized (SIGWINCH), until
  /// ``restore()``; a later call replaces the handler.
  public func observeResize(_ handler: @escaping @MainActor () -> Void) {
    resizeSource?.cancel()
    signal(SIGWINCH, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
    source.setEventHandler {
      MainActor.assumeIsolated { handler() }
    }
    source.resume()
    resizeSource = source
  }

  /// Gives the terminal back and stops the process with SIGSTOP (which works even without job
  /// control in the shell), as Ctrl-Z does; ``resume()`` takes it over again.
  public func suspend() {
    guard var original = saved, !isSuspended else { return }
    isSuspended = true
    write(Self.restoreSequence)
    _ = tcsetattr(input, TCSADRAIN, &original)
    _ = kill(getpid(), SIGSTOP)
  }

  /// Takes the terminal over again after a stop, the screen cleared for the app to draw whole.
  public func resume() {
    guard let original = saved else { return }
    isSuspended = false
    var raw = Self.rawMode(from: original)
    _ = tcsetattr(input, TCSADRAIN, &raw)
    write(Self.enterSequence)
  }

  /// Until ``restore()``, SIGTSTP calls ``suspend()`` and SIGCONT calls ``resume()`` then
  /// `redraw`, which must draw the whole screen.
  public func observeJobControl(redraw: @escaping @MainActor () -> Void) {
    for source in jobControlSources { source.cancel() }
    jobControlSources = []
    // Ignored so that only the sources see them; SIGCONT continues the process anyway.
    signal(SIGTSTP, SIG_IGN)
    signal(SIGCONT, SIG_IGN)
    let stop = DispatchSource.makeSignalSource(signal: SIGTSTP, queue: .main)
    stop.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.suspend() }
    }
    let resume = DispatchSource.makeSignalSource(signal: SIGCONT, queue: .main)
    resume.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.saved != nil else { return }
        self.resume()
        redraw()
      }
    }
    stop.resume()
    resume.resume()
    jobControlSources = [stop, resume]
  }

  /// `modes` made raw as `cfmakeraw(3)` does, reads returning at each byte.
  nonisolated static func rawMode(from modes: termios) -> termios {
    var raw = modes
    raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    return raw
  }
}

/// Restores the terminal when a fatal signal ends the process in full screen, calls the previous
/// handler (the crash report, now on the main screen), then raises the signal again; the handler
/// only calls what is safe in a signal handler, on storage allocated beforehand.
private enum FatalSignals {
  /// The fatal signals the app does not handle itself (`ExitCoordinator` handles the others).
  static let numbers: [Int32] = [
    SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGXCPU, SIGXFSZ, SIGUSR1, SIGUSR2,
    SIGALRM, SIGVTALRM,
  ]

  /// One past the largest signal number.
  private static let count = 65

  /// What the handler reads, allocated once and never freed.
  nonisolated(unsafe) private static let descriptors = allocate(Int32(-1), count: 2)
  nonisolated(unsafe) private static let modes = allocate(termios(), count: 1)
  nonisolated(unsafe) private static let previous = allocate(sigaction(), count: count)
  nonisolated(unsafe) private static let installed = allocate(false, count: count)

  private static func allocate<Value>(_ value: Value, count: Int) -> UnsafeMutablePointer<Value> {
    let pointer = UnsafeMutablePointer<Value>.allocate(capacity: count)
    pointer.initialize(repeating: value, count: count)
    return pointer
  }

  /// The restoring sequence, as bytes the handler reaches without allocating.
  static let restoreSequence: StaticString =
    "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

  /// Installs the handler for each of ``numbers`` not ignored, keeping the action it replaces.
  static func restoreOnFatalSignal(input: Int32, output: Int32, modes: termios) {
    descriptors[0] = input
    descriptors[1] = output
    self.modes.pointee = modes
    _ = restoreSequence.utf8CodeUnitCount
    for number in numbers where !installed[Int(number)] {
      var replaced = sigaction()
      // An ignored signal ends nothing, and stays ignored.
      let ignored = unsafeBitCast(SIG_IGN, to: Int.self)
      guard sigaction(number, nil, &replaced) == 0,
        unsafeBitCast(replaced.__sigaction_handler.sa_handler, to: Int.self) != ignored
      else { continue }
      previous[Int(number)] = replaced
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = handle
      // On the runtime's alternate stack (a stack overflow), with the details it reads.
      action.sa_flags = SA_ONSTACK | SA_SIGINFO
      sigemptyset(&action.sa_mask)
      _ = sigaction(number, &action, nil)
      installed[Int(number)] = true
    }
  }

  /// Puts back the actions the handler replaced, once the terminal is restored normally.
  static func stopRestoring() {
    for number in numbers where installed[Int(number)] {
      _ = sigaction(number, previous + Int(number), nil)
      installed[Int(number)] = false
    }
  }

  /// Restores the terminal, calls the previous handler, then raises the signal to its default.
  private static let handle:
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
      number, information, context in
      let output = FatalSignals.descriptors[1]
      var ready = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
      if poll(&ready, 1, 0) == 1 {
        let sequence = FatalSignals.restoreSequence
        _ = systemWrite(
          output,
          UnsafeRawBufferPointer(start: sequence.utf8Start, count: sequence.utf8CodeUnitCount))
      }
      _ = tcsetattr(FatalSignals.descriptors[0], TCSANOW, FatalSignals.modes)
      guard number > 0, number < FatalSignals.count else { return }
      let previous = FatalSignals.previous[Int(number)]
      // The default action from now on, so that a fault in the previous handler ends the process.
      var defaultAction = sigaction()
      sigemptyset(&defaultAction.sa_mask)
      _ = sigaction(number, &defaultAction, nil)
      FatalSignals.installed[Int(number)] = false
      if previous.sa_flags & SA_SIGINFO != 0 {
        previous.__sigaction_handler.sa_sigaction?(number, information, context)
      } else if unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self)
        != unsafeBitCast(SIG_DFL, to: Int.self)
      {
        previous.__sigaction_handler.sa_handler?(number)
      }
      _ = sigaction(number, &defaultAction, nil)
      _ = raise(number)
    }
}

/// `write(2)`, which the method of the same name hides inside the class.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, buffer.baseAddress, buffer.count)
  #else
    Darwin.write(descriptor, buffer.baseAddress, buffer.count)
  #endif
}

/// Why the terminal could not be switched to full-screen mode.
public struct TerminalError: Error, Equatable, CustomStringConvertible {
  /// What went wrong, such as `cannot read the terminal's modes (errno 25)`.
  public let message: String

  /// The message.
  public var description: String { message }
}
