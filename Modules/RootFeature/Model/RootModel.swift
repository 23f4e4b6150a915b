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
  /// Where the grape is grown, as shares of its plantings.
  public let regions: [Region]

  /// A grape with the given identifier, names and regions.
  public init(id: String, title: String, subtitle: String, regions: [Region]) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
    self.regions = regions
  }

  /// A region that grows the grape, and its share.
  public struct Region: Decodable, Hashable, Sendable {
    /// The region's name.
    public let name: String
    /// Its share, in any unit; shares are shown relative to their total.
    public let value: Double
    /// The colour its slice is drawn in, by name (see ``RegionColor``).
    public let color: RegionColor

    /// A region named `name` with share `value` drawn in `color`.
    public init(name: String, value: Double, color: RegionColor) {
      self.name = name
      self.value = value
      self.color = color
    }
  }
}

/// The colours a region's slice can be drawn in, by the names the data file uses.
public enum RegionColor: String, Decodable, Hashable, Sendable, CaseIterable {
  /// Red.
  case red
  /// Orange.
  case orange
  /// Yellow.
  case yellow
  /// Green.
  case green
  /// Blue.
  case blue
  /// Purple.
  case purple
  /// Cyan.
  case cyan
  /// Gray.
  case gray

  /// Decodes a colour name, rejecting an unknown one with the list of valid names.
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let color = RegionColor(rawValue: name) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: """
            unknown colour "\(name)"; expected one of \
            \(RegionColor.allCases.map(\.rawValue).joined(separator: ", "))
            """
        )
      )
    }
    self = color
  }
}
