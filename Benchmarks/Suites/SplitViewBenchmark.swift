import Foundation
import RootFeature
import TerminalRuntime
import TerminalUI

/// Show Details Beside the List at 160 columns, Details of the first grape beside the list.
///
/// - **split: key press**: the highlight moved down and up in the split, as `j` and `k` do
///   full screen — the frame the host keeps, the highlight moved, the 29 lines of a 160×30
///   terminal drawn — at 100,000 grapes against 10 (goal at most 1.5×): the list's rows below
///   the Details pane stay lazy, so a key costs what the terminal shows.
/// - **split: frame**: the split rendered and its 29 lines drawn, against a single pane of the
///   same width: the list alone (nothing selected, goal at most 2×), and the note also gives the
///   ratio to the same state in Push Details on Stack (Details alone), the lighter pane.
@MainActor
struct SplitViewBenchmark {
  let measurement: Measurement
  /// The large list's size; the key press is compared with 10 grapes.
  let size: Int

  private static let width = 160
  /// The list's and Details' columns `width` columns wide (160 or 159), as
  /// `NBSplitColumns.paneColumns` gives them: full screen moves and scrolls each pane on its own.
  private static func panes(width: Int) -> [Range<Int>] { [0..<62, 65..<width] }

  func run() async -> [Result] {
    let small = await Self.host(grapes: 10, style: .splitView)
    let large = await Self.host(grapes: size, style: .splitView)
    let single = await Self.host(grapes: size, style: .detailsStack)
    let list = await RenderingBenchmark.loadedHost(
      RootView.make(
        client: SampleAPIClient(grapes: RenderingBenchmark.grapes(size), latency: .zero),
        presentationStyle: .splitView))
    var selections = [small, large].map { host -> ScreenSelection in
      var selection = ScreenSelection()
      selection.panes = Self.panes(width: Self.width)
      selection.show(host.renderLazily(width: Self.width), viewportHeight: 29, screen: "main")
      return selection
    }
    var down = [true, true]
    let keys = measurement.interleavedMedians(
      [small, large].indices.map { index in
        {
          let hosts = [small, large]
          selections[index].show(
            hosts[index].renderLazily(width: Self.width), viewportHeight: 29, screen: "main")
          selections[index].move(down[index] ? .next : .previous)
          down[index].toggle()
          blackHole(selections[index].visibleFrame(highlighting: true))
        }
      })
    let splitWidth = AlternatingWidth(around: Self.width)
    let singleWidth = AlternatingWidth(around: Self.width)
    let listWidth = AlternatingWidth(around: Self.width)
    let frames = measurement.interleavedMedians([
      { blackHole(Self.frame(large, width: splitWidth.next(), split: true)) },
      { blackHole(Self.frame(list, width: listWidth.next())) },
      { blackHole(Self.frame(single, width: singleWidth.next())) },
    ])
    return [
      Result(
        name: "split: key press", parameter: "\(size) grapes", nanoseconds: keys[1],
        baselineNanoseconds: keys[0],
        note: String(format: "%.2f× the time at 10 grapes (goal ≤ 1.5×)", keys[1] / keys[0])),
      Result(
        name: "split: frame", parameter: "\(size) grapes", nanoseconds: frames[0],
        baselineNanoseconds: frames[1],
        note: String(
          format: "%.2f× the list alone at %d columns (goal ≤ 2×); %.2f× Details alone",
          frames[0] / frames[1], Self.width, frames[0] / frames[2])),
    ]
  }

  /// A host of `grapes` grapes in `style`, loaded, with the first grape's Details shown.
  private static func host(grapes: Int, style: PresentationStyle) async -> ViewHost {
    let root = RootView.make(
      client: SampleAPIClient(grapes: RenderingBenchmark.grapes(grapes), latency: .zero),
      presentationStyle: style)
    let host = await RenderingBenchmark.loadedHost(root)
    host.renderLazily(width: width)
    _ = host.perform("1")
    host.renderLazily(width: width)
    await host.waitForTasks()
    return host
  }

  /// One full-screen frame of `host` `width` columns wide: rendered, 29 lines drawn, its panes
  /// each scrolled on its own when `split`.
  private static func frame(_ host: ViewHost, width: Int, split: Bool = false) -> Frame {
    var selection = ScreenSelection()
    selection.panes = split ? panes(width: width) : []
    selection.show(host.renderLazily(width: width), viewportHeight: 29, screen: "main")
    return selection.visibleFrame(highlighting: true)
  }
}
