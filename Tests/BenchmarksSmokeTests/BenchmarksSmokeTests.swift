import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the benchmark binary with tiny sizes so that it cannot rot unnoticed; no figure is judged.
@Suite(.timeLimit(.minutes(15))) struct BenchmarksSmokeTests {
  private struct Figure: Decodable {
    let name: String
    let nanoseconds: Double?
    let bytes: Double?
    let note: String?
  }

  @Test func everyBenchmarkRunsAndReportsAFigure() throws {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent().appendingPathComponent("benchmarks")
    let data = try Self.run(binary, ["--smoke", "--json"], timeout: 600)

    let figures = try JSONDecoder().decode([Figure].self, from: data)
    let names = Set(figures.map(\.name))
    #expect(
      names == [
        "path encode+decode", "path vs NavigationBackport-style", "destination lookup", "deep link",
        "render root list, full screen", "render root list, line mode",
        "render Extra details chart", "search keystroke", "search: key press in the results",
        "split: key press", "split: frame", "startup: file to first frame",
        "data file: one object of many fields",
        "app: time to first frame", "app: scripted session",
        "app: key press (j, k)", "app: key press (Page Down)", "app: key press (End, Home)",
        "app: first frame on a terminal", "app: peak memory, line mode",
        "app: peak memory, full screen",
      ])
    #expect(figures.allSatisfy { ($0.nanoseconds ?? $0.bytes ?? 0) > 0 })
    let deepLinks = figures.filter { $0.name == "deep link" }
    #expect(deepLinks.allSatisfy { $0.note?.hasPrefix("state changes seen: 1 ") == true })
  }

  /// Runs `executable` with `arguments` and returns its standard output, failing the test with
  /// what it wrote when it does not end with status 0 within `timeout` seconds (it is then
  /// killed).
  private static func run(_ executable: URL, _ arguments: [String], timeout: Int) throws -> Data {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("BenchmarksSmokeTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Files, not pipes: a full pipe nobody reads would stop the benchmarks.
    let outputFile = folder.appendingPathComponent("stdout")
    let errorFile = folder.appendingPathComponent("stderr")
    for file in [outputFile, errorFile] {
      _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    }
    let output = try FileHandle(forWritingTo: outputFile)
    let errors = try FileHandle(forWritingTo: errorFile)
    defer {
      try? output.close()
      try? errors.close()
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    // The benchmarks start the app with an environment of their own; built for coverage, it
    // writes default.profraw into its working folder, which must not be the package.
    process.currentDirectoryURL = folder
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    try process.run()
    let inTime = ended.wait(timeout: .now() + .seconds(timeout)) == .success
    if !inTime {
      kill(process.processIdentifier, SIGKILL)
      ended.wait()
    }
    let stdout = try Data(contentsOf: outputFile)
    let stderr = String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
    let seen =
      "Standard output ends with:\n\(String(decoding: stdout, as: UTF8.self).suffix(2000))\nStandard error:\n\(stderr.suffix(2000))"
    try #require(
      inTime, "\(executable.lastPathComponent) \(arguments) still ran after \(timeout) s. \(seen)")
    try #require(
      process.terminationReason == .exit && process.terminationStatus == 0,
      "\(executable.lastPathComponent) \(arguments) ended with status \(process.terminationStatus). \(seen)"
    )
    return stdout
  }
}
