import NavigationBackport
import Testing

@testable import RootFeature

/// Changing the style while a screen is shown: what is shown stays, the next selection uses the
/// new style.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct RootRouterStyleChangeTests {
  /// What selecting `item` shows in `style` from the bare root list.
  private func selection(_ item: RootModel, in style: PresentationStyle) -> Shown {
    switch style.pushes {
    case true: return Shown(root: [item.screen(in: style)])
    case false: return Shown(sheet: item.screen(in: style))
    }
  }

  @Test(arguments: PresentationStyle.allCases, PresentationStyle.allCases)
  func whatIsShownStaysAndTheNextSelectionUsesTheNewStyle(
    from old: PresentationStyle, to new: PresentationStyle
  ) async {
    let harness = await RootHarness.loaded(style: old)
    harness.router.show(Grapes.first)
    let shown = harness.navigator.state
    let changes = harness.navigator.changeCount
    _ = harness.takeEvents()

    harness.presenter.choose(new)

    #expect(harness.router.settings.presentationStyle == new)
    #expect(harness.navigator.state == shown)
    #expect(harness.navigator.changeCount == changes)
    #expect(harness.takeEvents().isEmpty)

    // Back to the list the way the old style's screen offers (Back or Close), then select.
    switch old.pushes {
    case true: #expect(harness.navigator.pop())
    case false: #expect(harness.navigator.dismiss())
    }
    #expect(harness.shown == .rootList)
    harness.router.show(Grapes.second)
    #expect(harness.shown == selection(Grapes.second, in: new))
  }

  /// Details shown in a sheet stays the context of its requests after a switch to a stack style.
  @Test(arguments: [PresentationStyle.detailsStack, .extraDetailsStack])
  func detailsInASheetStillPushesExtraDetailsInTheSheet(new: PresentationStyle) async {
    let harness = await RootHarness.loaded(style: .detailsModally)
    harness.router.show(Grapes.first)
    harness.router.settings.presentationStyle = new

    harness.router.presentExtraDetails(Grapes.first.id)

    #expect(
      harness.shown == Shown(sheet: Grapes.first.details, sheetPath: [Grapes.first.extraDetails]))
    harness.router.dismissDetails()
    #expect(harness.shown == .rootList)
  }

  /// Details pushed on the root stack stays the context after a switch to a modal style.
  @Test(arguments: [PresentationStyle.detailsModally, .extraDetailsModally])
  func detailsOnTheStackStillPushesExtraDetailsOnTheStack(new: PresentationStyle) async {
    let harness = await RootHarness.loaded(style: .detailsStack)
    harness.router.show(Grapes.first)
    harness.router.settings.presentationStyle = new

    harness.router.presentExtraDetails(Grapes.first.id)

    #expect(harness.shown == Shown(root: [Grapes.first.details, Grapes.first.extraDetails]))
  }
}
