import Observation

/// The Score step's presenter: reports the score chosen, or cancelling, to a ``TastingRouting``
/// router.
@MainActor
@Observable
public final class ScorePresenter {
  /// The grape being rated.
  public let viewModel: ScoreStepViewModel
  @ObservationIgnored private weak var router: (any TastingRouting)?

  /// A presenter for `viewModel`, reporting to `router` (held weakly).
  public init(viewModel: ScoreStepViewModel, router: any TastingRouting) {
    self.viewModel = viewModel
    self.router = router
  }

  /// The person chose `score`; a score outside 1…5 is not reported.
  public func didChoose(score: Int) {
    guard Rating.scores.contains(score) else { return }
    router?.didChooseScore(score, for: viewModel)
  }

  /// The person chose "Cancel".
  public func didTouchCancel() {
    router?.didCancelRating(for: viewModel.grapeID)
  }
}
