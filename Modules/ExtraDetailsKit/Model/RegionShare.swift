/// A region that grows a grape, and its share of the grape's plantings.
///
/// The colour is a name (``RegionColor``), which the view turns into a colour of the UI kit. An
/// app makes these from its own data's regions.
public struct RegionShare: Hashable, Sendable, Decodable {
  /// The region's name.
  public let name: String
  /// Its share, in any unit; shares are shown relative to their total.
  public let value: Double
  /// The colour its share is drawn in, by name.
  public let color: RegionColor

  /// The region `name` with share `value`, drawn in `color`.
  public init(name: String, value: Double, color: RegionColor) {
    self.name = name
    self.value = value
    self.color = color
  }
}

extension Array where Element == RegionShare {
  /// The regions largest share first, as the chart shows them; regions of equal share keep their
  /// order.
  ///
  /// Regions already in that order are checked in one pass, so a root that orders them once, when
  /// its data loads, makes opening the chart cheap however many regions a grape has.
  public func largestShareFirst() -> [RegionShare] {
    enumerated()
      .sorted { ($0.element.value, -$0.offset) > ($1.element.value, -$1.offset) }
      .map(\.element)
  }
}
