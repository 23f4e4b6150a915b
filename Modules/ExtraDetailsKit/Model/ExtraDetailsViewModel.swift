/// What the Extra details screen shows: the regions that grow one grape, and their shares.
///
/// Plain data, with no type of the UI kit in it: the view decides how a region is drawn, so the
/// same value would serve a SwiftUI screen unchanged.
public struct ExtraDetailsViewModel: Hashable, Identifiable, Sendable {
  /// The grape's identifier, stable across launches.
  public let id: String
  /// The grape variety.
  public let title: String
  /// Each region's name, share and colour, in any order: the screen shows the largest share first.
  public let regions: [RegionShare]

  /// A view model for the grape `id` titled `title`, grown in `regions`.
  public init(id: String, title: String, regions: [RegionShare]) {
    self.id = id
    self.title = title
    self.regions = regions
  }
}
