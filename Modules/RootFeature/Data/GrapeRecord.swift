/// One grape as the data file writes it: the file's own format, mapped to the kits' view models.
///
/// The file's fields are named here, and only here, so that renaming a field of a kit's view
/// model (such as ``GrapeRegion``) never changes what a data file holds:
///
/// ```json
/// [{"id": "shiraz", "title": "Shiraz", "subtitle": "New World Syrah",
///   "regions": [{"name": "Australia", "value": 10, "color": "green"}]}]
/// ```
struct GrapeRecord: Decodable {
  let id: String
  let title: String
  let subtitle: String
  let regions: [RegionRecord]

  private enum CodingKeys: String, CodingKey {
    case id, title, subtitle, regions
  }

  /// The grape as the root lists it.
  var model: RootModel {
    RootModel(id: id, title: title, subtitle: subtitle, regions: regions.map(\.region))
  }
}

/// One region of a grape as the data file writes it.
struct RegionRecord: Decodable {
  let name: String
  let value: Double
  let color: Color

  private enum CodingKeys: String, CodingKey {
    case name, value, color
  }

  /// A colour by the name the file gives it; the names are the file's, mapped to the chart's.
  enum Color: String, Decodable, CaseIterable {
    case red, orange, yellow, green, blue, purple, cyan, gray

    /// Decodes a colour name, rejecting an unknown one with the list of valid names.
    init(from decoder: any Decoder) throws {
      let name = try decoder.singleValueContainer().decode(String.self)
      guard let color = Color(rawValue: name) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: """
              unknown colour "\(name)"; expected one of \
              \(Color.allCases.map(\.rawValue).joined(separator: ", "))
              """))
      }
      self = color
    }

    var regionColor: GrapeRegion.Color {
      switch self {
      case .red: .red
      case .orange: .orange
      case .yellow: .yellow
      case .green: .green
      case .blue: .blue
      case .purple: .purple
      case .cyan: .cyan
      case .gray: .gray
      }
    }
  }

  /// The region as the root holds it.
  var region: GrapeRegion {
    GrapeRegion(name: name, value: value, color: color.regionColor)
  }
}
