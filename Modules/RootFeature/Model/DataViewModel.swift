import ExtraDetailsKit

/// One row of the root list, and what the feature screens are made from.
public struct DataViewModel: Hashable, Identifiable, Sendable {
  /// The grape's identifier.
  public let id: String
  /// The grape variety.
  public let title: String
  /// Its one-line description.
  public let subtitle: String
  /// Where it is grown, and the shares, in the data's order.
  public let regions: [RegionShare]
  /// The same regions largest share first, ordered once when the data loads: what Extra details
  /// shows.
  let regionsByShare: [RegionShare]

  /// The row for `model`.
  public init(model: RootModel) {
    id = model.id
    title = model.title
    subtitle = model.subtitle
    regions = model.regions
    regionsByShare = model.regions.largestShareFirst()
  }
}
