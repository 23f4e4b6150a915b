/// What the two steps of rating a grape report; the router decides what happens next.
///
/// For example: pushing the Note step once a score is chosen, then handing the rating back to
/// the screen that started the flow and popping both steps. Held weakly by the presenters.
@MainActor
public protocol TastingRouting: AnyObject {
  /// The person chose `score` (1 to 5) on the Score step of `grape`.
  func didChooseScore(_ score: Int, for grape: ScoreStepViewModel)
  /// The person finished the Note step: `rating` is the grape `grapeID`'s new rating.
  func didFinishRating(_ rating: Rating, for grapeID: String)
  /// The person cancelled rating the grape `grapeID`, on either step.
  func didCancelRating(for grapeID: String)
}
