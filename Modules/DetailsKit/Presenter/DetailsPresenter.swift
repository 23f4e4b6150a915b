import Observation

/// The Details screen's presenter: holds what is shown and forwards the person's requests to the
/// router.
@MainActor
@Observable
public final class DetailsPresenter {
  /// The grape shown.
  public let viewModel: DetailsViewModel
  @ObservationIgnored private weak var router: (any DetailsRouting)?

  /// A presenter showing `viewModel` and reporting to `router` (held weakly).
  public init(viewModel: DetailsViewModel, router: any DetailsRouting) {
    self.viewModel = viewModel
    self.router = router
  }

  /// The screen's title: the grape variety.
  public var title: String { viewModel.title }

  /// The person tapped "Programmatic pop".
  public func didTouchDismiss() {
    router?.dismissDetails()
  }

  /// The person tapped "Show extra details".
  public func didTouchExtra() {
    router?.presentExtraDetails(viewModel.id)
  }
}
