import Observation

/// The Extra details screen's presenter; the screen has no routing of its own, it only shows.
@MainActor
@Observable
public final class ExtraDetailsPresenter {
  /// The grape shown.
  public let viewModel: ExtraDetailsViewModel

  /// A presenter showing `viewModel`.
  public init(viewModel: ExtraDetailsViewModel) {
    self.viewModel = viewModel
  }

  /// The screen's title.
  public var title: String { "Wine regions" }

  /// The grape variety whose regions are shown.
  public var grape: String { viewModel.title }

  /// The regions, largest share first so the chart reads from the main region down; regions of
  /// equal share keep the data's order.
  public var regions: [RegionShare] {
    viewModel.regions.enumerated()
      .sorted { ($0.element.value, -$0.offset) > ($1.element.value, -$1.offset) }
      .map(\.element)
  }
}
