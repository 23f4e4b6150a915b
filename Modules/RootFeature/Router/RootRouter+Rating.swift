import DetailsKit
import NavigationBackport
import TastingKit

// "Rate this grape": a child flow of the engine. Its two steps (Score, Note) go on the stack
// Details is on, and its result comes back to the router exactly once, however it ends.

extension RootRouter: TastingRouting {
  /// Starts the rating of `item` from the screen shown (its Details): the Score step goes on the
  /// stack Details is on, a tab's or a sheet's.
  func startRating(of item: RootModel) {
    navigator.startFlow(returning: Rating.self, firstStep: ScoreStepViewModel(item))
  }

  /// Keeps each finished rating for its grape, as Details shows it; a rating cancelled or
  /// unwound (Back past Score, a link elsewhere, the sheet closed) leaves everything as it was.
  func receiveRatings() {
    navigator.onFlowResult(of: Rating.self) { [weak self] starter, result in
      guard case .finished(let rating) = result, let details = starter.base as? DetailsViewModel
      else {
        return
      }
      self?.ratings[details.id] = rating
    }
  }

  /// A score chosen: the Note step, on the flow's stack.
  func didChooseScore(_ score: Int, for grape: ScoreStepViewModel) {
    guard let note = NoteStepViewModel(grapeID: grape.grapeID, title: grape.title, score: score)
    else {
      return
    }
    navigator.push(note, intoFlowOf: Rating.self)
  }

  /// Done: the flow finishes with the rating, its steps popped in the same update.
  func didFinishRating(_ rating: Rating, for grapeID: String) {
    history.withCause("rating finished: \(rating.stars)") {
      navigator.finishFlow(with: rating)
    }
  }

  /// Cancel: the flow ends, its steps popped; Details is as it was.
  func didCancelRating(for grapeID: String) {
    history.withCause("rating cancelled") {
      navigator.cancelFlow(of: Rating.self)
    }
  }
}
