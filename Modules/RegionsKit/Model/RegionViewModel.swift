/// What a region's screen shows: the region and the grapes grown there, with their shares.
///
/// A plain value, so that it can be presented on a navigation path and compared; its `id` is all
/// an app needs to save the screen or link to it.
public struct RegionViewModel: Hashable, Identifiable, Sendable {
  /// The region's identifier, stable across launches.
  public let id: String
  /// The region's name, the screen's title.
  public let name: String
  /// The grapes grown there, in the data's order.
  public let grapes: [RegionGrape]

  /// The region `id` named `name`, growing `grapes`.
  public init(id: String, name: String, grapes: [RegionGrape]) {
    self.id = id
    self.name = name
    self.grapes = grapes
  }
}

/// A grape grown in a region, and how much of it: its share of the region's plantings.
public struct RegionGrape: Hashable, Identifiable, Sendable {
  /// The grape's identifier.
  public let id: String
  /// The grape variety.
  public let title: String
  /// How much of it the region grows, in any unit; shares are shown relative to their total.
  public let value: Double

  /// The grape `id`, titled `title`, grown to the amount `value`.
  public init(id: String, title: String, value: Double) {
    self.id = id
    self.title = title
    self.value = value
  }
}
