/// What the Details screen shows: one grape variety and its description.
///
/// A plain value, so that it can be pushed on a navigation path, compared, and saved with the
/// navigation state.
public struct DetailsViewModel: Hashable, Identifiable, Codable, Sendable {
  /// The grape's identifier, stable across launches (used in deep links and saved state).
  public let id: String
  /// The grape variety, shown as the screen's title.
  public let title: String
  /// The grape's description.
  public let subtitle: String

  /// A view model for the grape `id` titled `title`, described by `subtitle`.
  public init(id: String, title: String, subtitle: String) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
  }
}
