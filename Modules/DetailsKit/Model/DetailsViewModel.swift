/// What the Details screen shows: one grape variety and its description.
///
/// A plain value, so that it can be pushed on a navigation path and compared. Its `id` is all an
/// app needs to save the screen or link to it; the rest comes from the data.
public struct DetailsViewModel: Hashable, Identifiable, Sendable {
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
