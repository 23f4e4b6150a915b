import ExtraDetailsKit

/// Extra details of a grape, its wine regions (ExtraDetailsKit); the screen only shows.
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
    ExtraDetailsView.make(viewModel: viewModel)
  }
}
