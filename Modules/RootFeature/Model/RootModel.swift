import ExtraDetailsKit

/// One grape variety as the data source delivers it.
///
/// The JSON shape read by ``FileAPIClient`` (and served by ``SampleAPIClient``):
///
/// ```json
/// [
///   {
///     "id": "shiraz",
///     "title": "Shiraz",
///     "subtitle": "New World Syrah",
///     "regions": [{ "name": "Australia", "value": 10, "color": "green" }]
///   }
/// ]
/// ```
public struct RootModel: Decodable, Hashable, Sendable {
  /// A stable identifier, unique in the list (used in deep links and saved state).
  public let id: String
  /// The grape variety.
  public let title: String
  /// A one-line description.
  public let subtitle: String
  /// Where the grape is grown, as shares of its plantings, in the shape the Extra details screen
  /// shows them (a colour is one of the names of ``RegionColor``).
  public let regions: [RegionShare]

  /// A grape with the given identifier, names and regions.
  public init(id: String, title: String, subtitle: String, regions: [RegionShare]) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
    self.regions = regions
  }
}
