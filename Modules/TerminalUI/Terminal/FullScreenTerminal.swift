import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal taken over for a full-screen app, and given back: raw input, the alternate
/// screen and a hidden cursor are entered together in ``enter()`` and restored together in
/// ``restore()``.
///
/// This is the one place that changes terminal modes. ``restore()`` is idempotent, so every way
/// out of an app — a normal end, a quit key, a signal, an error — can call it without knowing
/// whether another already did.
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
  /// Switches to the alternate screen (saving the cursor), hides the cursor, turns bracketed paste
  /// on (so pasted text arrives marked, not as keys), resets the style and clears the screen.
  static let enterSequence =
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[0m\u{1B}[H\u{1B}[2J"
  /// Resets the style, turns bracketed paste off, shows the cursor and leaves the alternate
  /// screen (restoring the cursor).
  static let restoreSequence = "\(FatalSignals.restoreSequence)"

  private let input: Int32
  private let output: Int32
  private var saved: termios?
  private var isSuspended = false
  private var resizeSource: (any DispatchSourceSignal)?
  private var jobControlSources: [any DispatchSourceSignal] = []

  /// A terminal reading keys from `input` and drawn on through `output`.
  public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    self.input = input
    self.output = output
  }

  /// Whether the terminal is in full-screen mode: entered, not restored, and not given back to
  /// the shell by ``suspend()``.
  public var isActive: Bool { saved != nil && !isSuspended }

  /// The terminal's size, read from the output (or else the input) with `ioctl(TIOCGWINSZ)`.
  public var size: TerminalSize? {
    TerminalSize.of(descriptor: output) ?? TerminalSize.of(descriptor: input)
  }

  /// Saves the input's terminal modes, switches it to raw mode, and enters the alternate screen
  /// with the cursor hidden; does nothing when already active.
  ///
  /// - Throws: ``TerminalError`` when the input is not a terminal or its modes cannot be set; the
  ///   terminal is left as it was.
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

  /// Leaves the alternate screen, shows the cursor and puts back the saved terminal modes; does
  /// nothing when not active, so calling it twice is safe.
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

  /// What ``restore()`` does, as a function any thread may call: for an app whose main actor is
  /// blocked (writing to a terminal that does not read, or busy) when a signal must end it.
  ///
  /// It never blocks: the modes are set without waiting for pending output to drain, and the
  /// restoring sequence is written only if the terminal can take it at once. Call it while the
  /// terminal is active; the function it returns restores the modes saved then.
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

  /// Writes `text` to the output in full, retrying interrupted and partial writes, and waiting
  /// (rather than spinning) while a terminal in non-blocking mode cannot take more.
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

  /// Gives the terminal back and stops the process, as Ctrl-Z does.
  ///
  /// It leaves the alternate screen, shows the cursor, puts back the saved modes, then stops
  /// (SIGSTOP, which stops the process even where the shell does no job control). ``resume()`` takes the terminal over again when
  /// the process is continued (SIGCONT, `fg`); until then ``isActive`` is `false`.
  public func suspend() {
    guard var original = saved, !isSuspended else { return }
    isSuspended = true
    write(Self.restoreSequence)
    _ = tcsetattr(input, TCSADRAIN, &original)
    _ = kill(getpid(), SIGSTOP)
  }

  /// Takes the terminal over again after the process was stopped, by ``suspend()`` or from
  /// outside: raw mode, the alternate screen, a hidden cursor and a cleared screen, for the app
  /// to draw everything again.
  public func resume() {
    guard let original = saved else { return }
    isSuspended = false
    var raw = Self.rawMode(from: original)
    _ = tcsetattr(input, TCSADRAIN, &raw)
    write(Self.enterSequence)
  }

  /// Handles job control until ``restore()``: SIGTSTP (`kill -TSTP`, or Ctrl-Z where the
  /// terminal sends signals) calls ``suspend()``, and SIGCONT calls ``resume()`` and then
  /// `redraw`, on the main actor, which must draw the whole screen.
  public func observeJobControl(redraw: @escaping @MainActor () -> Void) {
    for source in jobControlSources { source.cancel() }
    jobControlSources = []
    // Ignored, so that only the source sees SIGTSTP; SIGCONT continues the process whatever its
    // action is.
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

  /// `modes` with input, output and local processing turned off as `cfmakeraw(3)` does: bytes
  /// arrive one at a time, unechoed, with no signals from Ctrl-C or Ctrl-Z and no newline
  /// translation either way.
  ///
  /// Reads return as soon as one byte is available (`VMIN` 1, `VTIME` 0).
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

/// Restores the terminal when a fatal signal (a crash, an abort, a signal nobody handles) ends
/// the process while it is in full-screen mode, then calls whoever handled the signal before —
/// the Swift runtime's crash report — and ends the process with the signal's default action, so
/// that the report is written to the main screen in cooked mode and the process is gone.
///
/// The runtime's handler returns when its report is written, counting on the faulting
/// instruction to fault again; a signal sent with `kill` does not, so the handler raises it again
/// with the default action itself.
///
/// The handler does only what is safe in a signal handler: `poll`, `write` of a static string,
/// `tcsetattr`, `sigaction` and `raise`, on storage allocated before it is installed.
private enum FatalSignals {
  /// The signals whose default action ends the process and that the app does not handle itself
  /// (`ExitCoordinator` handles SIGINT, SIGTERM, SIGHUP and SIGQUIT; SIGPIPE is ignored).
  static let numbers: [Int32] = [
    SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGXCPU, SIGXFSZ, SIGUSR1, SIGUSR2,
    SIGALRM, SIGVTALRM,
  ]

  /// One past the largest signal number.
  private static let count = 65

  /// What the handler reads, allocated once and never freed, so that it allocates nothing: the
  /// descriptors, the modes to put back, and by signal number the action each signal had before
  /// and whether the handler replaced it.
  nonisolated(unsafe) private static let descriptors = allocate(Int32(-1), count: 2)
  nonisolated(unsafe) private static let modes = allocate(termios(), count: 1)
  nonisolated(unsafe) private static let previous = allocate(sigaction(), count: count)
  nonisolated(unsafe) private static let installed = allocate(false, count: count)

  private static func allocate<Value>(_ value: Value, count: Int) -> UnsafeMutablePointer<Value> {
    let pointer = UnsafeMutablePointer<Value>.allocate(capacity: count)
    pointer.initialize(repeating: value, count: count)
    return pointer
  }

  /// The restoring sequence (``FullScreenTerminal/restoreSequence``), as bytes the handler
  /// reaches without allocating.
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
      // On the alternate signal stack when there is one (the runtime's, for a stack overflow),
      // with the details the runtime's handler reads.
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

  /// The handler: restores the terminal, calls the previous handler if there was one, then
  /// ends the process with the signal's default action (the signal stays blocked until the
  /// handler returns, and is then delivered).
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
  /// What went wrong, in a sentence fragment such as `cannot read the terminal's modes (errno 25)`.
  public let message: String

  /// An error saying `message`.
  init(message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
