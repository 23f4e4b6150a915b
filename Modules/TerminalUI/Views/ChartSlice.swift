/// One named share of a whole in a ``PieChart``.
public struct ChartSlice: Hashable, Sendable {
  /// What the share is of, such as a wine region.
  public var name: String
  /// The share's amount; negative, infinite and NaN amounts count as 0.
  public var value: Double
  /// The colour of the share's bar when colour is on.
  public var color: Color

  /// A slice named `name` of `value`, drawn in `color`.
  public init(name: String, value: Double, color: Color) {
    self.name = name
    self.value = value
    self.color = color
  }
}
