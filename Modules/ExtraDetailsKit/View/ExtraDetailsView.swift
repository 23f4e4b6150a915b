import TerminalUI

/// The Extra details screen: the grape's wine regions as a chart of shares.
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
      } else {
        PieChart(slices: presenter.regions.map(ChartSlice.init(region:)))
      }
    }
    .navigationTitle(presenter.title)
  }

  /// The screen for `viewModel`, with a new presenter.
  public static func make(viewModel: ExtraDetailsViewModel) -> ExtraDetailsView {
    ExtraDetailsView(presenter: ExtraDetailsPresenter(viewModel: viewModel))
  }
}
