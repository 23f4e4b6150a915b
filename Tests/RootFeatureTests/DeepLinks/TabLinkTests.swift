import NavigationBackport
import Testing

@testable import RootFeature

/// Links to the tabs, to regions and with the sheet policy; the Grapes tab's links keep their
/// meaning.
@Suite(.timeLimit(.minutes(5))) struct TabLinkTests {
  /// A URL, the state and settings it names, and its canonical spelling (the URL itself when
  /// `nil`).
  struct Form: Sendable, CustomTestStringConvertible {
    let url: String
    let state: @Sendable () -> NBNavigationState
    var style: PresentationStyle?
    var policy: NBPresentationPolicy?
    var canonical: String?
    var testDescription: String { url }
  }

  static let forms: [Form] = [
    Form(url: "feature-routing://tab/regions", state: { Named.state(.regions) }),
    Form(
      url: "feature-routing://tab/Account", state: { Named.state(.account) },
      canonical: "feature-routing://tab/account"),
    Form(
      url: "feature-routing://tab/grapes", state: { Named.state() },
      canonical: "feature-routing://"),
    Form(
      url: "feature-routing://tab/grapes/grapes/shiraz/details",
      state: { Named.state(.grapes, [Named.details("shiraz")]) },
      canonical: "feature-routing://grapes/shiraz/details"),
    Form(
      url: "feature-routing://tab/regions/sheet/regions/france/region",
      state: { Named.state(.regions, modals: [Named.modal(.sheet, Named.region("france"))]) }),
    Form(
      url:
        "feature-routing://tab/regions/sheet/regions/france/region/sheet/grapes/shiraz/details/extra?sheets=stacked",
      state: {
        Named.state(
          .regions,
          modals: [
            Named.modal(.sheet, Named.region("france")),
            Named.modal(.sheet, Named.details("shiraz"), Named.extra("shiraz")),
          ])
      }, policy: .stacked),
    Form(
      url: "feature-routing://tab/regions/regions/us/region",
      state: { Named.state(.regions, [Named.region("us")]) }),
    Form(
      url: "feature-routing://grapes/shiraz/extra?sheets=single&style=details-modally",
      state: { Named.state(.grapes, [Named.extra("shiraz")]) }, style: .detailsModally,
      policy: .single,
      canonical: "feature-routing://grapes/shiraz/extra?style=details-modally&sheets=single"),
    Form(
      url: "feature-routing://regions/barossa-valley/region",
      state: { Named.state(.grapes, [Named.region("barossa-valley")]) }),
  ]

  @Test(arguments: forms)
  func parsesTabsRegionsAndTheSheetPolicy(form: Form) throws {
    let link = try RootLink(url: form.url)
    #expect(link.state == form.state())
    #expect(link.tab == RootTab(rootID: form.state().selectedRootID))
    #expect(link.presentationStyle == form.style)
    #expect(link.sheetPolicy == form.policy)
    #expect(link.url == form.canonical ?? form.url)
    #expect(try RootLink(url: link.url) == link)
  }

  @Test(arguments: [
    (
      "feature-routing://tab",
      "'tab' at segment 1 must be followed by a tab: 'grapes', 'regions' or 'account'."
    ),
    (
      "feature-routing://tab/wines",
      "Unknown segment 'wines' at position 2; expected 'grapes', 'regions' or 'account'."
    ),
    (
      "feature-routing://grapes/a/details/tab/regions",
      "Unknown segment 'tab' at position 4; expected 'details', 'extra', 'score', 'note', 'grapes', 'regions', 'sign-in', 'edit-name', 'search', 'sheet' or 'cover'."
    ),
    (
      "feature-routing://grapes/shiraz/region",
      "The id 'shiraz' at segment 2 must be followed by 'details', 'extra', 'score' or 'note', not 'region'."
    ),
    (
      "feature-routing://regions/france/details",
      "The id 'france' at segment 2 must be followed by 'region', not 'details'."
    ),
    ("feature-routing://tab/regions/regions", "'regions' at segment 3 must be followed by an id."),
    (
      "feature-routing://region",
      "Unknown segment 'region' at position 1; expected 'regions/ID' before 'region'."
    ),
    (
      "feature-routing://grapes/a/details/region",
      "Unknown segment 'region' at position 4; expected 'regions/ID' before 'region'."
    ),
    (
      "feature-routing://?sheets=piled",
      "Unknown sheet policy 'piled'; expected one of single, stacked."
    ),
    (
      "feature-routing://?sheets",
      "The query parameter 'sheets' has no value; write 'sheets=VALUE'."
    ),
    (
      "feature-routing://?sheets=single&sheets=stacked",
      "The query parameter 'sheets' appears more than once."
    ),
  ])
  func rejectsBadTabsRegionsAndPolicies(url: String, message: String) {
    #expect(throws: NBLinkError(message)) {
      try RootLink(url: url)
    }
  }

  /// A link the app makes names the setting its tab uses: the style on Grapes, the sheet policy
  /// on Regions, neither on Account; a URL that names both keeps both.
  @Test func theGrapesTabIsNotWrittenAndTheOthersAre() throws {
    func url(_ state: NBNavigationState) -> String {
      RootLink(state: state, style: .detailsStack, policy: .stacked).url
    }
    #expect(
      url(Named.state(.grapes, [Named.details("a")]))
        == "feature-routing://grapes/a/details?style=details-stack")
    #expect(url(Named.state(.regions)) == "feature-routing://tab/regions?sheets=stacked")
    #expect(
      url(Named.state(.regions, modals: [Named.modal(.sheet, Named.region("france"))]))
        == "feature-routing://tab/regions/sheet/regions/france/region?sheets=stacked")
    #expect(url(Named.state(.account)) == "feature-routing://tab/account")
    #expect(
      try RootLink(url: "feature-routing://?sheets=single&style=details-stack").url
        == "feature-routing://?style=details-stack&sheets=single")
  }

  /// A grape and a region with the same id are two subjects: each screen keeps its own group.
  @Test func aGrapeAndARegionOfTheSameIdAreGroupedApart() throws {
    let link = RootLink(
      state: Named.state(.grapes, [Named.details("us"), Named.region("us"), Named.extra("us")]),
      style: nil, policy: nil)
    #expect(link.url == "feature-routing://grapes/us/details/regions/us/region/grapes/us/extra")
    #expect(try RootLink(url: link.url) == link)
  }

  /// A URL names the selected tab's screens; the other tabs' stacks are not part of it.
  @Test func theURLOfAStateWithOtherTabsStacksNamesOnlyTheSelectedTab() throws {
    var state = Named.state(.regions)
    state.setPath(NBNavigationPath([Named.details("shiraz")]), in: .root(RootTab.grapes.rootID))
    let link = RootLink(state: state, style: nil, policy: nil)
    #expect(link.url == "feature-routing://tab/regions")
    #expect(try RootLink(url: link.url).state == Named.state(.regions))
  }
}

/// Opening a URL in the app: the tab shows the URL's screens, the other tabs keep theirs.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct OpeningTabLinksTests {
  @Test func openingARegionsURLKeepsTheGrapesStack() async throws {
    let harness = await RootHarness.loaded()
    harness.presenter.select(Grapes.first)
    _ = harness.takeEvents()

    try harness.presenter.open(
      url: "feature-routing://tab/regions/sheet/regions/argentina/region?sheets=stacked")

    #expect(harness.takeEvents() == [.replacedState])
    #expect(
      harness.shown == Shown(tab: .regions, sheets: [Regions.sheet(Regions.all[0])]))
    #expect(harness.router.settings.sheetPolicy == .stacked)
    harness.presenter.select(.grapes)
    #expect(harness.shown == Shown(root: [Grapes.first.details]))
  }

  @Test func openingAGrapesURLShowsTheGrapesTabWithoutTheRegionsTabsNotice() async throws {
    let harness = await RootHarness.loaded()
    harness.presenter.select(.regions)
    harness.router.showRegion("france")

    try harness.presenter.open(url: "feature-routing://grapes/shiraz/details/extra")

    #expect(harness.shown == Shown(root: [Grapes.third.details, Grapes.third.extraDetails]))
    #expect(harness.router.notices == [], "a notice stays with the tab it is about, as tab does")
  }

  @Test func anUnknownRegionIsReportedAndChangesNothing() async throws {
    let harness = await RootHarness.loaded()
    let before = harness.navigator.state
    #expect(
      throws: NBLinkError(
        "No region has the id 'italy'; the ids are 'argentina', 'australia', 'france', 'us'.")
    ) {
      try harness.presenter.open(url: "feature-routing://tab/regions/sheet/regions/italy/region")
    }
    #expect(harness.navigator.state == before)
  }

  @Test func theURLOfEveryTabRoundTrips() async throws {
    let harness = await RootHarness.loaded()
    harness.router.settings.sheetPolicy = .stacked
    harness.presenter.select(.regions)
    harness.router.showRegion("france")
    harness.router.showGrape("shiraz")
    harness.router.presentExtraDetails("shiraz")
    let url = harness.router.url
    #expect(
      url
        == "feature-routing://tab/regions/sheet/regions/france/region/sheet/grapes/shiraz/details/extra?sheets=stacked"
    )
    let state = harness.navigator.state

    let other = await RootHarness.loaded()
    try other.presenter.open(url: url)
    #expect(other.navigator.state == state)
    #expect(other.router.settings.sheetPolicy == .stacked)
  }
}
