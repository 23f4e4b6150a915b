import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What the app needs of the system before it does anything: threads it can start and files it
/// can open at once.
///
/// Without them it would not fail cleanly later: when a thread cannot be started (`ulimit -u`,
/// `ulimit -v`), the system's dispatch library retries for good, so that the app shows
/// "Loading…" and no key, Ctrl-C or SIGTERM ends it; when descriptors run out (`ulimit -n`), that
/// library stops the process with SIGILL. So `main.swift` runs ``checkOrExit()`` first, and the
/// app either has what it needs or says what it lacks and exits with 71 (`EX_OSERR`).
///
/// The C calls (`getrlimit`, `setrlimit`, `pthread_create`, `pipe`) are here because this is
/// where those limits are read.
enum StartupChecks {
  /// The exit status when the system does not give what the app needs, as in sysexits(3).
  static let systemError: Int32 = 71

  /// The threads the app starts besides the main one, at most, with room to spare.
  ///
  /// They are the dispatch library's workers (one per core, and a few for queues such as the
  /// signal queue) and the input reader: line mode runs 5. The check starts them all at once,
  /// as the app would have them.
  static let threadsNeeded = 8

  /// The descriptors the app holds open at once, at most, with room to spare.
  ///
  /// They are the three standard ones, the dispatch library's (an event descriptor and an epoll
  /// one), the terminal, and the file being read or saved: line mode holds about 13.
  static let descriptorsNeeded = 32

  /// Checks that the app can start its threads and open its files; otherwise writes why on
  /// standard error and exits with ``systemError``.
  static func checkOrExit() {
    guard let problem = descriptorProblem() ?? threadProblem() else { return }
    let line = Array("feature-routing: \(problem)\n".utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(systemError)
  }

  /// Raises the limit on open files to the most the system allows this process (the hard
  /// limit), and says what to do when even that is fewer than ``descriptorsNeeded``.
  static func descriptorProblem(needed: Int = descriptorsNeeded) -> String? {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return nil }
    if limit.rlim_cur < limit.rlim_max {
      var raised = limit
      raised.rlim_cur = limit.rlim_max
      if setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &raised) == 0 {
        limit = raised
      }
    }
    guard limit.rlim_cur < rlim_t(needed) else { return nil }
    return """
      cannot start: this process may have only \(limit.rlim_cur) files open at once \
      (ulimit -n), and the app needs \(needed); raise the limit (ulimit -n \(needed)) and start \
      again.
      """
  }

  /// Starts `count` threads that all run at once, then ends them; says why when the system
  /// refuses one.
  static func threadProblem(count: Int = threadsNeeded) -> String? {
    // Each thread waits until this pipe's write end is closed, so that all run at once.
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      return "cannot start: \(reason(errno)) (creating a pipe); \(advice)"
    }
    var threads: [pthread_t] = []
    var failure: Int32 = 0
    for _ in 0..<count {
      var thread = pthread_t()
      let result = pthread_create(
        &thread, nil,
        { argument in
          var byte: UInt8 = 0
          _ = read(Int32(Int(bitPattern: argument)), &byte, 1)
          return nil
        }, UnsafeMutableRawPointer(bitPattern: Int(ends[0])))
      guard result == 0 else {
        failure = result
        break
      }
      threads.append(thread)
    }
    close(ends[1])
    for thread in threads {
      pthread_join(thread, nil)
    }
    close(ends[0])
    guard failure != 0 else { return nil }
    return """
      cannot start a thread (\(reason(failure)), after \(threads.count) of the \(count) the app \
      needs); \(advice)
      """
  }

  private static let advice = """
    raise the limits on processes (ulimit -u) and memory (ulimit -v), or stop other programs \
    of this user, and start again.
    """

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
