import Foundation
import RootFeature
import TerminalUI

/// Start-up with a large data file, in-process, against decoding the file alone.
///
/// The app's work from reading the file to the first full-screen frame — the file read and
/// decoded, the grapes checked and turned into rows by the root presenter, the root rendered and
/// the lines a 100×30 terminal shows drawn — against reading the same file and decoding it with
/// `JSONDecoder` alone, the least any app using Foundation must do. The goal is at most 2×:
/// nothing per grape that the first frame does not need.
@MainActor
struct StartupBenchmark {
  let measurement: Measurement
  /// How many grapes the file holds.
  let size: Int

  func run() async throws -> [Result] {
    let file = try GrapeFile(count: size)
    defer { file.remove() }
    let url = file.url
    let (engine, baseline) = await measurement.pairedMedians(
      engine: {
        let host = await RenderingBenchmark.loadedHost(
          RootView.make(
            client: FileAPIClient(
              path: url.path, contents: (try? Data(contentsOf: url)) ?? Data())))
        blackHole(RenderingBenchmark.fullScreenFrame(host))
      },
      baseline: {
        let grapes = (try? Data(contentsOf: url)).flatMap {
          try? JSONDecoder().decode([RootModel].self, from: $0)
        }
        blackHole(grapes)
      })
    return [
      Result(
        name: "startup: file to first frame", parameter: "\(size) grapes", nanoseconds: engine,
        baselineNanoseconds: baseline,
        note: String(
          format: "%.2f× JSONDecoder alone on the same file (goal ≤ 2×)", engine / baseline))
    ]
  }
}
