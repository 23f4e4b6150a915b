import TerminalUI

/// The Extra details screen: the grape's wine regions as a chart of shares, whose lines are
/// numbered rows a person can choose when the screen reports to a router.
public struct ExtraDetailsView: View {
  private let presenter: ExtraDetailsPresenter

  /// A view showing what `presenter` holds.
  public init(presenter: ExtraDetailsPresenter) {
    self.presenter = presenter
  }

  /// The regions' amounts and shares under a line saying what they mean.
  public var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      if presenter.regions.isEmpty {
        Text("No regions are known for this grape.").foregroundStyle(.secondary)
      } else {
        Text(presenter.legend).font(.caption)
        chart
      }
    }
    .navigationTitle(presenter.title)
  }

  /// The regions as a chart, whose rows can be chosen when the screen has a router.
  @ViewBuilder private var chart: some View {
    let regions = presenter.regions
    if presenter.offersRegions {
      PieChart(slices: regions.map(ChartSlice.init(region:))) { index in
        presenter.select(regions[index])
      }
    } else {
      PieChart(slices: regions.map(ChartSlice.init(region:)))
    }
  }

  /// The screen for `viewModel`, with a new presenter; it only shows.
  public static func make(viewModel: ExtraDetailsViewModel) -> ExtraDetailsView {
    ExtraDetailsView(presenter: ExtraDetailsPresenter(viewModel: viewModel))
  }

  /// The screen for `viewModel`, whose regions can be chosen, reporting to `router` (held weakly).
  public static func make(
    viewModel: ExtraDetailsViewModel, router: any ExtraDetailsRouting
  ) -> ExtraDetailsView {
    ExtraDetailsView(presenter: ExtraDetailsPresenter(viewModel: viewModel, router: router))
  }
}
