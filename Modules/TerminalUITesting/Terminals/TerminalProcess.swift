import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A program started on a ``PseudoTerminal`` the way a shell starts one — in a new session, with
/// the terminal as its controlling terminal and standard input, output and error — and the
/// screen it draws, read through a ``VirtualTerminal``.
///
/// Tests send keys and wait, with a deadline, until the screen shows what they expect; nothing
/// waits a fixed time. A program still running when the value is released is killed.
///
/// ```swift
/// let app = try TerminalProcess(executable: path, arguments: [], rows: 24, columns: 80)
/// try app.waitForScreen("the list") { $0.text.contains("[1] Cabernet Sauvignon") }
/// app.send("\u{1B}[B")
/// try app.waitForScreen("the second row highlighted") { $0.inverseText.contains("[2] Pinot Noir ›") }
/// app.send("q")
/// #expect(try app.waitForExit() == 0)
/// ```
public final class TerminalProcess {
  /// The pseudo-terminal the program runs on.
  public let pty: PseudoTerminal
  /// The program's process identifier.
  public let pid: pid_t
  /// The screen as drawn so far.
  public private(set) var screen: VirtualTerminal
  /// The exit status once the program has ended: its status, or 128 + the signal that ended it.
  public private(set) var exitStatus: Int32?
  /// The terminal's modes before the program started, to compare with after it ends.
  public let initialModes: TerminalModes?

  /// Starts `executable` with `arguments` and exactly the `environment` given, on a new
  /// pseudo-terminal of `rows` by `columns`.
  ///
  /// - Throws: ``TerminalTestError`` when the terminal cannot be opened or the program started.
  public init(
    executable: String,
    arguments: [String],
    environment: [String: String],
    rows: Int,
    columns: Int
  ) throws(TerminalTestError) {
    let pty = try PseudoTerminal(rows: rows, columns: columns)
    self.pty = pty
    self.screen = VirtualTerminal(rows: rows, columns: columns)
    self.initialModes = pty.modes
    self.pid = try DescriptorLock.run { () throws(TerminalTestError) in
      try Self.spawn(
        executable: executable, arguments: arguments,
        environment: environment.map { "\($0.key)=\($0.value)" }, terminalPath: pty.path)
    }
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      _ = waitpid(pid, &status, 0)
    }
  }

  /// Types `text` into the terminal.
  public func send(_ text: String) {
    pty.type(text)
  }

  /// Starts counting the screen's ``VirtualTerminal/drawnLines`` afresh, to see which lines the
  /// next frames redraw.
  public func forgetDrawnLines() {
    screen.forgetDrawnLines()
  }

  /// Resizes the terminal (the program gets SIGWINCH) and the model screen with it.
  public func resize(rows: Int, columns: Int) {
    screen.resize(rows: rows, columns: columns)
    pty.resize(rows: rows, columns: columns)
  }

  /// Reads what the program draws until `condition` holds for the screen.
  ///
  /// - Parameters:
  ///   - description: What is waited for, for the error message.
  ///   - timeout: How long to wait at most.
  ///   - condition: Whether the screen shows what is expected.
  /// - Throws: ``TerminalTestError`` with the screen's text when the deadline passes or the
  ///   program ends first.
  public func waitForScreen(
    _ description: String,
    timeout: Duration = .seconds(30),
    until condition: (VirtualTerminal) -> Bool
  ) throws(TerminalTestError) {
    let deadline = ContinuousClock.now + timeout
    while !condition(screen) {
      let remaining = deadline - .now
      if remaining <= .zero || (reap() && !drain()) {
        let reason = exitStatus.map { "the program exited with \($0)" } ?? "the deadline passed"
        throw TerminalTestError(
          "Waited for \(description); \(reason). The screen:\n\(screen.text)")
      }
      pump(timeout: min(remaining, .milliseconds(100)))
    }
  }

  /// Reads what the program draws until it ends; returns its exit status.
  ///
  /// - Throws: ``TerminalTestError`` when it is still running after `timeout`.
  @discardableResult
  public func waitForExit(timeout: Duration = .seconds(30)) throws(TerminalTestError) -> Int32 {
    let deadline = ContinuousClock.now + timeout
    while !reap() {
      let remaining = deadline - .now
      guard remaining > .zero else {
        throw TerminalTestError("The program is still running. The screen:\n\(screen.text)")
      }
      pump(timeout: min(remaining, .milliseconds(20)))
    }
    while drain() {}
    return exitStatus ?? -1
  }

  /// Reads what the program draws until it is stopped (by SIGSTOP, SIGTSTP, or itself), then what
  /// it drew before stopping; returns the signal that stopped it.
  ///
  /// - Throws: ``TerminalTestError`` when it ends instead, or is still running after `timeout`.
  @discardableResult
  public func waitForStop(timeout: Duration = .seconds(30)) throws(TerminalTestError) -> Int32 {
    let deadline = ContinuousClock.now + timeout
    while true {
      var status: Int32 = 0
      if exitStatus == nil, waitpid(pid, &status, WNOHANG | WUNTRACED) == pid {
        if status & 0xFF == 0x7F {
          while drain() {}
          return (status >> 8) & 0xFF
        }
        let signal = status & 0x7F
        exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
      }
      if let exitStatus {
        throw TerminalTestError(
          "Waited for the program to stop; it exited with \(exitStatus). The screen:\n\(screen.text)"
        )
      }
      let remaining = deadline - .now
      guard remaining > .zero else {
        throw TerminalTestError("The program did not stop. The screen:\n\(screen.text)")
      }
      pump(timeout: min(remaining, .milliseconds(20)))
    }
  }

  /// Reads what the program draws until the screen, characters and styles, matches the snapshot
  /// named `name` (see ``assertSnapshot(of:named:sourceLocation:)-(VirtualTerminal,_,_)``); when `timeout` passes or
  /// the program ends first, the test fails with the diff from the last screen.
  ///
  /// A frame may arrive in pieces, so the screen is compared each time more has been read. Without
  /// a snapshot to wait for (a new one, or `SNAPSHOT_RECORD=1`) the screen is taken once the
  /// program has drawn nothing for half a second.
  public func expectScreen(
    matchesSnapshot name: String,
    timeout: Duration = .seconds(30),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let file = SnapshotFile(testFilePath: sourceLocation.filePath, name: name)
    let policy = SnapshotPolicy(environment: ProcessInfo.processInfo.environment)
    if let expected = try? file.read(), !policy.records {
      _ = try? waitForScreen("the snapshot \(name)", timeout: timeout) {
        $0.frame.snapshotText == expected
      }
    } else {
      let deadline = ContinuousClock.now + timeout
      while ContinuousClock.now < deadline, drain(waiting: .milliseconds(500)) {}
    }
    assertSnapshot(
      of: screen.frame.snapshotText, in: file, named: name, policy: policy,
      sourceLocation: sourceLocation)
  }

  /// Sends `signal` to the program.
  public func signal(_ signal: Int32) {
    kill(pid, signal)
  }

  /// Feeds what arrives within `timeout` to the screen.
  private func pump(timeout: Duration) {
    screen.feed(pty.read(timeout: timeout))
  }

  /// Feeds what is already there, or arrives within `waiting`, to the screen; whether there was
  /// anything.
  private func drain(waiting: Duration = .zero) -> Bool {
    let bytes = pty.read(timeout: waiting)
    screen.feed(bytes)
    return !bytes.isEmpty
  }

  /// Whether the program has ended, collecting its status if it just did.
  private func reap() -> Bool {
    if exitStatus != nil { return true }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return false }
    let signal = status & 0x7F
    exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    return true
  }

  /// `POSIX_SPAWN_SETSID` from glibc's `<spawn.h>`, which Swift does not import: the child starts
  /// a new session, so the terminal it opens becomes its controlling terminal.
  private static let startsNewSession: Int32 = 0x80

  /// The file descriptors open in this process, so that a program spawned by a test inherits none
  /// of them (the test runner's pipes included); `closefrom` is not available to Swift.
  package static func openDescriptors() -> [Int32] {
    guard let directory = opendir("/proc/self/fd") else { return [] }
    defer { closedir(directory) }
    var descriptors: [Int32] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if let descriptor = Int32(name) { descriptors.append(descriptor) }
    }
    return descriptors
  }

  private static func spawn(
    executable: String,
    arguments: [String],
    environment: [String],
    terminalPath: String
  ) throws(TerminalTestError) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    for descriptor in openDescriptors() where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGPIPE, SIGWINCH, SIGTSTP, SIGTTIN, SIGTTOU] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    posix_spawnattr_setflags(
      &attributes, Int16(startsNewSession | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard result == 0 else {
      throw TerminalTestError("cannot start \(executable) (error \(result))")
    }
    return pid
  }
}
