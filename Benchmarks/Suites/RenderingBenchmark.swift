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
    var hosts: [ViewHost] = []
    for size in sizes {
      let root = RootView.make(client: SampleAPIClient(grapes: grapes(size), latency: .zero))
      await root.presenter.load()
      hosts.append(ViewHost(root))
    }
    // The sizes are rendered in turns, so that the growth from one to the next is not a burst of
    // load on the machine landing on one size only.
    let times = measurement.interleavedMedians(
      hosts.map { host in { blackHole(host.render(width: 100)) } })
    var results: [Result] = []
    for index in sizes.indices {
      let growth =
        index == 0
        ? "per frame"
        : String(
          format: "%.1f× the time of %d rows", times[index] / times[index - 1], sizes[index - 1])
      results.append(
        Result(
          name: "render root list", parameter: "\(sizes[index]) rows", nanoseconds: times[index],
          baselineNanoseconds: nil, note: growth))
    }
    let shiraz = DataViewModel(model: SampleAPIClient.originalGrapes[2])
    let chart = ExtraDetailsView.make(
      viewModel: ExtraDetailsViewModel(id: shiraz.id, title: shiraz.title, regions: shiraz.regions))
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
