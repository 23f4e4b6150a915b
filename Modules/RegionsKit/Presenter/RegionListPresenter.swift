import Observation

/// The region list's presenter: holds the regions and forwards the person's choice to the router.
@MainActor
@Observable
public final class RegionListPresenter {
  /// The regions, in the order shown.
  public let regions: [RegionSummary]
  @ObservationIgnored private weak var router: (any RegionsRouting)?

  /// A presenter showing `regions` and reporting to `router` (held weakly).
  public init(regions: [RegionSummary], router: any RegionsRouting) {
    self.regions = regions
    self.router = router
  }

  /// The screen's title.
  public var title: String { "Wine Regions" }

  /// The line under a region's name: how many grapes it grows.
  public func caption(for region: RegionSummary) -> String {
    region.grapeCount == 1 ? "1 grape" : "\(region.grapeCount) grapes"
  }

  /// The person chose `region`.
  public func select(_ region: RegionSummary) {
    router?.showRegion(region.id)
  }
}
