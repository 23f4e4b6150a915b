import Observation

/// A region screen's presenter: orders the grapes and forwards the person's choice to the router.
@MainActor
@Observable
public final class RegionPresenter {
  /// The region shown.
  public let viewModel: RegionViewModel
  @ObservationIgnored private weak var router: (any RegionsRouting)?

  /// A presenter showing `viewModel` and reporting to `router` (held weakly).
  public init(viewModel: RegionViewModel, router: any RegionsRouting) {
    self.viewModel = viewModel
    self.router = router
  }

  /// The screen's title: the region's name.
  public var title: String { viewModel.name }

  /// The grapes, largest share first; grapes of equal share keep the data's order.
  public var grapes: [RegionGrape] {
    viewModel.grapes.enumerated()
      .sorted { ($0.element.value, -$0.offset) > ($1.element.value, -$1.offset) }
      .map(\.element)
  }

  /// The person chose `grape`.
  public func select(_ grape: RegionGrape) {
    router?.showGrape(grape.id)
  }
}
