import Observation

/// The Note step's presenter: the note being typed, made into a rating when the person is done
/// and reported to a ``TastingRouting`` router.
@MainActor
@Observable
public final class NotePresenter {
  /// The grape and the score chosen.
  public let viewModel: NoteStepViewModel
  /// The step's state, prepared once when it was navigated to.
  public let draft: NoteDraft
  /// Why the note could not be kept, if it could not.
  public private(set) var message: String?
  @ObservationIgnored private weak var router: (any TastingRouting)?

  /// A presenter for `viewModel` editing `draft` and reporting to `router` (held weakly).
  public init(viewModel: NoteStepViewModel, draft: NoteDraft, router: any TastingRouting) {
    self.viewModel = viewModel
    self.draft = draft
    self.router = router
  }

  /// The person chose "Done": reports the rating, or says why the note cannot be kept.
  public func didTouchDone() {
    do throws(Rating.Invalid) {
      let rating = try Rating(score: viewModel.rating.score, note: draft.note)
      message = nil
      router?.didFinishRating(rating, for: viewModel.grapeID)
    } catch {
      message = error.description
    }
  }

  /// The person chose "Cancel".
  public func didTouchCancel() {
    router?.didCancelRating(for: viewModel.grapeID)
  }
}
