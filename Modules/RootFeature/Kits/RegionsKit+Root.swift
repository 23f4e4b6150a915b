import NavigationBackport
import RegionsKit
import TerminalNavigation
import TerminalUI

// RegionsKit as the root knows it: the Regions tab's list and a region's sheet, named
// `regions/ID/region`; a grape chosen on a region's sheet has its Details in another sheet.

extension RootKit {
  static var regions: RootKit {
    RootKit(
      destinations: { router, content in
        AnyView(
          content.nbNavigationDestination(for: RegionViewModel.self) { viewModel in
            RegionView.make(viewModel: viewModel, router: router)
          })
      },
      routes: { data, _ in
        [
          NBLinkRoute("regions/{id}/region", id: \RegionViewModel.id) { id throws(NBLinkError) in
            RegionViewModel(try data.region(id))
          }
        ]
      },
      noticeTitle: { ($0.base as? RegionViewModel)?.name },
      samples: { data, _ in data.regions.last.map { [[RegionViewModel($0)]] } ?? [] })
  }
}

extension RegionViewModel {
  /// `region` with its grapes and their shares.
  init(_ region: WineRegion) {
    self.init(
      id: region.id, name: region.name,
      grapes: region.grapes.map {
        RegionGrape(id: $0.item.id, title: $0.item.title, value: $0.value)
      })
  }
}

/// The Regions tab's root screen: RegionsKit's list of the regions the grapes name, reporting the
/// region a person chooses to the router, which presents it.
struct RegionsTabScreen: View {
  let presenter: RootPresenter
  let router: RootRouter

  var body: some View {
    TabRootScreen(title: "Wine Regions", tab: .regions, presenter: presenter) { _ in
      RegionListView.make(
        regions: presenter.regions.map {
          RegionSummary(id: $0.id, name: $0.name, grapeCount: $0.grapes.count)
        },
        router: router)
    }
  }
}

extension RootRouter: RegionsRouting {
  /// Open navigation: from wherever the person is, selects the Regions tab, dismisses what covers
  /// it and presents the region `id` in a sheet, in one update.
  ///
  /// Does nothing for a region the data does not name.
  func open(region id: WineRegion.ID) {
    guard let region = try? data.region(id) else {
      return
    }
    var state = uncovered(showing: .regions)
    state.modals = [NBModal(.sheet, content: RegionViewModel(region))]
    navigator.state = state
  }

  /// A region chosen in the list is presented in a sheet placed by the sheet policy.
  func showRegion(_ id: RegionSummary.ID) {
    guard let region = try? data.region(id) else {
      return
    }
    navigator.present(RegionViewModel(region), style: .sheet, withStack: true)
  }

  /// A grape chosen on a region's sheet has its Details presented in another sheet: the single
  /// policy dismisses the region's sheet first, the stacked one keeps it beneath.
  func showGrape(_ id: RegionGrape.ID) {
    guard let item = try? data.grape(id) else {
      return
    }
    navigator.present(Self.details(of: item), style: .sheet, withStack: true)
  }
}
