import Foundation

/// The app end to end, as separate processes: time to the first complete frame of
/// `feature-routing` against a minimal Swift executable printing one line, and a scripted session.
///
/// The app runs with `--no-state`, so the figures measure the app and not the disk: with a state
/// file, every navigation change is also written and flushed.
struct AppBenchmark {
  let measurement: Measurement
  let commands: Int

  func run() throws -> [Result] {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let app = directory.appendingPathComponent("feature-routing")
    let hello = directory.appendingPathComponent("benchmark-hello")
    for executable in [app, hello]
    where !FileManager.default.isExecutableFile(atPath: executable.path) {
      throw BenchmarkError.setup(
        "\(executable.path) is missing; run `swift build -c release` first")
    }
    var failure: (any Error)?
    let firstFrame = measurement.selfTimedMedian({
      do {
        return try timeToOutput(
          app, arguments: ["--latency", "0", "--width", "100", "--no-state"], marker: "\n\n")
      } catch {
        failure = error
        return .zero
      }
    })
    let helloTime = measurement.selfTimedMedian({
      do {
        return try timeToOutput(hello, arguments: [], marker: "\n")
      } catch {
        failure = error
        return .zero
      }
    })
    let script = (0..<commands).map { ["3", "e", "b", "b"][$0 % 4] }.joined(separator: "\n") + "\n"
    // A session takes a second or so; two runs give a steady figure within the time budget.
    let session = Measurement(warmup: 1, runs: min(measurement.runs, 2)).median {
      do {
        try runSession(app, input: script)
      } catch { failure = error }
    }
    if let failure {
      throw failure
    }
    return [
      Result(
        name: "app: time to first frame", parameter: "vs a one-line executable",
        nanoseconds: firstFrame, baselineNanoseconds: helloTime,
        note: String(format: "%.1f× the start-up of the minimal executable", firstFrame / helloTime)
      ),
      Result(
        name: "app: scripted session", parameter: "\(commands) commands", nanoseconds: session,
        baselineNanoseconds: nil,
        note: String(
          format: "%.1f µs per command, each printing a screen", session / Double(commands) / 1e3)),
    ]
  }

  /// How long `executable` takes from its start until its output contains `marker`; the process is
  /// then stopped, outside the time measured.
  private func timeToOutput(
    _ executable: URL, arguments: [String], marker: String
  ) throws -> Duration {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ["NO_COLOR": "1", "COLUMNS": "100"]
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    process.standardOutput = output
    let clock = ContinuousClock()
    let start = clock.now
    try process.run()
    var received = Data()
    let wanted = Data(marker.utf8)
    while received.range(of: wanted) == nil {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty {
        break
      }
      received.append(chunk)
    }
    let elapsed = clock.now - start
    process.terminate()
    process.waitUntilExit()
    guard received.range(of: wanted) != nil else {
      throw BenchmarkError.setup("\(executable.lastPathComponent) printed no frame")
    }
    return elapsed
  }

  /// Runs a line-mode session of `input`, its screens written to /dev/null.
  private func runSession(_ executable: URL, input: String) throws {
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--latency", "0", "--width", "100", "--no-state"]
    process.environment = ["NO_COLOR": "1"]
    process.standardError = FileHandle.nullDevice
    let stdin = Pipe()
    process.standardInput = stdin
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BenchmarkError.setup("the scripted session exited with \(process.terminationStatus)")
    }
  }
}
