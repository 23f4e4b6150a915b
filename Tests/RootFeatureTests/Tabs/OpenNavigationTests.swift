import NavigationBackport
import TerminalUI
import Testing

@testable import RootFeature

/// Open navigation: a region chosen on a grape's Extra details, in any tab, opens in the
/// Regions tab in one update.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct OpenNavigationTests {
  private var france: AnyHashable { Regions.sheet(Regions.france) }

  @Test func fromTheGrapesStackTheRegionOpensInOneUpdateAndTheStackStays() async {
    let harness = await RootHarness.loaded()
    harness.presenter.select(Grapes.second)
    harness.router.presentExtraDetails(Grapes.second.id)
    _ = harness.takeEvents()
    let changes = harness.navigator.changeCount

    harness.router.showRegion(named: "France")

    #expect(harness.shown == Shown(tab: .regions, sheets: [france]))
    #expect(harness.navigator.changeCount == changes + 1)
    #expect(harness.takeEvents() == [.replacedState])
    harness.presenter.select(.grapes)
    #expect(harness.shown == Shown(root: [Grapes.second.details, Grapes.second.extraDetails]))
  }

  @Test func fromAGrapesSheetTheSheetIsDismissed() async {
    let harness = await RootHarness.loaded(style: .extraDetailsModally)
    harness.presenter.select(Grapes.third)

    harness.router.showRegion(named: "US")

    #expect(harness.shown == Shown(tab: .regions, sheets: [Regions.sheet(Regions.all[3])]))
    #expect(harness.router.notices.isEmpty, "the grape's sheet had no handler")
  }

  @Test func fromTheRegionsTabWhatCoversItIsDismissedWithItsNotices() async {
    let harness = await RootHarness.loaded()
    harness.router.settings.sheetPolicy = .stacked
    harness.presenter.select(.regions)
    harness.router.showRegion("france")
    harness.router.showGrape("pinot-noir")
    harness.router.presentExtraDetails("pinot-noir")

    harness.router.showRegion(named: "Australia")

    #expect(harness.shown == Shown(tab: .regions, sheets: [Regions.sheet(Regions.all[1])]))
    #expect(harness.router.notices == ["Closed Pinot Noir", "Closed France"])
    harness.navigator.dismiss()
    #expect(harness.router.notices == ["Closed Australia"], "the opened sheet has its handler")
  }

  @Test func aRegionIsFoundByItsNameInAnyCase() async {
    let harness = await RootHarness.loaded()
    harness.router.showRegion(named: "france")
    #expect(harness.shown == Shown(tab: .regions, sheets: [france]))
  }

  @Test func anUnknownRegionChangesNothing() async {
    let harness = await RootHarness.loaded()
    harness.presenter.select(Grapes.first)
    let before = harness.navigator.state
    harness.router.showRegion(named: "Atlantis")
    #expect(harness.navigator.state == before)
  }

  /// Extra details is one screen wherever it is shown: its regions are rows in every tab.
  @Test func extraDetailsOffersItsRegionsInEveryTab() async {
    let screen = await AppScreen.loaded(style: .extraDetailsStack)
    screen.press("1")
    #expect(screen.frame.control("1")?.title == "Argentina")
    #expect(screen.press("1"))
    #expect(screen.harness.shown == Shown(tab: .regions, sheets: [Regions.sheet(Regions.all[0])]))
  }
}
