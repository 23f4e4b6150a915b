import NavigationBackport
import Testing

@testable import RootFeature

/// What the router does with the Details screen's requests, in each style: "Show extra details"
/// lands where Details is shown, "Programmatic pop" returns to the bare root list.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct RootRouterDetailsRoutingTests {
  /// Shows Details of `item` the way a person reaches it in `style`: by selecting the grape when
  /// the style shows Details, otherwise through the deep link that pushes Details of the first.
  private func openDetails(
    of item: RootModel = Grapes.first, in style: PresentationStyle
  ) async -> RootHarness {
    let harness = await RootHarness.loaded(style: style)
    if style.showsDetails {
      harness.router.show(item)
    } else {
      harness.presenter.open(.pushOneDetails)
    }
    _ = harness.takeEvents()
    return harness
  }

  @Test(arguments: PresentationStyle.allCases)
  func extraDetailsArePushedWhereDetailsIsShown(style: PresentationStyle) async {
    let harness = await openDetails(in: style)
    let changes = harness.navigator.changeCount

    harness.router.presentExtraDetails(Grapes.first.id)

    let extra = Grapes.first.extraDetails
    if style == .detailsModally {
      #expect(harness.shown == Shown(sheet: Grapes.first.details, sheetPath: [extra]))
      #expect(harness.takeEvents() == [.pushed([TypeNames.extraDetails], in: .modal(depth: 0))])
    } else {
      #expect(harness.shown == Shown(root: [Grapes.first.details, extra]))
      #expect(
        harness.takeEvents() == [
          .pushed([TypeNames.extraDetails], in: .root(RootTab.grapes.rootID))
        ])
    }
    #expect(harness.navigator.changeCount == changes + 1)
  }

  @Test(arguments: [PresentationStyle.detailsStack, .detailsModally], Grapes.all)
  func extraDetailsAreOfTheGrapeDetailsShows(style: PresentationStyle, item: RootModel) async {
    let harness = await openDetails(of: item, in: style)
    harness.router.presentExtraDetails(item.id)
    let top =
      harness.navigator.state.modals.last?.path?.elements.last
      ?? harness.navigator.state.rootPath.elements.last
    #expect(top == item.extraDetails)
  }

  @Test(arguments: PresentationStyle.allCases)
  func anUnknownGrapeChangesNothing(style: PresentationStyle) async {
    let harness = await openDetails(in: style)
    let before = harness.navigator.state
    let changes = harness.navigator.changeCount

    harness.router.presentExtraDetails("merlot")

    #expect(harness.navigator.state == before)
    #expect(harness.navigator.changeCount == changes)
    #expect(harness.takeEvents().isEmpty)
  }

  @Test(arguments: PresentationStyle.allCases)
  func programmaticPopReturnsToTheBareRootList(style: PresentationStyle) async {
    let harness = await openDetails(in: style)
    let changes = harness.navigator.changeCount

    harness.router.dismissDetails()

    #expect(harness.shown == .rootList)
    #expect(harness.takeEvents() == [.replacedState])
    #expect(harness.navigator.changeCount == changes + 1)
  }

  /// From the Details on top of "Push 2 Details and 1 Extra Details", every screen goes.
  @Test(arguments: PresentationStyle.allCases)
  func programmaticPopFromADeepLinkEmptiesTheWholeStack(style: PresentationStyle) async {
    let harness = await RootHarness.loaded(style: style)
    harness.presenter.open(.pushTwoDetailsAndOneExtra)
    _ = harness.takeEvents()

    harness.router.dismissDetails()

    #expect(harness.shown == .rootList)
    #expect(harness.takeEvents() == [.replacedState])
  }

  /// Details in a sheet, the sheet's stack holding Extra details of another grape pushed meanwhile:
  /// the pop still dismisses the sheet in one change.
  @Test func programmaticPopDismissesTheSheetWithEverythingInIt() async {
    let harness = await openDetails(of: Grapes.second, in: .detailsModally)
    harness.router.presentExtraDetails(Grapes.second.id)
    harness.router.presentExtraDetails(Grapes.third.id)
    #expect(
      harness.shown
        == Shown(
          sheet: Grapes.second.details,
          sheetPath: [Grapes.second.extraDetails, Grapes.third.extraDetails]))
    _ = harness.takeEvents()

    harness.router.dismissDetails()

    #expect(harness.shown == .rootList)
    #expect(harness.takeEvents() == [.replacedState])
  }
}
