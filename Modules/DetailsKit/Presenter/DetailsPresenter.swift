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

  /// The person's rating of the grape, read when drawn, or `nil`.
  public var rating: String? { router?.rating(of: viewModel.id) }

  /// The person tapped "Rate this grape".
  public func didTouchRate() {
    router?.rateGrape(viewModel.id)
  }

  /// The person tapped "Show extra details".
  public func didTouchExtra() {
    router?.presentExtraDetails(viewModel.id)
  }
}
