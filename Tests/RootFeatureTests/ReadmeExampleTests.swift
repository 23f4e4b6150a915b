import DetailsKit
import NavigationBackport
import TerminalNavigation
import TerminalUI
import Testing

@testable import RootFeature

/// The code shown in README.md's "Navigation in code" and in Docs/NavigationInCode.md, run here;
/// `DocumentedCodeTests` checks that the documents show this code.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ReadmeExampleTests {
  @Test func navigationInCode() async {
    let root = RootView.make(
      client: SampleAPIClient(latency: .zero), presentationStyle: .detailsModally)
    await root.presenter.load()
    let router = root.router
    let shiraz = root.presenter.items[2]

    router.show(shiraz)
    router.presentExtraDetails(shiraz.id)
    #expect(router.navigator.state.modals.first?.path?.count == 1)
    router.dismissDetails()
    #expect(router.navigator.state == RootTab.emptyState())

    router.settings.sheetPolicy = .stacked
    router.select(.regions)
    router.showRegion("france")
    router.showGrape("pinot-noir")
    router.navigator.dismiss()
    #expect(router.notices == ["Closed Pinot Noir"])
    router.showRegion(named: "Australia")
    #expect(
      router.url
        == "feature-routing://tab/regions/sheet/regions/australia/region?sheets=stacked")
  }

  @Test func tabsAreTheNavigatorsRoots() {
    let navigator = NBNavigator(state: RootTab.emptyState())
    let view = NBTabView(navigator: navigator) {
      NBTab("Grapes", root: "grapes") { Text("The grapes") }
      NBTab("Regions", root: "regions") { Text("The regions") }
    }
    #expect(view.renderedText(width: 40) == "● Grapes  ○ Regions\nThe grapes")
    navigator.select(root: "regions")
    #expect(view.renderedText(width: 40) == "○ Grapes  ● Regions\nThe regions")
  }

  @Test func viewsAreSwiftUIShapedAndRenderToFrames() async {
    let root = RootView.make(client: SampleAPIClient(latency: .zero))
    await root.presenter.load()
    let router = root.router
    let items = root.presenter.items

    let stack = NBNavigationStack(navigator: router.navigator) {
      List(items) { item in
        NBNavigationLink(
          value: DetailsViewModel(id: item.id, title: item.title, subtitle: item.subtitle)
        ) { Text(item.title) }
      }
      .nbNavigationDestination(for: DetailsViewModel.self) {
        DetailsView.make(viewModel: $0, router: router)
      }
    }
    let host = ViewHost(stack)
    #expect(host.render(width: 40).plainText.hasPrefix("[1] Cabernet Sauvignon ›"))
    #expect(host.perform("3"))
    #expect(host.render(width: 40).plainText.contains("[b] Back  Shiraz"))
  }
}
