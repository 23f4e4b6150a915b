import Foundation
import TerminalUITesting

#if canImport(Glibc)
  import Glibc
#endif

/// The app started with exactly the standard streams a test chooses (a pipe the test reads or
/// writes, a file such as `/dev/full`, or none at all), so that its exit status and the signal
/// that ended it are known, and what it waits in and its memory can be read while it runs.
///
/// Every wait is on a condition (output seen, the output's end) with a deadline, by `poll`; a
/// wait that times out kills the app and reports what it printed.
final class ChildProcess {
  /// What one of the app's standard streams is.
  enum Stream {
    /// A pipe to or from the test.
    case pipe
    /// For standard output: a pipe the test does not read, and keeps the write end of, so that
    /// it can tell when the pipe is full (``ChildProcess/outputPipeIsFull``). Wait for the app's
    /// end without draining it: the pipe never ends while the test holds its write end.
    case unreadPipe
    /// The file at a path, opened with the given flags (such as `O_WRONLY` for `/dev/full`).
    case path(String, Int32)
    /// No descriptor at all, as a shell's `>&-` leaves it.
    case closed
  }

  /// How the app ended.
  struct End: CustomStringConvertible {
    /// The exit status, when it exited.
    let status: Int32?
    /// The signal that ended it, when one did.
    let signal: Int32?
    /// What it wrote to its standard output and error pipes.
    let output: String
    let error: String

    var description: String {
      "status \(status.map(String.init) ?? "-"), signal \(signal.map(String.init) ?? "-"); "
        + "output: \(output.suffix(1500)); error: \(error)"
    }
  }

  /// The app did not end, or did not print what was awaited, in time.
  struct TimedOut: Error, CustomStringConvertible {
    let description: String
  }

  let pid: pid_t
  private var input: Int32?
  private var output: Int32?
  private var outputWriteEnd: Int32?
  private var error: Int32?
  private var outputData = Data()
  private var errorData = Data()

  /// Starts `command` in `environment` with the streams given.
  ///
  /// - Parameter ignoringSIGPIPE: Starts it with SIGPIPE ignored (inherited from the test runner,
  ///   which ignores it), as some shells and services do; otherwise every signal has its default
  ///   action, as from a terminal.
  init(
    _ command: [String],
    environment: [String: String],
    input inputStream: Stream = .pipe,
    output outputStream: Stream = .pipe,
    error errorStream: Stream = .pipe,
    ignoringSIGPIPE: Bool = false
  ) throws {
    // Writing to an app that has gone fails with EPIPE instead of ending the test runner.
    signal(SIGPIPE, SIG_IGN)
    // The pipes are made and marked, and the app spawned, under the lock that keeps every other
    // test's descriptors out of it.
    DescriptorLock.acquire()
    defer { DescriptorLock.release() }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var childEnds: [Int32] = []
    var parentEnds: [Int32?] = []
    var writeEnd: Int32?
    for (number, stream) in [(Int32(0), inputStream), (1, outputStream), (2, errorStream)] {
      switch stream {
      case .pipe, .unreadPipe:
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw TimedOut(description: "pipe: \(errno)") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let (child, parent) = number == 0 ? (ends[0], ends[1]) : (ends[1], ends[0])
        posix_spawn_file_actions_adddup2(&actions, child, number)
        if case .unreadPipe = stream {
          writeEnd = dup(child)
          _ = writeEnd.map { fcntl($0, F_SETFD, FD_CLOEXEC) }
        }
        parentEnds.append(parent)
        childEnds.append(child)
      case .path(let path, let flags):
        posix_spawn_file_actions_addopen(&actions, number, path, flags, 0o600)
        parentEnds.append(nil)
      case .closed:
        posix_spawn_file_actions_addclose(&actions, number)
        parentEnds.append(nil)
      }
    }
    // Inherit none of the test runner's descriptors, so that other tests' pipes end on time.
    for descriptor in TerminalProcess.openDescriptors() where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGPIPE]
    where !(ignoringSIGPIPE && signal == SIGPIPE) {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
    for end in childEnds { close(end) }
    guard result == 0 else {
      for end in parentEnds.compactMap({ $0 }) { close(end) }
      throw TimedOut(description: "cannot start \(command[0]) (error \(result))")
    }
    self.pid = pid
    (input, output, error) = (parentEnds[0], parentEnds[1], parentEnds[2])
    outputWriteEnd = writeEnd
  }

  deinit {
    for descriptor in [input, output, outputWriteEnd, error].compactMap({ $0 }) {
      close(descriptor)
    }
    // An app a test did not wait for (it failed early) does not outlive it.
    if end == nil {
      kill(pid, SIGKILL)
      _ = reap()
    }
  }

  /// What the app wrote to standard output so far.
  var outputText: String { String(decoding: outputData, as: UTF8.self) }
  /// What the app wrote to standard error so far.
  var errorText: String { String(decoding: errorData, as: UTF8.self) }

  /// Writes `text` to the app's standard input.
  func send(_ text: String) {
    guard let input else { return }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { Glibc.write(input, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      bytes = bytes.dropFirst(count)
    }
  }

  /// Writes `block` to the app's standard input `times` times on a thread of its own, until the
  /// app stops reading for good (it ended).
  ///
  /// - Returns: How many bytes the app has taken so far, as the writes go on.
  func sendInBackground(_ block: [UInt8], times: Int) -> ByteCounter {
    let counter = ByteCounter()
    guard let input else { return counter }
    let descriptor = dup(input)
    Thread {
      defer { close(descriptor) }
      for _ in 0..<times {
        var rest = block[...]
        while !rest.isEmpty {
          let count = rest.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
          guard count > 0 else { return }
          rest = rest.dropFirst(count)
          counter.add(count)
        }
      }
    }.start()
    return counter
  }

  /// A count of bytes, updated on one thread and read on another.
  final class ByteCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0

    var count: Int { lock.withLock { total } }

    func add(_ bytes: Int) { lock.withLock { total += bytes } }
  }

  /// Closes the app's standard input: the end of its input.
  func closeInput() {
    if let input { close(input) }
    input = nil
  }

  /// Closes the test's end of the app's standard output, as a reader that goes away does.
  func closeOutput() {
    if let output { close(output) }
    output = nil
  }

  /// Whether the pipe of the app's standard output (``Stream/unreadPipe``) is full: the app's
  /// next write waits until someone reads.
  var outputPipeIsFull: Bool { outputWriteEnd.map(Self.isFull) ?? false }

  /// Whether the pipe of the app's standard input is full: the app is not reading it.
  var inputPipeIsFull: Bool { input.map(Self.isFull) ?? false }

  /// Whether the pipe whose write end is `descriptor` is full: it has no room for another write.
  static func isFull(writeEnd descriptor: Int32) -> Bool {
    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
    return poll(&ready, 1, 0) == 0
  }

  /// Reads both pipes until standard output satisfies `predicate`.
  ///
  /// - Throws: ``TimedOut`` with what was printed when it does not within `timeout` seconds.
  func waitForOutput(timeout: Double = 60, _ predicate: (String) -> Bool) throws {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !predicate(outputText) {
      guard pump(until: deadline, reading: [output, error]) else {
        throw TimedOut(
          description: "never printed what was awaited: \(outputText.suffix(1500)) \(errorText)")
      }
    }
  }

  /// The app's peak resident memory so far, in bytes (`VmHWM` in `/proc/PID/status`), or `nil`
  /// once it has ended.
  ///
  /// Not `wait4`'s `ru_maxrss`: a spawned child runs in the test runner's memory until it
  /// executes the app, and Linux counts that memory's peak in the child's too.
  var peakMemory: Int? {
    Self.read("/proc/\(pid)/status").split(separator: "\n")
      .first { $0.hasPrefix("VmHWM:") }
      .flatMap {
        Int($0.dropFirst("VmHWM:".count).dropLast(" kB".count).trimmingCharacters(in: .whitespaces))
      }
      .map { $0 * 1024 }
  }

  /// Whether every thread of the app is asleep (`S` in `/proc/PID/task/TID/stat`): it waits for
  /// something and takes no input meanwhile.
  var isAsleep: Bool {
    let states = threads.map { id in
      let stat = Self.read("/proc/\(pid)/task/\(id)/stat")
      // The state follows the command name, which is in parentheses and may hold spaces.
      return stat.lastIndex(of: ")").map { stat[stat.index($0, offsetBy: 2)...].prefix(1) } ?? ""
    }
    return !states.isEmpty && states.allSatisfy { $0 == "S" }
  }

  /// What each of the app's threads waits in, by thread name: the kernel function of
  /// `/proc/PID/task/TID/wchan`, such as `anon_pipe_write` or `futex_do_wait`; empty where the
  /// kernel does not say.
  var threadWaits: [(thread: String, wait: String)] {
    threads.map { id in
      let wait = Self.read("/proc/\(pid)/task/\(id)/wchan")
      return (Self.read("/proc/\(pid)/task/\(id)/comm"), wait == "0" ? "" : wait)
    }
  }

  /// The app's threads, by id.
  private var threads: [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
  }

  /// The text of a file in /proc, which reports a size of 0, so it is read until `read` ends.
  private static func read(_ path: String) -> String {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return "" }
    defer { close(descriptor) }
    var text: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        Glibc.read(descriptor, $0.baseAddress, $0.count)
      }
      guard count > 0 else { break }
      text += buffer[..<count]
    }
    return String(decoding: text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Whether one of the app's threads is blocked writing to a pipe (`pipe_write`,
  /// `anon_pipe_write`, `pipe_wait_writable`, by kernel), or, where the kernel does not say what
  /// threads wait in, whether its standard output pipe is full.
  var isBlockedWritingOutput: Bool {
    let waits = threadWaits
    guard waits.contains(where: { !$0.wait.isEmpty }) else { return outputPipeIsFull }
    return outputPipeIsFull && waits.contains { $0.wait.contains("pipe_w") }
  }

  /// Waits until `condition` holds, checking every 10 ms: for kernel state that no descriptor
  /// reports (a full pipe, what a thread waits in), not for the app's output.
  ///
  /// - Throws: ``TimedOut`` with the state last seen when it does not hold within `timeout`
  ///   seconds.
  func wait(timeout: Double = 60, until condition: () -> Bool) throws {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !condition() {
      guard Date() < deadline else {
        _ = pump(until: Date(), reading: [error])
        defer {
          kill(pid, SIGKILL)
          _ = reap()
        }
        throw TimedOut(
          description: """
            the awaited condition never held; input pipe full: \(inputPipeIsFull), output pipe \
            full: \(outputPipeIsFull), asleep: \(isAsleep), threads: \(threadWaits), error \
            output: \(errorText)
            """)
      }
      _ = poll(nil, 0, 10)
    }
  }

  /// Reads the pipes until they end (the app exited), then reaps the app.
  ///
  /// - Parameter drainingOutput: Whether standard output is read meanwhile; without, a full
  ///   pipe keeps the app's writes blocked.
  /// - Throws: ``TimedOut`` with what was printed when it is still running after `timeout`
  ///   seconds; it is killed then.
  func waitForExit(timeout: Double = 60, drainingOutput: Bool = true) throws -> End {
    let deadline = Date(timeIntervalSinceNow: timeout)
    let streams = drainingOutput ? [output, error] : [error]
    while streams.contains(where: { $0 != nil && !isFinished($0) }) {
      guard pump(until: deadline, reading: streams) else {
        kill(pid, SIGKILL)
        _ = reap()
        throw TimedOut(
          description: "still running after \(timeout) s: \(outputText.suffix(1500)) \(errorText)")
      }
    }
    return reap()
  }

  private var finished: Set<Int32> = []

  private func isFinished(_ descriptor: Int32?) -> Bool {
    descriptor.map { finished.contains($0) } ?? true
  }

  /// Reads what arrives on `descriptors` before `deadline`; `false` when nothing arrived in time
  /// or every one has ended.
  private func pump(until deadline: Date, reading descriptors: [Int32?]) -> Bool {
    let open = descriptors.compactMap { $0 }.filter { !finished.contains($0) }
    guard !open.isEmpty else { return false }
    var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let remaining = Int32(max(0, min(deadline.timeIntervalSinceNow * 1000, 1_000_000)))
    guard poll(&fds, nfds_t(fds.count), remaining) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    for ready in fds where ready.revents != 0 {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(ready.fd, $0.baseAddress, $0.count) }
      if count <= 0 {
        finished.insert(ready.fd)
      } else if ready.fd == output {
        outputData.append(contentsOf: buffer[..<count])
      } else {
        errorData.append(contentsOf: buffer[..<count])
      }
    }
    return true
  }

  /// How the app ended, once it was reaped.
  private var end: End?

  private func reap() -> End {
    if let end { return end }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let signal = status & 0x7F
    let end = End(
      status: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal,
      output: outputText, error: errorText)
    self.end = end
    return end
  }
}
