/// The second step of rating a grape, "Note", as a value: what an app pushes to show it.
///
/// Plain data, like ``ScoreStepViewModel``, with the score chosen on the first step: decoding
/// checks it as ``Rating`` does, so a saved state cannot hold a score outside 1…5. Its state,
/// the note being typed, is made once by ``prepareState()`` when the step is navigated to (by
/// ``NoteStepView/make(viewModel:router:)``) and lives as long as the step.
public struct NoteStepViewModel: Hashable, Codable, Sendable {
  /// The grape being rated.
  public let grapeID: String
  /// The grape variety, shown on the step.
  public let title: String
  /// The score chosen on the first step, as a rating without a note yet.
  public let rating: Rating

  /// The step for the grape `grapeID` titled `title`, scored `score`; `nil` when `score` is
  /// outside 1…5.
  public init?(grapeID: String, title: String, score: Int) {
    guard let rating = try? Rating(score: score) else { return nil }
    self.grapeID = grapeID
    self.title = title
    self.rating = rating
  }

  /// A new, empty note: the step's prepared state.
  @MainActor
  public func prepareState() -> NoteDraft {
    NoteDraft()
  }
}
