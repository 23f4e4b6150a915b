import NavigationBackport
import Testing

@testable import RootFeature

/// URLs of the tabs, of regions and of the sheet policy; today's URLs keep their meaning.
@Suite(.timeLimit(.minutes(2))) struct TabURLTests {
  private typealias Screen = RootLocation.Screen

  @Test(arguments: [
    ("feature-routing://tab/regions", RootLocation(tab: .regions)),
    ("feature-routing://tab/Account", RootLocation(tab: .account)),
    ("feature-routing://tab/grapes", RootLocation()),
    (
      "feature-routing://tab/grapes/grapes/shiraz/details",
      RootLocation(path: [Screen(.details, "shiraz")])
    ),
    (
      "feature-routing://tab/regions/sheet/regions/france/region",
      RootLocation(tab: .regions, modals: [.init(content: Screen(.region, "france"))])
    ),
    (
      "feature-routing://tab/regions/sheet/regions/france/region/sheet/grapes/shiraz/details/extra?sheets=stacked",
      RootLocation(
        tab: .regions,
        modals: [
          .init(content: Screen(.region, "france")),
          .init(content: Screen(.details, "shiraz"), path: [Screen(.extraDetails, "shiraz")]),
        ],
        sheetPolicy: .stacked)
    ),
    (
      "feature-routing://tab/regions/regions/us/region",
      RootLocation(tab: .regions, path: [Screen(.region, "us")])
    ),
    (
      "feature-routing://grapes/shiraz/extra?sheets=single&style=details-modally",
      RootLocation(
        path: [Screen(.extraDetails, "shiraz")], presentationStyle: .detailsModally,
        sheetPolicy: .single)
    ),
    (
      "feature-routing://regions/barossa-valley/region",
      RootLocation(path: [Screen(.region, "barossa-valley")])
    ),
  ])
  func parsesTabsRegionsAndTheSheetPolicy(url: String, expected: RootLocation) throws {
    #expect(try RootLocation(url: url) == expected)
  }

  @Test(arguments: [
    (
      "feature-routing://tab",
      DeepLinkError.link(
        NBLinkError(
          "'tab' at segment 1 must be followed by a tab: 'grapes', 'regions' or 'account'."))
    ),
    (
      "feature-routing://tab/wines",
      DeepLinkError.link(
        NBLinkError(
          "Unknown segment 'wines' at position 2; expected 'grapes', 'regions' or 'account'."))
    ),
    (
      "feature-routing://grapes/a/details/tab/regions",
      DeepLinkError.link(
        NBLinkError(
          "Unknown segment 'tab' at position 4; expected 'details', 'extra', 'grapes', 'regions', 'sign-in', 'edit-name', 'sheet' or 'cover'."
        ))
    ),
    (
      "feature-routing://grapes/shiraz/region",
      DeepLinkError.link(
        NBLinkError(
          "The id 'shiraz' at segment 2 must be followed by 'details' or 'extra', not 'region'."))
    ),
    (
      "feature-routing://regions/france/details",
      DeepLinkError.link(
        NBLinkError("The id 'france' at segment 2 must be followed by 'region', not 'details'."))
    ),
    (
      "feature-routing://tab/regions/regions",
      DeepLinkError.link(NBLinkError("'regions' at segment 3 must be followed by an id."))
    ),
    (
      "feature-routing://region",
      DeepLinkError.link(
        NBLinkError(
          "Unknown segment 'region' at position 1; expected 'regions/ID' before 'region'."))
    ),
    (
      "feature-routing://grapes/a/details/region",
      DeepLinkError.link(
        NBLinkError(
          "Unknown segment 'region' at position 4; expected 'regions/ID' before 'region'."))
    ),
    ("feature-routing://?sheets=piled", DeepLinkError.unknownSheetPolicy("piled")),
    (
      "feature-routing://?sheets",
      DeepLinkError.link(
        NBLinkError("The query parameter 'sheets' has no value; write 'sheets=VALUE'."))
    ),
    (
      "feature-routing://?sheets=single&sheets=stacked",
      DeepLinkError.link(NBLinkError("The query parameter 'sheets' appears more than once."))
    ),
  ])
  func rejectsBadTabsRegionsAndPolicies(url: String, expected: DeepLinkError) {
    #expect(throws: expected) {
      try RootLocation(url: url)
    }
  }

  @Test func theGrapesTabIsNotWrittenAndTheOthersAre() {
    #expect(RootLocation(path: [Screen(.details, "a")]).url == "feature-routing://grapes/a/details")
    #expect(RootLocation(tab: .regions).url == "feature-routing://tab/regions")
    #expect(
      RootLocation(
        tab: .regions, modals: [.init(content: Screen(.region, "france"))], sheetPolicy: .stacked
      ).url == "feature-routing://tab/regions/sheet/regions/france/region?sheets=stacked")
    #expect(
      RootLocation(presentationStyle: .detailsStack, sheetPolicy: .single).url
        == "feature-routing://?style=details-stack&sheets=single")
  }

  /// A grape and a region with the same id are two subjects: each screen keeps its own group.
  @Test func aGrapeAndARegionOfTheSameIdAreGroupedApart() throws {
    let location = RootLocation(
      path: [Screen(.details, "us"), Screen(.region, "us"), Screen(.extraDetails, "us")])
    #expect(
      location.url == "feature-routing://grapes/us/details/regions/us/region/grapes/us/extra")
    #expect(try RootLocation(url: location.url) == location)
  }

  /// A URL names the selected tab's screens; the other tabs' stacks are not part of it.
  @Test func theURLOfALocationWithOtherTabsStacksNamesOnlyTheSelectedTab() throws {
    var location = RootLocation(tab: .regions)
    location.setPath([Screen(.details, "shiraz")], of: .grapes)
    #expect(location.url == "feature-routing://tab/regions")
    #expect(try RootLocation(url: location.url) == RootLocation(tab: .regions))
  }
}

/// Opening a URL in the app: the tab shows the URL's screens, the other tabs keep theirs.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct OpeningTabURLsTests {
  @Test func openingARegionsURLKeepsTheGrapesStack() async throws {
    let harness = await RootHarness.loaded()
    harness.presenter.select(Grapes.first)
    _ = harness.takeEvents()

    try harness.presenter.open(
      url: "feature-routing://tab/regions/sheet/regions/argentina/region?sheets=stacked")

    #expect(harness.takeEvents() == [.replacedState])
    #expect(
      harness.shown == Shown(tab: .regions, sheets: [Regions.sheet(Regions.all[0])]))
    #expect(harness.router.sheetPolicy == .stacked)
    harness.presenter.select(.grapes)
    #expect(harness.shown == Shown(root: [Grapes.first.details]))
  }

  @Test func openingTodaysURLShowsTheGrapesTab() async throws {
    let harness = await RootHarness.loaded()
    harness.presenter.select(.regions)
    harness.router.showRegion("france")

    try harness.presenter.open(url: "feature-routing://grapes/shiraz/details/extra")

    #expect(harness.shown == Shown(root: [Grapes.third.details, Grapes.third.extraDetails]))
    #expect(harness.router.notices == ["Closed France"])
  }

  @Test func anUnknownRegionIsReportedAndChangesNothing() async throws {
    let harness = await RootHarness.loaded()
    let before = harness.navigator.state
    #expect(
      throws: DeepLinkError.unknownID(
        noun: "region", id: "italy", known: ["argentina", "australia", "france", "us"])
    ) {
      try harness.presenter.open(url: "feature-routing://tab/regions/sheet/regions/italy/region")
    }
    #expect(harness.navigator.state == before)
  }

  @Test func theURLOfEveryTabRoundTrips() async throws {
    let harness = await RootHarness.loaded()
    harness.router.sheetPolicy = .stacked
    harness.presenter.select(.regions)
    harness.router.showRegion("france")
    harness.router.showGrape("shiraz")
    harness.router.presentExtraDetails("shiraz")
    let url = try #require(harness.router.location?.url)
    #expect(
      url
        == "feature-routing://tab/regions/sheet/regions/france/region/sheet/grapes/shiraz/details/extra?sheets=stacked"
    )
    let state = harness.navigator.state

    let other = await RootHarness.loaded()
    try other.presenter.open(url: url)
    #expect(other.navigator.state == state)
    #expect(other.router.sheetPolicy == .stacked)
  }
}
