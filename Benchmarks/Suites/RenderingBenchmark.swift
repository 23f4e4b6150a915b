import ExtraDetailsKit
import Foundation
import RootFeature
import TerminalRuntime
import TerminalUI

/// The grape list drawn at growing sizes, as a person sees it, and the Extra details chart, at
/// width 100.
///
/// - **full screen**: one frame of a 100×30 terminal — the root rendered, then the lines the
///   terminal shows with the first row highlighted — each size compared with 10 rows. Rows off
///   screen are never drawn, so the ratio stays near 1 however long the list.
/// - **line mode**: the whole list printed, every row, as line mode prints it; the figure that
///   matters is the time per row, the same at every size. The baseline is decoding as many grapes
///   from a data file with `JSONDecoder`, which the app does before it prints a row: printing a
///   list should cost less than loading it.
@MainActor
struct RenderingBenchmark {
  let measurement: Measurement
  /// The list sizes drawn full screen; the first is the reference.
  let sizes: [Int]
  /// The list sizes printed whole.
  let printedSizes: [Int]

  func run() async -> [Result] {
    var hosts: [Int: ViewHost] = [:]
    for size in Set(sizes + printedSizes) {
      hosts[size] = await Self.loadedHost(
        RootView.make(client: SampleAPIClient(grapes: Self.grapes(size), latency: .zero)))
    }
    // The sizes are drawn in turns, so that a burst of load on the machine lands on all alike.
    // A host returns its last frame when nothing it read changed, so each size alternates
    // between 100 and 99 columns: every frame measured is rendered.
    let widths = sizes.map { _ in AlternatingWidth() }
    let frames = measurement.interleavedMedians(
      zip(sizes, widths).map { size, width in
        { blackHole(Self.fullScreenFrame(hosts[size], width: width.next())) }
      })
    var results: [Result] = []
    for (size, time) in zip(sizes, frames) {
      results.append(
        Result(
          name: "render root list, full screen", parameter: "\(size) rows", nanoseconds: time,
          baselineNanoseconds: nil,
          note: size == sizes.first
            ? "per frame: render, then the 29 lines a 100×30 terminal shows"
            : String(format: "%.2f× the time of %d rows", time / frames[0], sizes[0])))
    }
    // Printing and decoding 100,000 grapes take about a second each: two runs, the code already
    // warm from the frames above, give a steady figure within the time budget.
    let printing = Measurement(warmup: 0, runs: min(measurement.runs, 2))
    for size in printedSizes {
      let json = GrapeFile.json(count: size)
      let times = printing.interleavedMedians([
        { blackHole(Self.printedBytes(hosts[size])) },
        { blackHole(try? JSONDecoder().decode([RootModel].self, from: json)) },
      ])
      results.append(
        Result(
          name: "render root list, line mode", parameter: "\(size) rows", nanoseconds: times[0],
          baselineNanoseconds: times[1],
          note: String(
            format: "every row printed: %.2f µs a row, %.2f× decoding as many grapes",
            times[0] / Double(size) / 1e3, times[0] / times[1])))
    }
    let shiraz = SampleAPIClient.originalGrapes[2]
    let chart = ExtraDetailsView.make(
      viewModel: ExtraDetailsViewModel(
        id: shiraz.id, title: shiraz.title,
        regions: shiraz.regions.map {
          RegionShare(
            name: $0.name, value: $0.value, color: RegionColor(rawValue: $0.color.rawValue) ?? .gray
          )
        }))
    let chartTime = measurement.median { blackHole(TerminalUI.render(chart, width: 100)) }
    results.append(
      Result(
        name: "render Extra details chart", parameter: "3 regions", nanoseconds: chartTime,
        baselineNanoseconds: nil, note: "per frame"))
    return results
  }

  /// A host for `root` that has rendered it and waited for the grapes the screen loads when it
  /// appears, as the app's sessions do.
  static func loadedHost(_ root: RootView) async -> ViewHost {
    let host = ViewHost(root)
    host.renderLazily(width: 100)
    await host.waitForTasks()
    await root.presenter.waitUntilLoaded()
    return host
  }

  /// What full-screen mode draws for a terminal of 100×30: the root rendered, the 29 lines above
  /// the status line, the first row highlighted.
  static func fullScreenFrame(_ host: ViewHost?, width: Int = 100) -> Frame? {
    guard let host else { return nil }
    var selection = ScreenSelection()
    selection.show(host.renderLazily(width: width), viewportHeight: 29, screen: "main")
    return selection.visibleFrame(highlighting: true, pinning: 0)
  }

  /// The number of bytes line mode prints for the root, every row drawn.
  private static func printedBytes(_ host: ViewHost?) -> Int {
    var bytes = 0
    host?.renderLazily(width: 100).writeUTF8(styled: false) { bytes += $0.count + 1 }
    return bytes
  }

  static func grapes(_ count: Int) -> [RootModel] {
    (0..<count).map { index in
      let sample = SampleAPIClient.originalGrapes[index % 3]
      return RootModel(
        id: "\(sample.id)-\(index)", title: "\(sample.title) \(index + 1)",
        subtitle: sample.subtitle,
        regions: sample.regions)
    }
  }
}

/// 100 and 99 columns (or `width` and one less) in turn, for frames that must each be rendered.
@MainActor
final class AlternatingWidth {
  private let width: Int
  private var wide = false

  init(around width: Int = 100) {
    self.width = width
  }

  /// The width of the next frame.
  func next() -> Int {
    wide.toggle()
    return wide ? width : width - 1
  }
}
