import RegionsKit
import TerminalUI

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
