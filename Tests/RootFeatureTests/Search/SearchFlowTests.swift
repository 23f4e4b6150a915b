import DetailsKit
import Foundation
import NavigationBackport
import SearchKit
import TerminalUI
import Testing

@testable import RootFeature

/// The search as a person meets it: `search TEXT` (and `/`) open it on the Grapes tab, typing
/// filters the list in place, a result is shown the way the style shows a selection, and the
/// search is navigation state — its URL, the state file and history name it.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct SearchFlowTests {
  private var search: RootKitCommand {
    RootPresenter.kitCommands.first { $0.word == "search" }!
  }

  @Test func searchTextShowsTheMatchingGrapesAndHowManyOfAll() async {
    let app = await AppScreen.loaded()
    #expect(app.harness.presenter.run(search, argument: "PINOT") == nil)
    let text = app.text
    #expect(text.contains("[s] Search: PINOT"))
    #expect(text.contains("1 of 3"))
    #expect(text.contains("Pinot Noir"))
    #expect(!text.contains("Shiraz"))
    #expect(
      app.harness.router.url == "feature-routing://search/for/PINOT/results?style=details-stack")
  }

  @Test func anEmptyQueryShowsEveryGrapeAndNoMatchSaysSo() async {
    let app = await AppScreen.loaded()
    app.harness.presenter.run(search, argument: "")
    #expect(app.text.contains("3 of 3"))
    #expect(app.harness.router.url == "feature-routing://search?style=details-stack")
    app.harness.presenter.run(search, argument: "xyz")
    #expect(app.text.contains("No grape matches 'xyz'."))
  }

  @Test func theFullScreenKeyActsOnlyOnTheGrapesListItself() async {
    let app = await AppScreen.loaded()
    #expect(app.harness.presenter.kitCommand(forKey: "/")?.word == "search")
    app.harness.router.select(.regions)
    #expect(app.harness.presenter.kitCommand(forKey: "/") == nil)
    app.harness.router.select(.grapes)
    app.harness.router.show(Grapes.third)
    #expect(app.harness.presenter.kitCommand(forKey: "/") == nil)
  }

  @Test func typingUpdatesTheSearchInPlaceNamedByHistory() async throws {
    let app = await AppScreen.loaded()
    app.harness.presenter.run(search, argument: "pi")
    app.host.render(width: app.width)
    let before = try #require(app.harness.navigator.state.rootPath.entries.last?.id)
    #expect(app.host.setText("shi", inField: "s"))
    #expect(app.text.contains("[s] Search: shi"))
    #expect(app.text.contains("Shiraz"))
    #expect(app.harness.navigator.state.rootPath.entries.map(\.id) == [before])
    #expect(app.harness.router.history.transitions.last?.cause == "search 'shi'")
  }

  @Test(arguments: PresentationStyle.allCases)
  func aChosenResultIsShownTheWayTheStyleShowsASelection(style: PresentationStyle) async throws {
    let app = await AppScreen.loaded(style: style)
    app.harness.presenter.run(search, argument: "shiraz")
    app.host.render(width: app.width)
    #expect(app.press("1"))
    let shown = app.harness.shown
    let expected =
      style.showsDetails
      ? RootRouter.details(of: Grapes.third) : RootRouter.extraDetails(of: Grapes.third)
    if style.pushes {
      #expect(shown.root == [AnyHashable(SearchViewModel(query: "shiraz")), expected])
    } else {
      #expect(shown == Shown(root: [SearchViewModel(query: "shiraz")], sheet: expected))
    }
  }

  @Test func aQueryIsPercentEncodedBothWaysAndOpensTheSameResults() throws {
    let router = RootRouter()
    router.data = ScreenData(Grapes.all)
    router.search("café noir/?#")
    let url = router.url
    #expect(
      url == "feature-routing://search/for/caf%C3%A9%20noir%2F%3F%23/results?style=details-stack")
    let other = RootRouter()
    other.data = ScreenData(Grapes.all)
    try other.open(try RootLink(url: url))
    #expect(
      other.navigator.state.rootPath.elements == [
        AnyHashable(SearchViewModel(query: "café noir/?#"))
      ])
  }

  @Test func aLinkDropsControlCharactersAndKeeps200() throws {
    let router = RootRouter()
    router.data = ScreenData(Grapes.all)
    try router.open(try RootLink(url: "feature-routing://search/for/pi%1B%5B2Jnot%07/results"))
    #expect(
      router.navigator.state.rootPath.elements == [AnyHashable(SearchViewModel(query: "pi[2Jnot"))])
    router.search(String(repeating: "a", count: 250))
    let search = try #require(router.navigator.state.rootPath.last?.base as? SearchViewModel)
    #expect(search.query.count == 200)
    #expect(search.wasShortened)
  }

  @Test func theSearchIsSavedAndRestored() throws {
    let router = RootRouter()
    router.data = ScreenData(Grapes.all)
    router.search("noir")
    let saved = try RootSavedState(decoding: router.savedState.encoded())
    #expect(
      saved.navigation.rootPath.elements == [
        AnyHashable(NBLinkScreen("search/for/{id}/results", id: "noir"))
      ])
    let other = RootRouter()
    other.data = ScreenData(Grapes.all)
    #expect(other.restore(saved) == [])
    #expect(
      other.navigator.state.rootPath.elements == [AnyHashable(SearchViewModel(query: "noir"))])
  }
}
