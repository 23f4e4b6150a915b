import Foundation
import RootFeature
import TerminalRuntime
import TerminalUI

/// The search screen as a person types in it, at 100,000 grapes, in process.
///
/// - **search keystroke**: one keystroke in the query field (alternately `noir` and `noi`): the
///   field's text set, the search screen updated in place in the navigation state, the results
///   worked out and a 100×30 frame drawn. The baseline is a plain Swift `filter` with
///   `contains` over the same titles for the same queries: the least any search can do. Goal:
///   a speedup of at least 0.33 (at most 3× the plain filter).
/// - **search: key press in the results**: the highlight moved down and up among every grape
///   (the empty query) and the frame drawn, at 100,000 grapes against 10. Goal: at most 1.5×.
@MainActor
struct SearchBenchmark {
  let measurement: Measurement
  /// How many grapes the large list holds.
  let size: Int

  func run() async -> [Result] {
    let small = await Self.searching(RenderingBenchmark.grapes(10))
    let grapes = RenderingBenchmark.grapes(size)
    let large = await Self.searching(grapes)
    let titles = grapes.map(\.title)
    let queries = ["noir", "noi"]
    var typed = 0
    var filtered = 0
    let (keystroke, filter) = measurement.pairedMedians(
      engine: {
        typed += 1
        large.setText(queries[typed % 2], inField: "s")
        blackHole(RenderingBenchmark.fullScreenFrame(large))
      },
      baseline: {
        filtered += 1
        let query = queries[filtered % 2]
        blackHole(titles.filter { $0.contains(query) })
      })
    // The empty query: every grape is a result; the highlight goes down and up among them.
    small.setText("", inField: "s")
    large.setText("", inField: "s")
    let selections = [small, large].map { host in
      var selection = ScreenSelection()
      selection.show(host.renderLazily(width: 100), viewportHeight: 29, screen: "search")
      selection.move(.next)
      return SelectionBox(selection: selection, host: host)
    }
    let presses = measurement.interleavedMedians(
      selections.map { box in
        {
          box.down.toggle()
          box.selection.move(box.down ? .next : .previous)
          box.selection.show(
            box.host.renderLazily(width: 100), viewportHeight: 29, screen: "search")
          blackHole(box.selection.visibleFrame(highlighting: true))
        }
      })
    return [
      Result(
        name: "search keystroke", parameter: "\(size) grapes", nanoseconds: keystroke,
        baselineNanoseconds: filter,
        note: "field, navigation update, results and a 100×30 frame, against `filter` with "
          + "`contains` over the titles (goal: speedup ≥ 0.33)"),
      Result(
        name: "search: key press in the results", parameter: "\(size) grapes",
        nanoseconds: presses[1], baselineNanoseconds: presses[0],
        note: String(
          format: "every grape a result: %.2f× the time at 10 grapes (goal ≤ 1.5×)",
          presses[1] / presses[0])),
    ]
  }

  /// A host showing the search screen over `grapes`, loaded, its query field empty.
  private static func searching(_ grapes: [RootModel]) async -> ViewHost {
    let root = RootView.make(client: SampleAPIClient(grapes: grapes, latency: .zero))
    let host = await RenderingBenchmark.loadedHost(root)
    if let search = RootPresenter.kitCommands.first(where: { $0.word == "search" }) {
      _ = root.presenter.run(search, argument: "")
    }
    host.renderLazily(width: 100)
    return host
  }
}

/// A selection over one host's frames, moving down and up in turns.
@MainActor
private final class SelectionBox {
  var selection: ScreenSelection
  let host: ViewHost
  var down = false

  init(selection: ScreenSelection, host: ViewHost) {
    self.selection = selection
    self.host = host
  }
}
