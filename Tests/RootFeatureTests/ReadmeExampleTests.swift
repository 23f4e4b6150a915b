import DetailsKit
import NavigationBackport
import TerminalNavigation
import TerminalUI
import Testing

@testable import RootFeature

/// The code shown in README.md's "Navigation in code", kept true by running it.
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
