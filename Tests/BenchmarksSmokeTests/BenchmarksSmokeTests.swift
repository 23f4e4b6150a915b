import Foundation
import Testing

/// Runs the benchmark binary with tiny sizes so that it cannot rot unnoticed; no figure is judged.
@Suite struct BenchmarksSmokeTests {
  private struct Figure: Decodable {
    let name: String
    let nanoseconds: Double
    let baselineNanoseconds: Double?
    let note: String?
  }

  @Test func everyBenchmarkRunsAndReportsAFigure() throws {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent().appendingPathComponent("benchmarks")
    let process = Process()
    process.executableURL = binary
    process.arguments = ["--smoke", "--json"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)

    let figures = try JSONDecoder().decode([Figure].self, from: data)
    let names = Set(figures.map(\.name))
    #expect(
      names == [
        "path encode+decode", "path vs NavigationBackport-style", "destination lookup", "deep link",
        "render root list",
        "render Extra details chart", "app: time to first frame", "app: scripted session",
      ])
    #expect(figures.allSatisfy { $0.nanoseconds > 0 })
    let deepLinks = figures.filter { $0.name == "deep link" }
    #expect(deepLinks.allSatisfy { $0.note?.hasPrefix("state changes seen: 1 ") == true })
  }
}
