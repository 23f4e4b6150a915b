import NavigationBackport
import Testing

@testable import RootFeature

/// Selecting a grape, in each style, through the router, the presenter and the rendered list.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct RootRouterSelectionTests {
  /// What selecting `item` shows in `style`, from the bare root list.
  private func expected(_ item: RootModel, in style: PresentationStyle) -> Shown {
    switch style.pushes {
    case true: return Shown(root: [item.screen(in: style)])
    case false: return Shown(sheet: item.screen(in: style))
    }
  }

  /// The one event selecting shows in `style`.
  private func event(in style: PresentationStyle) -> NBNavigationEvent {
    switch style.pushes {
    case true: return .pushed([TypeNames.screen(in: style)], in: .root(RootTab.grapes.rootID))
    case false:
      return .presented(.sheet, typeName: TypeNames.screen(in: style), withStack: true)
    }
  }

  @Test(arguments: PresentationStyle.allCases, Grapes.all)
  func showLeadsWhereTheStyleSays(style: PresentationStyle, item: RootModel) async {
    let harness = await RootHarness.loaded(style: style)
    let changes = harness.navigator.changeCount

    harness.router.show(item)

    #expect(harness.shown == expected(item, in: style))
    #expect(harness.takeEvents() == [event(in: style)])
    #expect(harness.navigator.changeCount == changes + 1)
  }

  @Test(arguments: PresentationStyle.allCases)
  func modalStylesPresentASheetWithItsOwnEmptyStack(style: PresentationStyle) async throws {
    let harness = await RootHarness.loaded(style: style)
    harness.router.show(Grapes.third)
    let modal = harness.navigator.state.modals.first
    switch style.pushes {
    case true:
      #expect(modal == nil)
    case false:
      let modal = try #require(modal)
      #expect(modal.style == .sheet)
      #expect(modal.path != nil)
      #expect(modal.path?.isEmpty == true)
      #expect(harness.navigator.state.rootPath.isEmpty, "nothing is pushed behind the sheet")
    }
  }

  @Test(arguments: PresentationStyle.allCases)
  func presenterSelectGoesThroughTheRouter(style: PresentationStyle) async {
    let harness = await RootHarness.loaded(style: style)
    harness.presenter.select(Grapes.second)
    #expect(harness.shown == expected(Grapes.second, in: style))
    #expect(harness.takeEvents() == [event(in: style)])
  }

  @Test(arguments: PresentationStyle.allCases, [1, 2, 3])
  func theNumberedRowSelectsItsGrape(style: PresentationStyle, row: Int) async {
    let screen = await AppScreen.loaded(style: style)
    let harness = screen.harness
    _ = harness.takeEvents()

    #expect(screen.press(String(row)))

    #expect(harness.shown == expected(Grapes.all[row - 1], in: style))
    #expect(harness.takeEvents() == [event(in: style)])
  }

  /// Under a modal style the next selection replaces the sheet: one sheet at a time.
  @Test(arguments: [PresentationStyle.detailsModally, .extraDetailsModally])
  func anotherSelectionReplacesTheSheet(style: PresentationStyle) async {
    let harness = await RootHarness.loaded(style: style)
    harness.router.show(Grapes.first)
    harness.router.show(Grapes.second)
    #expect(harness.shown == expected(Grapes.second, in: style))
  }
}
