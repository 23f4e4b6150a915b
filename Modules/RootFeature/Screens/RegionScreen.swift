import DetailsKit
import RegionsKit

/// A region's grapes with their shares (RegionsKit), and what the router does with the screens of
/// the Regions tab.
enum RegionScreen: FeatureScreen {
  static let name = "region"

  static func viewModel(for region: WineRegion) -> RegionViewModel {
    RegionViewModel(
      id: region.id, name: region.name,
      grapes: region.grapes.map {
        RegionGrape(id: $0.item.id, title: $0.item.title, value: $0.value)
      })
  }

  @MainActor
  static func destination(for viewModel: RegionViewModel, router: RootRouter) -> RegionView {
    RegionView.make(viewModel: viewModel, router: router)
  }
}

/// What the region screens are about: a region of the data, `regions/france` in URLs.
extension WineRegion: ScreenSubject {
  static var word: String { "regions" }
  static var noun: String { "region" }
  var displayName: String { name }
}

extension RootRouter: RegionsRouting {
  /// A region chosen in the list is presented in a sheet, which the sheet policy places (see
  /// ``presentSheet(_:)``).
  public func showRegion(_ id: RegionSummary.ID) {
    guard let region = region(id: id) else {
      return
    }
    presentSheet(RegionScreen.viewModel(for: region))
  }

  /// A grape chosen on a region's sheet has its Details presented as another sheet: under the
  /// single policy the region's sheet is dismissed first, stacked it stays beneath.
  public func showGrape(_ id: RegionGrape.ID) {
    guard let item = item(id: id) else {
      return
    }
    presentSheet(DetailsScreen.viewModel(for: item))
  }
}
