import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the built `feature-routing` executable as a person or a script would.
struct AppProcess {
  /// What a run printed and how it ended.
  struct Outcome {
    let output: String
    let error: String
    let status: Int32
  }

  /// The executable next to the test bundle, built by `swift build --build-tests`.
  static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent()
      .appendingPathComponent("feature-routing")
  }

  /// Runs the app with `arguments`, `input` on standard input, `COLUMNS` and `NO_COLOR` fixed so
  /// output is deterministic.
  ///
  /// `XDG_STATE_HOME` is a fresh empty folder, removed afterwards, unless `environment` sets it:
  /// no run restores what another saved.
  static func run(
    _ arguments: [String],
    input: String = "",
    environment extra: [String: String] = [:],
    command: [String] = [executable.path]
  ) throws -> Outcome {
    try run(arguments, inputData: Data(input.utf8), environment: extra, command: command)
  }

  /// Runs the app with the bytes `inputData` on standard input (invalid UTF-8 included).
  static func run(
    _ arguments: [String],
    inputData: Data,
    environment extra: [String: String] = [:],
    command: [String] = [executable.path],
    timeout: Double = 120
  ) throws -> Outcome {
    let stateHome = try TemporaryFolder()
    var environment = environment(extra, stateHome: stateHome.path)
    if command != [executable.path], extra["LLVM_PROFILE_FILE"] == nil {
      // A run as another user or under a file-size limit could not write the coverage profile
      // and would say so on standard error.
      environment["LLVM_PROFILE_FILE"] = coverageProfile(writable: false)
    }
    let app = try RunningApp(arguments, environment: environment, command: command)
    app.write(inputData, thenClose: true)
    guard let end = app.waitForExit(timeout: timeout) else {
      throw AppTimedOut(arguments: arguments, output: app.output, error: app.errorOutput)
    }
    return Outcome(output: app.output, error: app.errorOutput, status: end.status)
  }

  /// The test's environment with `COLUMNS=60`, `NO_COLOR=1`, `XDG_STATE_HOME=stateHome`,
  /// `LLVM_PROFILE_FILE` (see ``coverageProfile(writable:)``), then `extra`.
  static func environment(_ extra: [String: String], stateHome: String) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["COLUMNS"] = "60"
    environment["NO_COLOR"] = "1"
    environment["XDG_STATE_HOME"] = stateHome
    environment["LLVM_PROFILE_FILE"] = coverageProfile(writable: true)
    environment.merge(extra) { _, new in new }
    return environment
  }

  /// Where the app writes its coverage profile when `swift test --enable-code-coverage` built it
  /// instrumented.
  ///
  /// The test runner's own `LLVM_PROFILE_FILE`, so that the app's runs count too, or `/dev/null`
  /// when the run could not write there (`writable` false) or the runner sets
  /// none, so that no `default.profraw` lands in the working folder and no "LLVM Profile Error"
  /// reaches standard error. An app built without coverage ignores it.
  static func coverageProfile(writable: Bool) -> String {
    let inherited = ProcessInfo.processInfo.environment["LLVM_PROFILE_FILE"] ?? ""
    return writable && !inherited.isEmpty ? inherited : "/dev/null"
  }

  /// Runs a line-mode session of `commands` (one per line) with no fake latency.
  static func session(
    _ commands: [String], arguments: [String] = [], environment: [String: String] = [:]
  ) throws -> Outcome {
    try run(
      ["--latency", "0"] + arguments,
      input: commands.map { $0 + "\n" }.joined(), environment: environment)
  }
}

/// The app did not end within the time a test allowed.
struct AppTimedOut: Error, CustomStringConvertible {
  let arguments: [String]
  let output: String
  let error: String

  var description: String {
    "feature-routing \(arguments) did not end; output so far:\n\(output.suffix(2000))\n\(error)"
  }
}

extension AppProcess.Outcome {
  /// The screens printed, split at each echoed command (`> …`), the first being the start screen.
  var screens: [String] {
    output.components(separatedBy: "\n> ")
  }
}

/// A folder removed, with everything in it, when the value is released.
final class TemporaryFolder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("feature-routing-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// The path of `name` inside the folder.
  func file(_ name: String) -> String {
    path + "/" + name
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// The app running in the background: input written as the test goes, output read as it comes,
/// signals sent at chosen moments.
///
/// Waiting is always on a condition (output seen, the process ended) with a deadline, never a
/// fixed sleep.
final class RunningApp: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private let condition = NSCondition()
  private var outputData = Data()
  private var errorData = Data()
  private var openStreams = 2
  private var exited = false
  private let writer = DispatchQueue(label: "RunningApp input")

  /// Starts `command` (by default the app) with `arguments` in `environment`.
  init(
    _ arguments: [String],
    environment: [String: String],
    command: [String] = [AppProcess.executable.path]
  ) throws {
    signal(SIGPIPE, SIG_IGN)
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst()) + arguments
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    for (pipe, isError) in [(output, false), (error, true)] {
      let descriptor = pipe.fileHandleForReading.fileDescriptor
      let reader = Thread { [self] in
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
          let count = buffer.withUnsafeMutableBytes {
            Glibc.read(descriptor, $0.baseAddress, $0.count)
          }
          if count < 0, errno == EINTR {
            continue
          }
          append(count > 0 ? Data(buffer[..<count]) : Data(), toError: isError)
          if count <= 0 {
            break
          }
        }
      }
      reader.start()
    }
    process.terminationHandler = { [weak self] _ in
      guard let self else { return }
      condition.lock()
      exited = true
      condition.broadcast()
      condition.unlock()
    }
    try process.run()
  }

  /// Records what a reader thread read; empty data means the stream ended.
  private func append(_ data: Data, toError: Bool) {
    condition.lock()
    if data.isEmpty {
      openStreams -= 1
    } else if toError {
      errorData.append(data)
    } else {
      outputData.append(data)
    }
    condition.broadcast()
    condition.unlock()
  }

  /// The process id.
  var pid: Int32 { process.processIdentifier }

  /// Everything written to standard output so far.
  var output: String {
    condition.lock()
    defer { condition.unlock() }
    return String(decoding: outputData, as: UTF8.self)
  }

  /// Everything written to standard error so far.
  var errorOutput: String {
    condition.lock()
    defer { condition.unlock() }
    return String(decoding: errorData, as: UTF8.self)
  }

  /// Writes `data` to the app's standard input, in the background so that a full pipe never
  /// blocks the test; a write to an app that has gone is ignored.
  func write(_ data: Data, thenClose close: Bool = false) {
    let handle = input.fileHandleForWriting
    writer.async {
      try? handle.write(contentsOf: data)
      if close {
        try? handle.close()
      }
    }
  }

  /// Writes each command followed by a newline.
  func send(_ commands: [String], thenClose close: Bool = false) {
    write(Data(commands.map { $0 + "\n" }.joined().utf8), thenClose: close)
  }

  /// Waits until standard output satisfies `predicate`; returns whether it did before `timeout`
  /// seconds.
  ///
  /// When it did not, the test fails with the output seen so far.
  @discardableResult
  func waitForOutput(
    timeout: Double = 60,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ predicate: (String) -> Bool
  ) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while !predicate(String(decoding: outputData, as: UTF8.self)) {
      guard openStreams > 0 || !exited, condition.wait(until: deadline) else {
        let output = String(decoding: outputData, as: UTF8.self)
        if predicate(output) { return true }
        Issue.record(
          """
          The output did not show what was awaited \(exited ? "before the app ended" : "within \(timeout) s"). \
          The output so far ends with:
          \(output.suffix(2000))
          Standard error: \(String(decoding: errorData, as: UTF8.self).suffix(2000))
          """,
          sourceLocation: sourceLocation)
        return false
      }
    }
    return true
  }

  /// Sends `signal` to the app.
  func kill(_ signal: Int32) {
    Glibc.kill(process.processIdentifier, signal)
  }

  /// Waits for the app to end and its output to be read; `nil` when it is still running after
  /// `timeout` seconds (it is then killed, and the test fails with the output seen).
  func waitForExit(
    timeout: Double = 60, sourceLocation: SourceLocation = #_sourceLocation
  ) -> (status: Int32, reason: Process.TerminationReason)? {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    while !exited || openStreams > 0 {
      guard condition.wait(until: deadline) else {
        condition.unlock()
        kill(SIGKILL)
        Issue.record(
          """
          The app was still running after \(timeout) s and was killed. Its output ends with:
          \(output.suffix(2000))
          Standard error: \(errorOutput.suffix(2000))
          """,
          sourceLocation: sourceLocation)
        return nil
      }
    }
    condition.unlock()
    return (process.terminationStatus, process.terminationReason)
  }
}

/// Runs processes as an unprivileged user when the tests run as root, so that file permissions
/// (a read-only folder, an unreadable file) apply to the app as they would to anyone.
enum Unprivileged {
  /// `setpriv`, which switches to the `nobody` user before running the app.
  static let setpriv = "/usr/bin/setpriv"

  /// Why permission tests are skipped when they are.
  static let requirement: Comment =
    "needs to run the app without root's permissions (as nobody, through setpriv)"

  /// The command prefix that runs the app without root's power to ignore permissions, or `nil`
  /// when that is impossible here (root without `setpriv`).
  static var command: [String]? {
    guard geteuid() == 0 else {
      return [AppProcess.executable.path]
    }
    guard FileManager.default.isExecutableFile(atPath: setpriv) else {
      return nil
    }
    return [
      setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--",
      AppProcess.executable.path,
    ]
  }

  /// Whether permission tests can run here: the command exists and actually runs the app.
  ///
  /// `nobody` cannot run it when a folder above the build is closed to other users. Tried once.
  static let isAvailable: Bool = {
    guard let command else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst()) + ["--help"]
    process.environment = ["LLVM_PROFILE_FILE": AppProcess.coverageProfile(writable: false)]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    guard (try? process.run()) != nil else { return false }
    guard ended.wait(timeout: .now() + 60) == .success else {
      process.terminate()
      return false
    }
    return process.terminationReason == .exit && process.terminationStatus == 0
  }()

  /// Makes `path` owned by the user `command` runs as (nobody, when the tests run as root).
  static func own(_ path: String) {
    if geteuid() == 0 {
      chown(path, 65534, 65534)
    }
  }
}

extension TemporaryFolder {
  /// A state file in the folder signed in as rosa, on the Grapes tab, and its path.
  func signedInStateFile() throws -> String {
    let file = self.file("state.json")
    let text = """
      {"version":5,"presentationStyle":"details-stack","sheets":"single","account":{"name":"rosa"},\
      "navigation":{"modals":[],"roots":[{"id":"grapes","path":[]}],"selectedRoot":"grapes"}}
      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }
}
