import NavigationBackport
import Testing

@testable import RootFeature

/// The tabs as roots of the router's navigator: each keeps its stack, and selecting one shows it
/// uncovered.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct RootTabTests {
  @Test func theRouterStartsWithARootPerTabAndGrapesSelected() {
    let router = RootRouter()
    #expect(router.navigator.state.roots.map(\.id) == ["grapes", "regions", "account"])
    #expect(router.selectedTab == .grapes)
    #expect(router.navigator.state == RootTab.emptyState())
  }

  @Test func tabsAreNamedAndTitledAndTheOldMainRootIsGrapes() {
    #expect(RootTab.allCases.map(\.rawValue) == ["grapes", "regions", "account"])
    #expect(RootTab.allCases.map(\.title) == ["Grapes", "Regions", "Account"])
    #expect(RootTab(name: "Regions") == .regions)
    #expect(RootTab(name: "settings") == nil)
    #expect(RootTab(rootID: .main) == .grapes)
    #expect(RootTab(rootID: "account") == .account)
    #expect(RootTab(rootID: "settings") == nil)
  }

  @Test func eachTabKeepsItsStackWhenAnotherIsSelected() async {
    let harness = await RootHarness.loaded()
    harness.presenter.select(Grapes.third)
    harness.router.presentExtraDetails(Grapes.third.id)

    harness.presenter.select(.regions)
    #expect(harness.router.selectedTab == .regions)
    #expect(harness.navigator.state.rootPath.isEmpty)
    harness.presenter.select(.account)
    harness.presenter.select(.grapes)

    #expect(harness.shown == Shown(root: [Grapes.third.details, Grapes.third.extraDetails]))
  }

  @Test func selectingATabDismissesWhatCoversTheAppInOneUpdate() async {
    let harness = await RootHarness.loaded(style: .detailsModally)
    harness.presenter.select(Grapes.second)
    harness.router.presentExtraDetails(Grapes.second.id)
    _ = harness.takeEvents()
    let changes = harness.navigator.changeCount

    harness.presenter.select(.regions)

    #expect(harness.shown == Shown(tab: .regions))
    #expect(harness.navigator.changeCount == changes + 1)
    #expect(harness.takeEvents() == [.replacedState])
    harness.presenter.select(.grapes)
    #expect(harness.shown == .rootList, "the sheet went with its own stack")
  }

  @Test func selectingTheShownTabAgainShowsItsRootInOneUpdate() async {
    let harness = await RootHarness.loaded()
    harness.presenter.select(Grapes.third)
    harness.router.presentExtraDetails(Grapes.third.id)
    harness.presenter.select(.account)
    harness.presenter.select(.grapes)
    #expect(harness.shown == Shown(root: [Grapes.third.details, Grapes.third.extraDetails]))
    let changes = harness.navigator.changeCount

    harness.presenter.select(.grapes)

    #expect(harness.shown == .rootList)
    #expect(harness.navigator.changeCount == changes + 1)
  }

  @Test func selectingTheShownTabAtItsRootChangesNothing() async {
    let harness = await RootHarness.loaded()
    let changes = harness.navigator.changeCount
    harness.presenter.select(.grapes)
    #expect(harness.navigator.changeCount == changes)
  }

  /// A state set on the navigator from outside (a test, an old file) may lack the tabs' roots;
  /// selecting a tab puts them back, keeping the old single root's stack as the Grapes tab's.
  @Test func aStateWithoutTheTabsRootsGetsThemWhenATabIsSelected() async {
    let harness = await RootHarness.loaded()
    harness.navigator.state = NBNavigationState(path: NBNavigationPath([Grapes.first.details]))

    harness.presenter.select(.regions)
    harness.presenter.select(.grapes)

    #expect(harness.shown == Shown(root: [Grapes.first.details]))
  }

  @Test func theURLCarriesTheSettingTheSelectedTabUses() async {
    let harness = await RootHarness.loaded(style: .detailsModally)
    harness.router.settings.sheetPolicy = .stacked
    #expect(harness.router.url == "feature-routing://?style=details-modally")
    harness.presenter.select(.regions)
    #expect(harness.router.url == "feature-routing://tab/regions?sheets=stacked")
    harness.presenter.select(.account)
    #expect(harness.router.url == "feature-routing://tab/account")
  }
}
