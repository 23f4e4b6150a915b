import ExtraDetailsKit
import Foundation
import RootFeature
import TerminalUI

/// Frame rendering of the root list at growing sizes and of the Extra details chart, at width 100.
///
/// The figure that matters is growth: each size is compared with the size before it, which should
/// take about as many times longer as it has rows.
@MainActor
struct RenderingBenchmark {
  let measurement: Measurement
  let sizes: [Int]

  func run() async -> [Result] {
    var results: [Result] = []
    var previous: (size: Int, nanoseconds: Double)?
    for size in sizes {
      let root = RootView.make(client: SampleAPIClient(grapes: grapes(size), latency: .zero))
      await root.presenter.load()
      let host = ViewHost(root)
      let time = measurement.median { blackHole(host.render(width: 100)) }
      let growth = previous.map {
        String(format: "%.1f× the time of %d rows", time / $0.nanoseconds, $0.size)
      }
      results.append(
        Result(
          name: "render root list", parameter: "\(size) rows", nanoseconds: time,
          baselineNanoseconds: nil, note: growth ?? "per frame"))
      previous = (size, time)
    }
    let chart = ExtraDetailsView.make(
      viewModel: DataViewModel(model: SampleAPIClient.originalGrapes[2]).makeExtraDetailsViewModel()
    )
    let chartTime = measurement.median { blackHole(TerminalUI.render(chart, width: 100)) }
    results.append(
      Result(
        name: "render Extra details chart", parameter: "3 regions", nanoseconds: chartTime,
        baselineNanoseconds: nil, note: "per frame"))
    return results
  }

  private func grapes(_ count: Int) -> [RootModel] {
    (0..<count).map { index in
      let sample = SampleAPIClient.originalGrapes[index % 3]
      return RootModel(
        id: "\(sample.id)-\(index)", title: "\(sample.title) \(index + 1)",
        subtitle: sample.subtitle,
        regions: sample.regions)
    }
  }
}
