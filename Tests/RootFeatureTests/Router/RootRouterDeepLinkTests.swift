import NavigationBackport
import RootFeature
import Testing

/// The root menu's deep links, in each style and from whatever is shown: the root stack shows
/// exactly the link's screens, no sheet, in one state change.
@MainActor
@Suite struct RootRouterDeepLinkTests {
  private func expected(_ link: RootDeepLink) -> Shown {
    switch link {
    case .pushOneDetails:
      return Shown(root: [Grapes.first.details])
    case .pushTwoDetailsAndOneExtra:
      return Shown(root: [Grapes.first.details, Grapes.second.extraDetails, Grapes.third.details])
    }
  }

  /// Applies `link` and checks the outcome: its exact screens, no modal, one change, one event.
  private func expectApplied(
    _ link: RootDeepLink, by apply: () -> Void, on harness: RootHarness,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    _ = harness.takeEvents()
    let changes = harness.navigator.changeCount

    apply()

    #expect(harness.shown == expected(link), sourceLocation: sourceLocation)
    #expect(harness.navigator.state.modals.isEmpty, sourceLocation: sourceLocation)
    #expect(harness.navigator.changeCount == changes + 1, sourceLocation: sourceLocation)
    #expect(harness.takeEvents() == [.replacedState], sourceLocation: sourceLocation)
  }

  @Test(arguments: PresentationStyle.allCases, RootDeepLink.allCases)
  func fromTheBareRootList(style: PresentationStyle, link: RootDeepLink) async {
    let harness = await RootHarness.loaded(style: style)
    expectApplied(link, by: { #expect(harness.router.apply(link)) }, on: harness)
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
    expectApplied(link, by: { #expect(harness.router.apply(link)) }, on: harness)
  }

  /// Over the other link's screens, the path is replaced, not extended.
  @Test(arguments: RootDeepLink.allCases)
  func fromTheOtherLinksScreens(link: RootDeepLink) async {
    let harness = await RootHarness.loaded()
    let other = RootDeepLink.allCases.first { $0 != link } ?? link
    harness.router.apply(other)
    expectApplied(link, by: { #expect(harness.router.apply(link)) }, on: harness)
  }

  @Test(arguments: PresentationStyle.allCases, RootDeepLink.allCases)
  func throughThePresenter(style: PresentationStyle, link: RootDeepLink) async {
    let harness = await RootHarness.loaded(style: style)
    harness.router.show(Grapes.second)
    expectApplied(link, by: { harness.presenter.open(link) }, on: harness)
    #expect(harness.presenter.notice == nil)
  }

  @Test(arguments: RootDeepLink.allCases)
  func theStyleIsLeftAlone(link: RootDeepLink) async {
    let harness = await RootHarness.loaded(style: .extraDetailsModally)
    harness.router.apply(link)
    #expect(harness.router.presentationStyle == .extraDetailsModally)
  }

  @Test func tooFewGrapesChangeNothing() async {
    let harness = await RootHarness.loaded(grapes: [.named("a"), .named("b")])
    harness.router.show(harness.presenter.items[1])
    let before = harness.navigator.state
    let changes = harness.navigator.changeCount

    #expect(!harness.router.apply(.pushTwoDetailsAndOneExtra))

    #expect(harness.navigator.state == before)
    #expect(harness.navigator.changeCount == changes)
  }

  @Test func withoutADataSourceNothingIsApplied() {
    let router = RootRouter()
    #expect(!router.apply(.pushOneDetails))
    #expect(router.navigator.changeCount == 0)
  }
}
