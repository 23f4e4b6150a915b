import NavigationBackport
import Testing

@testable import RootFeature

/// The root menu's deep links, in each style and from whatever is shown: each is a link,
/// opened like any URL, after which the root stack shows exactly the link's screens, no sheet, in
/// one state change.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct RootRouterDeepLinkTests {
  private func expected(_ link: RootDeepLink) -> Shown {
    switch link {
    case .pushOneDetails:
      return Shown(root: [Grapes.first.details])
    case .pushTwoDetailsAndOneExtra:
      return Shown(root: [Grapes.first.details, Grapes.second.extraDetails, Grapes.third.details])
    }
  }

  /// Opens `link` from the menu and checks the outcome: its exact screens, no modal, one change,
  /// one event, no notice.
  private func expectOpened(
    _ link: RootDeepLink, on harness: RootHarness,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    _ = harness.takeEvents()
    let changes = harness.navigator.changeCount

    harness.presenter.open(link)

    #expect(harness.shown == expected(link), sourceLocation: sourceLocation)
    #expect(harness.navigator.state.modals.isEmpty, sourceLocation: sourceLocation)
    #expect(harness.navigator.changeCount == changes + 1, sourceLocation: sourceLocation)
    #expect(harness.takeEvents() == [.replacedState], sourceLocation: sourceLocation)
    #expect(harness.presenter.notice == nil, sourceLocation: sourceLocation)
  }

  /// The links are these URLs with the sample's grapes, and open the same screens.
  @Test(arguments: [
    (RootDeepLink.pushOneDetails, "feature-routing://grapes/cabernet-sauvignon/details"),
    (
      .pushTwoDetailsAndOneExtra,
      "feature-routing://grapes/cabernet-sauvignon/details/grapes/pinot-noir/extra/grapes/shiraz/details"
    ),
  ])
  func eachLinkIsAURL(link: RootDeepLink, url: String) async throws {
    let made = try #require(link.link(in: Grapes.all))
    #expect(made.url == url)
    #expect(made.tab == .grapes)
    #expect(made.presentationStyle == nil)
    #expect(made.sheetPolicy == nil)

    let harness = await RootHarness.loaded()
    try harness.presenter.open(url: url)
    #expect(harness.shown == expected(link))
  }

  @Test(arguments: PresentationStyle.allCases, RootDeepLink.allCases)
  func fromTheBareRootList(style: PresentationStyle, link: RootDeepLink) async {
    let harness = await RootHarness.loaded(style: style)
    expectOpened(link, on: harness)
  }

  /// Whatever the style showed (a pushed screen, or a sheet with a screen pushed in it) goes.
  @Test(arguments: PresentationStyle.allCases, RootDeepLink.allCases)
  func fromWhatASelectionShowed(style: PresentationStyle, link: RootDeepLink) async {
    let harness = await RootHarness.loaded(style: style)
    harness.router.show(Grapes.third)
    if style == .detailsModally {
      harness.router.presentExtraDetails(Grapes.third.id)
    }
    #expect(harness.shown != .rootList)
    expectOpened(link, on: harness)
  }

  /// Over the other link's screens, the path is replaced, not extended.
  @Test(arguments: RootDeepLink.allCases)
  func fromTheOtherLinksScreens(link: RootDeepLink) async {
    let harness = await RootHarness.loaded()
    let other = RootDeepLink.allCases.first { $0 != link } ?? link
    harness.presenter.open(other)
    expectOpened(link, on: harness)
  }

  @Test(arguments: RootDeepLink.allCases)
  func theStyleIsLeftAlone(link: RootDeepLink) async {
    let harness = await RootHarness.loaded(style: .extraDetailsModally)
    harness.presenter.open(link)
    #expect(harness.router.settings.presentationStyle == .extraDetailsModally)
  }

  @Test func tooFewGrapesChangeNothing() async {
    let harness = await RootHarness.loaded(grapes: [.named("a"), .named("b")])
    harness.router.show(harness.presenter.items[1])
    let before = harness.navigator.state
    let changes = harness.navigator.changeCount

    harness.presenter.open(.pushTwoDetailsAndOneExtra)

    #expect(harness.navigator.state == before)
    #expect(harness.navigator.changeCount == changes)
    #expect(harness.presenter.notice != nil)
  }

  @Test(arguments: RootDeepLink.allCases)
  func aLinkNeedsItsGrapes(link: RootDeepLink) {
    let fewer = Array(Grapes.all.prefix(link.requiredGrapes - 1))
    #expect(link.link(in: fewer) == nil)
    #expect(link.link(in: Array(Grapes.all.prefix(link.requiredGrapes))) != nil)
  }
}
