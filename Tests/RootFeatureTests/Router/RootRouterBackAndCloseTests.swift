import NavigationBackport
import Testing

@testable import RootFeature

/// The bar's Back (pop one screen) and the sheet's Close (dismiss it), in each style: the
/// navigator operations the bridge's controls call.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct RootRouterBackAndCloseTests {
  @Test(arguments: [PresentationStyle.detailsStack, .extraDetailsStack])
  func backFromAPushedScreenShowsTheList(style: PresentationStyle) async {
    let harness = await RootHarness.loaded(style: style)
    harness.router.show(Grapes.first)
    _ = harness.takeEvents()

    #expect(harness.navigator.pop())

    #expect(harness.shown == .rootList)
    #expect(harness.takeEvents() == [.popped(1, from: .root(RootTab.grapes.rootID))])
  }

  @Test func backFromExtraDetailsShowsDetailsAgainOnTheRootStack() async {
    let harness = await RootHarness.loaded(style: .detailsStack)
    harness.router.show(Grapes.first)
    harness.router.presentExtraDetails(Grapes.first.id)
    _ = harness.takeEvents()

    #expect(harness.navigator.pop())

    #expect(harness.shown == Shown(root: [Grapes.first.details]))
    #expect(harness.takeEvents() == [.popped(1, from: .root(RootTab.grapes.rootID))])
  }

  @Test func backFromExtraDetailsInTheSheetKeepsTheSheetOnDetails() async {
    let harness = await RootHarness.loaded(style: .detailsModally)
    harness.router.show(Grapes.first)
    harness.router.presentExtraDetails(Grapes.first.id)
    _ = harness.takeEvents()

    #expect(harness.navigator.pop())

    #expect(harness.shown == Shown(sheet: Grapes.first.details))
    #expect(harness.takeEvents() == [.popped(1, from: .modal(depth: 0))])
  }

  /// The sheet's own stack is empty: back never reaches beneath the sheet.
  @Test(arguments: [PresentationStyle.detailsModally, .extraDetailsModally])
  func backOnASheetsFirstScreenChangesNothing(style: PresentationStyle) async {
    let harness = await RootHarness.loaded(style: style)
    harness.presenter.open(.pushOneDetails)
    harness.router.show(Grapes.second)
    let before = harness.navigator.state
    _ = harness.takeEvents()

    #expect(!harness.navigator.pop())

    #expect(harness.navigator.state == before)
    #expect(harness.takeEvents().isEmpty)
  }

  @Test(arguments: PresentationStyle.allCases)
  func backOnTheBareRootListChangesNothing(style: PresentationStyle) async {
    let harness = await RootHarness.loaded(style: style)
    #expect(!harness.navigator.pop())
    #expect(harness.shown == .rootList)
    #expect(harness.takeEvents().isEmpty)
  }

  @Test(arguments: [PresentationStyle.detailsModally, .extraDetailsModally])
  func closeDismissesTheSheet(style: PresentationStyle) async {
    let harness = await RootHarness.loaded(style: style)
    harness.router.show(Grapes.first)
    _ = harness.takeEvents()

    #expect(harness.navigator.dismiss())

    #expect(harness.shown == .rootList)
    #expect(harness.takeEvents() == [.dismissed(1)])
  }

  @Test func closeDismissesTheSheetWithExtraDetailsPushedInIt() async {
    let harness = await RootHarness.loaded(style: .detailsModally)
    harness.router.show(Grapes.first)
    harness.router.presentExtraDetails(Grapes.first.id)
    _ = harness.takeEvents()

    #expect(harness.navigator.dismiss())

    #expect(harness.shown == .rootList)
    #expect(harness.takeEvents() == [.dismissed(1)])
  }

  /// A sheet over screens pushed by a deep link: closing it shows them again, untouched.
  @Test(arguments: [PresentationStyle.detailsModally, .extraDetailsModally])
  func closeKeepsWhatTheRootStackShowed(style: PresentationStyle) async {
    let harness = await RootHarness.loaded(style: style)
    harness.presenter.open(.pushOneDetails)
    harness.router.show(Grapes.third)
    _ = harness.takeEvents()

    #expect(harness.navigator.dismiss())

    #expect(harness.shown == Shown(root: [Grapes.first.details]))
    #expect(harness.takeEvents() == [.dismissed(1)])
  }

  @Test(arguments: [PresentationStyle.detailsStack, .extraDetailsStack])
  func closeWithoutASheetChangesNothing(style: PresentationStyle) async {
    let harness = await RootHarness.loaded(style: style)
    harness.router.show(Grapes.first)
    let before = harness.navigator.state
    _ = harness.takeEvents()

    #expect(!harness.navigator.dismiss())

    #expect(harness.navigator.state == before)
    #expect(harness.takeEvents().isEmpty)
  }
}
