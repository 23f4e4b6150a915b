import TerminalUI

/// The Extra details screen: the grape's wine regions as a chart of shares, whose lines are
/// numbered rows a person can choose when the screen reports to a router.
public struct ExtraDetailsView: View {
  private let presenter: ExtraDetailsPresenter

  /// A view showing what `presenter` holds.
  public init(presenter: ExtraDetailsPresenter) {
    self.presenter = presenter
  }

  /// The grape and its regions' shares.
  public var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text(presenter.grape).font(.headline)
      if presenter.regions.isEmpty {
        Text("No regions are known for this grape.").foregroundStyle(.secondary)
      } else if presenter.offersRegions {
        let regions = presenter.regions
        PieChart(slices: regions.map(ChartSlice.init(region:))) { index in
          presenter.select(regions[index])
        }
      } else {
        PieChart(slices: presenter.regions.map(ChartSlice.init(region:)))
      }
    }
    .navigationTitle(presenter.title)
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
