import Foundation

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
    environment extra: [String: String] = [:]
  ) throws -> Outcome {
    let stateHome = try TemporaryFolder()
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment(extra, stateHome: stateHome.path)

    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let error = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      output: String(decoding: output, as: UTF8.self),
      error: String(decoding: error, as: UTF8.self),
      status: process.terminationStatus)
  }

  /// The test's environment with `COLUMNS=60`, `NO_COLOR=1`, `XDG_STATE_HOME=stateHome`, then
  /// `extra`.
  static func environment(_ extra: [String: String], stateHome: String) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["COLUMNS"] = "60"
    environment["NO_COLOR"] = "1"
    environment["XDG_STATE_HOME"] = stateHome
    environment.merge(extra) { _, new in new }
    return environment
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
