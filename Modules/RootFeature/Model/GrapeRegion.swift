/// A region that grows a grape, its share of the grape's plantings and the colour its share is
/// drawn in: the root's own words for a grape's regions, so that only the Extra details kit's
/// root file speaks of that kit's chart.
///
/// Its coding keys and colour names are the data file's format, named here and only here.
package struct GrapeRegion: Decodable, Hashable, Sendable {
  /// The colours a region's share can be drawn in, by the names the data file gives them.
  package enum Color: String, Decodable, Hashable, Sendable, CaseIterable {
    case red, orange, yellow, green, blue, purple, cyan, gray

    /// Decodes a colour name, rejecting an unknown one with the list of valid names.
    package init(from decoder: any Decoder) throws {
      let name = try decoder.singleValueContainer().decode(String.self)
      guard let color = Color(rawValue: name) else {
        let names = Color.allCases.map(\.rawValue).joined(separator: ", ")
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "unknown colour \"\(name)\"; expected one of \(names)"))
      }
      self = color
    }
  }

  /// The region's name.
  package let name: String
  /// Its share, in any unit; shares are shown relative to their total.
  package let value: Double
  /// The colour its share is drawn in.
  package let color: Color

  private enum CodingKeys: String, CodingKey {
    case name, value, color
  }

  /// The region `name` with share `value`, drawn in `color`.
  package init(name: String, value: Double, color: Color) {
    self.name = name
    self.value = value
    self.color = color
  }
}
