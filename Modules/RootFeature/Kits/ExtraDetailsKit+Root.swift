import ExtraDetailsKit
import NavigationBackport
import TerminalNavigation
import TerminalUI

// ExtraDetailsKit as the root knows it: a grape's regions as a chart, named `grapes/ID/extra`;
// a region chosen on the chart opens in the Regions tab.

extension RootKit {
  static var extraDetails: RootKit {
    RootKit(
      destinations: { router, content in
        AnyView(
          content.nbNavigationDestination(for: ExtraDetailsViewModel.self) { viewModel in
            ExtraDetailsView.make(viewModel: viewModel, router: router)
          })
      },
      routes: { data, _ in
        [
          NBLinkRoute("grapes/{id}/extra", id: \ExtraDetailsViewModel.id) {
            id throws(NBLinkError) in
            ExtraDetailsViewModel(try data.grape(id))
          }
        ]
      },
      noticeTitle: { ($0.base as? ExtraDetailsViewModel)?.title },
      samples: { data, _ in data.items.last.map { [[RootRouter.extraDetails(of: $0)]] } ?? [] })
  }
}

extension ExtraDetailsViewModel {
  /// Extra details of `item`: its regions in the order the chart shows them.
  init(_ item: RootModel) {
    self.init(
      id: item.id, title: item.title,
      regions: item.regions.map(RegionShare.init).largestShareFirst())
  }
}

extension RegionShare {
  /// The chart's share of the region `region` of a grape, in the colour of the same name (the
  /// data file's colour names are the chart's, as a test checks).
  init(_ region: GrapeRegion) {
    let color = RegionColor(rawValue: region.color.rawValue) ?? .gray
    self.init(name: region.name, value: region.value, color: color)
  }
}

extension RootRouter: ExtraDetailsRouting {
  /// The Extra details screen of `item`, as the presentation style and links show it.
  nonisolated static func extraDetails(of item: RootModel) -> AnyHashable {
    ExtraDetailsViewModel(item)
  }

  /// Whether `value` is an Extra details screen, which a selection in split view replaces.
  nonisolated static func isExtraDetails(_ value: AnyHashable) -> Bool {
    value.base is ExtraDetailsViewModel
  }

  /// A region chosen on the chart opens in the Regions tab (open navigation, ``open(region:)``).
  func showRegion(named name: String) {
    let region = data.regions.first { $0.name == name }
    open(region: region?.id ?? WineRegion.identifier(for: name))
  }
}
