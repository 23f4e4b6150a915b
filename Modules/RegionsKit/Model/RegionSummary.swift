/// One row of the region list: a wine region and how many grapes the data names there.
///
/// Plain data: an app makes it from whatever its data is, and its `id` is all it needs to show the
/// region.
public struct RegionSummary: Hashable, Identifiable, Sendable {
  /// The region's identifier, stable across launches (used in deep links and saved state).
  public let id: String
  /// The region's name.
  public let name: String
  /// How many grapes are grown there.
  public let grapeCount: Int

  /// The region `id` named `name`, where `grapeCount` grapes are grown.
  public init(id: String, name: String, grapeCount: Int) {
    self.id = id
    self.name = name
    self.grapeCount = grapeCount
  }
}
