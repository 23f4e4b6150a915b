import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to its end and reports how long it took and the most memory it held.
///
/// Foundation's `Process` reaps its children itself, so it cannot tell a child's peak memory;
/// this file spawns and waits with the C calls that can (`posix_spawn`, `wait4`), and is the one
/// place in the benchmarks that does.
enum ChildProcess {
  /// What a finished run reports.
  struct Outcome {
    /// The exit status, or 128 plus the signal that ended the program.
    let status: Int32
    /// From the start to the end of the program.
    let elapsed: Duration
    /// The largest resident set the program had, in bytes.
    let peakBytes: Double
  }

  /// Runs `executable` with `arguments` and exactly `environment`, its standard input, output
  /// and error connected to /dev/null, until it ends.
  static func run(
    _ executable: String,
    arguments: [String],
    environment: [String: String] = [:]
  ) throws -> Outcome {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      let flags = descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", flags, 0)
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard spawned == 0 else {
      throw BenchmarkError.setup(
        "cannot start \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else {
        throw BenchmarkError.setup(
          "cannot wait for \(executable): \(String(cString: strerror(errno)))")
      }
    }
    let elapsed = clock.now - start
    let exit = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Outcome(status: exit, elapsed: elapsed, peakBytes: Double(usage.ru_maxrss) * 1024)
  }

  /// The largest resident set a run of `executable` has, in bytes; it must end with status 0.
  ///
  /// `wait4` reports the largest resident set of a child *and of the process it replaced at
  /// exec*, which for a child spawned by this (large) process is this process's. So the run is
  /// spawned by a small helper, this executable started again with `--peak-memory`, which
  /// prints the figure.
  static func peakBytes(
    running executable: String,
    arguments: [String],
    environment: [String: String] = [:]
  ) throws -> Double {
    let helper = Process()
    helper.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    helper.arguments =
      ["--peak-memory", executable]
      + environment.map { "--env=\($0.key)=\($0.value)" } + ["--"] + arguments
    let output = Pipe()
    helper.standardOutput = output
    try helper.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    helper.waitUntilExit()
    guard helper.terminationStatus == 0,
      let bytes = Double(
        String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      throw BenchmarkError.setup(
        "\(URL(fileURLWithPath: executable).lastPathComponent) \(arguments.first ?? "") failed")
    }
    return bytes
  }

  /// What `benchmarks --peak-memory EXECUTABLE [--env=NAME=VALUE]… -- ARGUMENTS…` does: runs the
  /// program and prints its peak resident set in bytes; exits non-zero if it fails.
  static func peakMemoryHelper(_ arguments: [String]) -> Never {
    var remaining = arguments[...]
    guard let executable = remaining.popFirst() else { exit(64) }
    var environment: [String: String] = [:]
    while let argument = remaining.popFirst(), argument != "--" {
      let pair = argument.dropFirst("--env=".count).split(separator: "=", maxSplits: 1)
      if pair.count == 2 { environment[String(pair[0])] = String(pair[1]) }
    }
    guard let outcome = try? run(executable, arguments: Array(remaining), environment: environment),
      outcome.status == 0
    else { exit(1) }
    print(Int(outcome.peakBytes))
    exit(0)
  }

  /// The largest resident set the running process `pid` has had so far, in bytes, from
  /// /proc/PID/status (Linux); `nil` when it cannot be read.
  static func peakBytes(of pid: pid_t) -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kilobytes * 1024
  }
}
