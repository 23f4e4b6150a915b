/// One grape variety: a row of the root list, and what its screens are made from.
///
/// Its coding keys are the data file's format, which ``FileAPIClient`` reads as a list of these:
///
/// ```json
/// [{"id": "shiraz", "title": "Shiraz", "subtitle": "New World Syrah",
///   "regions": [{"name": "Australia", "value": 10, "color": "green"}]}]
/// ```
public struct RootModel: Decodable, Hashable, Identifiable, Sendable {
  /// A stable identifier, unique in the list (used in deep links and saved state).
  public let id: String
  /// The grape variety.
  package let title: String
  /// A one-line description.
  package let subtitle: String
  /// Where the grape is grown, as shares of its plantings.
  package let regions: [GrapeRegion]

  private enum CodingKeys: String, CodingKey {
    case id, title, subtitle, regions
  }

  /// A grape with the given identifier, names and regions.
  package init(id: String, title: String, subtitle: String, regions: [GrapeRegion]) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
    self.regions = regions
  }
}
