import DetailsKit
import NavigationBackport
import RegionsKit
import TerminalUI
import TerminalUITesting
import Testing

@testable import RootFeature

/// Single and stacked sheets in the Regions tab: a region's sheet, then a grape's Details as another sheet, placed
/// by the sheet policy, each sheet that closes leaving a notice read from the navigation history.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct RegionsFlowTests {
  /// A loaded harness on the Regions tab with `policy`.
  private func regions(_ policy: NBPresentationPolicy) async -> RootHarness {
    let harness = await RootHarness.loaded()
    harness.router.settings.sheetPolicy = policy
    harness.presenter.select(.regions)
    _ = harness.takeEvents()
    return harness
  }

  private var france: AnyHashable { Regions.sheet(Regions.france) }

  @Test func theRegionsAreEveryRegionTheGrapesNameWithTheirGrapes() async {
    let harness = await RootHarness.loaded()
    #expect(harness.presenter.regions.map(\.name) == ["Argentina", "Australia", "France", "US"])
    #expect(
      harness.presenter.regions[2].grapes.map { "\($0.item.id) \($0.value)" } == [
        "pinot-noir 8.0", "shiraz 1.0",
      ])
  }

  @Test(arguments: NBPresentationPolicy.allCases)
  func choosingARegionPresentsItsSheet(policy: NBPresentationPolicy) async {
    let harness = await regions(policy)
    harness.router.showRegion("france")
    #expect(harness.shown == Shown(tab: .regions, sheets: [france]))
    #expect(harness.router.notices.isEmpty)
  }

  @Test func singleDismissesTheRegionsSheetFirstThenPresentsDetails() async {
    let harness = await regions(.single)
    harness.router.showRegion("france")
    _ = harness.takeEvents()

    harness.router.showGrape("pinot-noir")

    #expect(harness.shown == Shown(tab: .regions, sheets: [Grapes.second.details]))
    #expect(
      harness.takeEvents() == [
        .dismissed(1), .presented(.sheet, typeName: TypeNames.details, withStack: true),
      ])
    #expect(harness.router.notices == ["Closed France"])
    harness.navigator.dismiss()
    #expect(harness.router.notices == ["Closed Pinot Noir"])
    #expect(harness.shown == Shown(tab: .regions))
  }

  @Test func stackedPilesDetailsAndClosingItReturnsToTheRegion() async {
    let harness = await regions(.stacked)
    harness.router.showRegion("france")

    harness.router.showGrape("pinot-noir")
    #expect(harness.shown == Shown(tab: .regions, sheets: [france, Grapes.second.details]))
    #expect(harness.router.notices.isEmpty)

    harness.navigator.dismiss()
    #expect(harness.shown == Shown(tab: .regions, sheets: [france]))
    #expect(harness.router.notices == ["Closed Pinot Noir"])
  }

  /// Programmatic pop dismisses every sheet: the handlers run top-down, and the notices say so.
  @Test func programmaticPopFromStackedSheetsClosesThemTopDown() async {
    let harness = await regions(.stacked)
    harness.router.showRegion("france")
    harness.router.showGrape("shiraz")
    harness.router.presentExtraDetails("shiraz")
    #expect(
      harness.shown
        == Shown(
          tab: .regions,
          sheets: [france, Grapes.third.details]
        ).withPath([Grapes.third.extraDetails]))

    harness.router.dismissDetails()

    #expect(harness.shown == Shown(tab: .regions))
    #expect(harness.router.notices == ["Closed Shiraz", "Closed France"])
  }

  @Test func leavingTheTabClosesItsSheetsAndTheirNoticesStayBehind() async {
    let harness = await regions(.stacked)
    harness.router.showRegion("us")
    harness.router.showGrape("cabernet-sauvignon")

    harness.presenter.select(.grapes)

    #expect(harness.shown == .rootList)
    #expect(harness.router.notices.isEmpty, "a notice belongs to the tab it happened on")
  }

  @Test func selectingTheTabShownClosesItsSheetsWithTheirNotices() async {
    let harness = await regions(.stacked)
    harness.router.showRegion("us")
    harness.router.showGrape("cabernet-sauvignon")

    harness.presenter.select(.regions)

    #expect(harness.router.notices == ["Closed Cabernet Sauvignon", "Closed US"])
  }

  @Test func noticesLastUntilTheNextChangeOrRequest() async {
    let harness = await regions(.single)
    harness.router.showRegion("france")
    harness.navigator.dismiss()
    #expect(harness.router.notices == ["Closed France"])
    harness.router.showRegion("us")
    #expect(harness.router.notices.isEmpty)
    harness.navigator.dismiss()
    #expect(harness.router.notices == ["Closed US"])
    harness.presenter.choose(NBPresentationPolicy.stacked)
    #expect(harness.router.notices.isEmpty)
  }

  /// A region's sheet opened by a URL (or restored) leaves its notice when it closes too.
  @Test func aSheetFromALinkHasItsDismissalHandler() async throws {
    let harness = await RootHarness.loaded()
    try harness.presenter.open(
      url: "feature-routing://tab/regions/sheet/regions/france/region/sheet/grapes/shiraz/details")
    harness.navigator.dismissAll()
    #expect(harness.router.notices == ["Closed Shiraz", "Closed France"])
  }

  @Test func grapeSheetsHaveNoNotices() async {
    let harness = await RootHarness.loaded(style: .detailsModally)
    harness.presenter.select(Grapes.first)
    harness.navigator.dismiss()
    #expect(harness.router.notices.isEmpty)
  }

  @Test func theSheetPolicyIsTheNavigators() {
    let router = RootRouter(sheetPolicy: .stacked)
    #expect(router.navigator.presentationPolicy == .stacked)
    router.settings.sheetPolicy = .single
    #expect(router.navigator.presentationPolicy == .single)
  }

  @Test func anUnknownRegionOrGrapeChangesNothing() async {
    let harness = await regions(.single)
    harness.router.showRegion("atlantis")
    harness.router.showGrape("merlot")
    #expect(harness.shown == Shown(tab: .regions))
    #expect(harness.takeEvents().isEmpty)
  }

  // MARK: As a person sees it

  @Test func theRegionsTabListsTheRegionsAndOpensOneInASheet() async {
    let screen = await AppScreen.loaded()
    screen.harness.presenter.select(.regions)
    assertSnapshot(of: screen.frame, named: "regions-1-list")
    #expect(screen.frame.control("m")?.title == "One sheet at a time")

    #expect(screen.press("3"))
    assertSnapshot(of: screen.frame, named: "regions-2-france")
    #expect(screen.press("1"))
    assertSnapshot(of: screen.frame, named: "regions-3-pinot-noir-single")
    #expect(screen.harness.shown == Shown(tab: .regions, sheets: [Grapes.second.details]))
  }

  @Test func theMenuChoosesTheSheetPolicy() async throws {
    let screen = await AppScreen.loaded()
    screen.harness.presenter.select(.regions)
    #expect(screen.press("m"))
    let stacked = try #require(screen.shortcut(endingWith: "Stacked sheets"))
    #expect(screen.press(stacked))
    #expect(screen.harness.router.settings.sheetPolicy == .stacked)
    #expect(screen.frame.control("m")?.title == "Stacked sheets")
    screen.press("3")
    screen.press("1")
    assertSnapshot(of: screen.frame, named: "regions-3-pinot-noir-stacked")
  }
}

extension Shown {
  /// This, with `path` pushed on the top modal's own stack.
  func withPath(_ path: [AnyHashable]) -> Shown {
    var shown = self
    shown.modals[shown.modals.count - 1].path = path
    return shown
  }
}
