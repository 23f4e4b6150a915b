/// The first step of rating a grape, "Score", as a value: what an app pushes to show it.
///
/// Plain data, so that it can go on a navigation path and into a saved state: the grape's id,
/// and its title to show.
public struct ScoreStepViewModel: Hashable, Codable, Sendable {
  /// The grape being rated, by the id the app's data knows it by.
  public let grapeID: String
  /// The grape variety, shown on the step.
  public let title: String

  /// The step rating the grape `grapeID`, titled `title`.
  public init(grapeID: String, title: String) {
    self.grapeID = grapeID
    self.title = title
  }
}
