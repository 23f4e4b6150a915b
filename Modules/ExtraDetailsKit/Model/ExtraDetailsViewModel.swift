import TerminalUI

/// What the Extra details screen shows: the regions that grow one grape, as chart slices.
///
/// A plain value, so that it can be pushed on a navigation path, compared, and saved with the
/// navigation state.
public struct ExtraDetailsViewModel: Hashable, Identifiable, Codable, Sendable {
  /// The grape's identifier, stable across launches.
  public let id: String
  /// The grape variety.
  public let title: String
  /// Each region's name, share and colour.
  public let regions: [ChartSlice]

  /// A view model for the grape `id` titled `title`, grown in `regions`.
  public init(id: String, title: String, regions: [ChartSlice]) {
    self.id = id
    self.title = title
    self.regions = regions
  }
}
