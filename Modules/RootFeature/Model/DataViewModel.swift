import ExtraDetailsKit

/// One row of the root list, and what the feature screens are made from.
package struct DataViewModel: Hashable, Identifiable, Sendable {
  /// The grape's identifier.
  package let id: String
  /// The grape variety.
  let title: String
  /// Its one-line description.
  let subtitle: String
  /// Where it is grown, and the shares, in the data's order.
  let regions: [RegionShare]
  /// The same regions largest share first, ordered once when the data loads: what Extra details
  /// shows.
  let regionsByShare: [RegionShare]

  /// The row for `model`.
  package init(model: RootModel) {
    id = model.id
    title = model.title
    subtitle = model.subtitle
    regions = model.regions
    regionsByShare = model.regions.largestShareFirst()
  }
}
