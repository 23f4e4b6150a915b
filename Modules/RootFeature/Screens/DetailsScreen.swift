import DetailsKit
import NavigationBackport

/// Details of a grape (DetailsKit), and what the router does with the screen's requests.
enum DetailsScreen: FeatureScreen {
  static let name = "details"
  static let version1TypeName: String? = "DetailsKit.DetailsViewModel"

  static func viewModel(for item: DataViewModel) -> DetailsViewModel {
    DetailsViewModel(id: item.id, title: item.title, subtitle: item.subtitle)
  }

  @MainActor
  static func destination(for viewModel: DetailsViewModel, router: RootRouter) -> DetailsView {
    DetailsView(presenter: router.makeDetailsPresenter(viewModel, router))
  }
}

extension RootRouter: DetailsRouting {
  /// "Programmatic pop": back to the root list, dismissing the sheet when Details is in one.
  public func dismissDetails() {
    navigator.returnToRoot()
  }

  /// "Show extra details": pushes Extra details in the context Details is shown in (inside the
  /// sheet when Details is presented modally).
  public func presentExtraDetails(_ id: DetailsViewModel.ID) {
    guard let item = item(id: id) else {
      return
    }
    navigator.push(ExtraDetailsScreen.viewModel(for: item))
  }
}
