import NavigationBackport
import TastingKit

// "Rate this grape": a child flow of two steps (Score, Note) pushed on the stack Details is on,
// which hands a rating back to the router.

extension RootRouter: TastingRouting {
  /// Pushes the rating's first step on the stack `item`'s Details is on: a tab's, or a sheet's.
  func startRating(of item: RootModel) {
    navigator.push(ScoreStepViewModel(item))
  }

  /// A score chosen: the Note step, on the same stack.
  func didChooseScore(_ score: Int, for grape: ScoreStepViewModel) {
    guard let note = NoteStepViewModel(grapeID: grape.grapeID, title: grape.title, score: score)
    else {
      return
    }
    navigator.push(note)
  }

  /// Done: keeps the rating for the grape and pops the steps, in one update; Details shows it.
  func didFinishRating(_ rating: Rating, for grapeID: String) {
    ratings[grapeID] = rating
    history.name(nextCause: "rating finished: \(rating.stars)")
    endRating()
  }

  /// Cancel: pops the steps; Details is as it was.
  func didCancelRating(for grapeID: String) {
    history.name(nextCause: "rating cancelled")
    endRating()
  }

  /// Pops the rating's steps from the topmost stack, and whatever was pushed above them.
  private func endRating() {
    var path = navigator.topmostPath
    guard let first = path.elements.firstIndex(where: { $0.base is ScoreStepViewModel }) else {
      return
    }
    path.removeLast(path.count - first)
    navigator.topmostPath = path
  }
}
