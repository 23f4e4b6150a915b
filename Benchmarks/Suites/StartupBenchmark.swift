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
          format: "%.2f× JSONDecoder alone on the same file (goal ≤ 2×)", engine / baseline)),
      await manyFields(),
    ]
  }

  /// A grape of as many fields as the file has grapes (100,000), which the app does not know,
  /// checked and decoded, against one of a tenth as many.
  ///
  /// The checks stay about linear in the size of an object, each field's name kept once. Keeping
  /// a copy of the names for each field took minutes here, 10 times the time per field; what is
  /// left is the cost of a set that no longer fits the caches (goal ≤ 3×).
  private func manyFields() async -> Result {
    func file(_ count: Int) -> Data {
      let fields = (0..<count).map { #""f\#($0)": 1, "# }.joined()
      return Data(#"[{\#(fields)"id": "a", "title": "A", "subtitle": "", "regions": []}]"#.utf8)
    }
    let (large, small) = (file(size), file(size / 10))
    let (engine, baseline) = await measurement.pairedMedians(
      engine: {
        blackHole(try? await FileAPIClient(path: "a.json", contents: large).fetchGrapes())
      },
      baseline: {
        blackHole(try? await FileAPIClient(path: "a.json", contents: small).fetchGrapes())
      })
    return Result(
      name: "data file: one object of many fields", parameter: "\(size) fields",
      nanoseconds: engine, baselineNanoseconds: baseline * 10,
      note: String(
        format: "%.2f× the time per field at a tenth as many (goal ≤ 3×)", engine / (baseline * 10))
    )
  }
}
