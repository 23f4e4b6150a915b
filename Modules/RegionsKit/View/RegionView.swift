import TerminalUI

/// A region's screen: the grapes grown there, each with its share of the region's plantings, as
/// numbered rows of a chart.
///
/// It reports the grape a person chooses through its presenter to a ``RegionsRouting`` router.
public struct RegionView: View {
  private let presenter: RegionPresenter

  /// A view showing what `presenter` holds.
  public init(presenter: RegionPresenter) {
    self.presenter = presenter
  }

  /// The grapes and their shares.
  public var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      if presenter.grapes.isEmpty {
        Text("No grapes are known for this region.").foregroundStyle(.secondary)
      } else {
        // The region's name is the title; the line says what the chart's columns mean.
        Text("Grape · amount (data units) · % of this region").font(.caption)
        let grapes = presenter.grapes
        PieChart(
          slices: grapes.map { ChartSlice(name: $0.title, value: $0.value, color: .magenta) }
        ) { index in
          presenter.select(grapes[index])
        }
      }
    }
    .navigationTitle(presenter.title)
  }

  /// The screen for `viewModel`, reporting to `router` (held weakly).
  public static func make(viewModel: RegionViewModel, router: any RegionsRouting) -> RegionView {
    RegionView(presenter: RegionPresenter(viewModel: viewModel, router: router))
  }
}
