import RegionsKit
import TerminalUI

/// The Regions tab's root screen: the region list (RegionsKit) once the grapes are loaded, with a
/// menu of the sheet policies.
///
/// The list reports the region a person chooses to the router (`RegionsRouting`), which presents
/// it; the menu talks to the presenter.
struct RegionsTabScreen: View {
  let presenter: RootPresenter
  let router: RootRouter

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      content
      if let notice = presenter.notice {
        Text(notice).foregroundStyle(.secondary)
      }
    }
    .navigationTitle("Wine Regions")
    .toolbar {
      ToolbarItem {
        RootMenu(presenter: presenter, tab: .regions)
      }
    }
    .onAppear { presenter.start() }
  }

  @ViewBuilder private var content: some View {
    switch presenter.state {
    case .loading:
      ProgressView("Loading…")
    case .loaded:
      RegionListView.make(
        regions: presenter.regions.map {
          RegionSummary(id: $0.id, name: $0.name, grapeCount: $0.grapes.count)
        },
        router: router)
    case .failed(let message):
      LoadFailureView(message: message, presenter: presenter)
    }
  }
}
