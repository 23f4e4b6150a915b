import ExtraDetailsKit

/// Extra details of a grape, its wine regions (ExtraDetailsKit), and what the router does with
/// the region a person chooses there.
enum ExtraDetailsScreen: FeatureScreen {
  static let name = "extra"
  static let version1TypeName: String? = "ExtraDetailsKit.ExtraDetailsViewModel"

  static func viewModel(for item: DataViewModel) -> ExtraDetailsViewModel {
    ExtraDetailsViewModel(id: item.id, title: item.title, regions: item.regions)
  }

  @MainActor
  static func destination(
    for viewModel: ExtraDetailsViewModel, router: RootRouter
  ) -> ExtraDetailsView {
    ExtraDetailsView.make(viewModel: viewModel, router: router)
  }
}

extension RootRouter: ExtraDetailsRouting {
  /// A region chosen on the chart opens in the Regions tab, in one update, whatever tab Extra
  /// details is in (seed 002's open navigation): see ``open(region:)``.
  public func showRegion(named name: String) {
    let region = dataSource?.regions.first { $0.name == name }
    open(region: region?.id ?? WineRegion.identifier(for: name))
  }
}
