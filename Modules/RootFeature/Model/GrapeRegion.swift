/// A region that grows a grape, its share of the grape's plantings and the colour its share is
/// drawn in: the root's own words for a grape's regions, so that only the Extra details kit's
/// root file speaks of that kit's chart.
package struct GrapeRegion: Decodable, Hashable, Sendable {
  /// The colours a region's share can be drawn in.
  package enum Color: String, Decodable, Hashable, Sendable, CaseIterable {
    case red, orange, yellow, green, blue, purple, cyan, gray
  }

  /// The region's name.
  package let name: String
  /// Its share, in any unit; shares are shown relative to their total.
  package let value: Double
  /// The colour its share is drawn in.
  package let color: Color

  /// The region `name` with share `value`, drawn in `color`.
  package init(name: String, value: Double, color: Color) {
    self.name = name
    self.value = value
    self.color = color
  }
}
