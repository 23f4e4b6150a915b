import DetailsKit
import ExtraDetailsKit
import NavigationBackport
import RegionsKit

extension RootRouter {
  /// Shows `item` the way ``presentationStyle`` says: pushed, or in a sheet with its own stack.
  ///
  /// The one place where push or present is decided for the grape list.
  func show(_ item: DataViewModel) {
    switch presentationStyle {
    case .detailsStack:
      navigator.push(DetailsViewModel(item))
    case .extraDetailsStack:
      navigator.push(ExtraDetailsViewModel(item))
    case .detailsModally:
      navigator.present(DetailsViewModel(item), style: .sheet, withStack: true)
    case .extraDetailsModally:
      navigator.present(ExtraDetailsViewModel(item), style: .sheet, withStack: true)
    }
  }
}

extension RootRouter: DetailsRouting {
  /// "Programmatic pop": back to the root list, dismissing the sheet when Details is in one.
  public func dismissDetails() {
    navigator.returnToRoot()
  }

  /// "Show extra details": pushes Extra details in the context Details is shown in (inside the
  /// sheet when Details is presented modally).
  public func presentExtraDetails(_ id: DetailsViewModel.ID) {
    guard let item = item(id: id) else {
      return
    }
    navigator.push(ExtraDetailsViewModel(item))
  }
}

extension RootRouter: ExtraDetailsRouting {
  /// A region chosen on the chart opens in the Regions tab, in one update, whatever tab Extra
  /// details is in (open navigation): see ``open(region:)``.
  public func showRegion(named name: String) {
    let region = regions.first { $0.name == name }
    open(region: region?.id ?? WineRegion.identifier(for: name))
  }
}

extension RootRouter: RegionsRouting {
  /// A region chosen in the list is presented in a sheet, which the sheet policy places (see
  /// ``presentSheet(_:)``).
  public func showRegion(_ id: RegionSummary.ID) {
    guard let region = region(id: id) else {
      return
    }
    presentSheet(RegionViewModel(region))
  }

  /// A grape chosen on a region's sheet has its Details presented as another sheet: under the
  /// single policy the region's sheet is dismissed first, stacked it stays beneath.
  public func showGrape(_ id: RegionGrape.ID) {
    guard let item = item(id: id) else {
      return
    }
    presentSheet(DetailsViewModel(item))
  }
}
