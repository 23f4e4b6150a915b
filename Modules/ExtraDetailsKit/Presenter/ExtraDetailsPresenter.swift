import Observation

/// The Extra details screen's presenter: orders the regions and, when the screen has a router,
/// forwards the region a person chooses to it.
@MainActor
@Observable
public final class ExtraDetailsPresenter {
  /// The grape shown.
  public let viewModel: ExtraDetailsViewModel
  @ObservationIgnored private weak var router: (any ExtraDetailsRouting)?
  /// Whether a router was given, so that the screen offers its regions as choices.
  @ObservationIgnored public let offersRegions: Bool

  /// The regions, largest share first, so the chart reads from the main region down.
  ///
  /// Regions of equal share keep the data's order. They are sorted once, when the presenter is
  /// made.
  public let regions: [RegionShare]

  /// A presenter showing `viewModel`; with a `router` (held weakly), the regions can be chosen.
  public init(viewModel: ExtraDetailsViewModel, router: (any ExtraDetailsRouting)? = nil) {
    self.viewModel = viewModel
    self.router = router
    self.offersRegions = router != nil
    self.regions = viewModel.regions.largestShareFirst()
  }

  /// The screen's title, naming whose regions they are: "Pinot Noir's regions".
  public var title: String { "\(viewModel.title)'s regions" }

  /// What the chart's columns mean: the data gives each region an amount without a unit, and the
  /// chart shows it with its share of the grape's total.
  public var legend: String { "Region · amount (data units) · % of this grape" }

  /// The grape variety whose regions are shown.
  public var grape: String { viewModel.title }

  /// The person chose `region`.
  public func select(_ region: RegionShare) {
    router?.showRegion(named: region.name)
  }
}
