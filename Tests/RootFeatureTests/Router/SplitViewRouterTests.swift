import DetailsKit
import NavigationBackport
import SearchKit
import Testing

@testable import RootFeature

/// Show Details Beside the List: a selection replaces the Details column instead of pushing
/// another, and the state and its URL are an ordinary stack.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct SplitViewRouterTests {
  @Test func theStyleIsNamedSplitViewEverywhere() {
    #expect(PresentationStyle.splitView.argumentName == "split-view")
    #expect(PresentationStyle(argument: "split-view") == .splitView)
    #expect(PresentationStyle(argument: "splitView") == .splitView)
    #expect(PresentationStyle.splitView.title == "Show Details Beside the List")
    #expect(PresentationStyle.allCases.last == .splitView, "the fifth item of the menu's styles")
  }

  @Test func selectingAnotherGrapeReplacesTheDetailsColumn() async {
    let harness = await RootHarness.loaded(style: .splitView)
    harness.router.show(Grapes.first)
    harness.router.show(Grapes.third)
    #expect(harness.shown == Shown(root: [Grapes.third.details]))
    #expect(harness.router.url == "feature-routing://grapes/shiraz/details?style=split-view")
  }

  @Test func extraDetailsIsPushedAndASelectionReplacesBoth() async {
    let harness = await RootHarness.loaded(style: .splitView)
    harness.router.show(Grapes.third)
    harness.router.presentExtraDetails(Grapes.third.id)
    #expect(harness.shown == Shown(root: [Grapes.third.details, Grapes.third.extraDetails]))
    harness.router.show(Grapes.second)
    #expect(harness.shown == Shown(root: [Grapes.second.details]))
  }

  @Test func aSearchResultReplacesOnlyTheGrapesAboveTheSearch() async {
    let harness = await RootHarness.loaded(style: .splitView)
    harness.router.search("o")
    harness.router.show(Grapes.first)
    harness.router.show(Grapes.second)
    #expect(
      harness.shown.root == [AnyHashable(SearchViewModel(query: "o")), Grapes.second.details])
  }

  @Test func aLinkWithTheStyleOpensTheSameStackAndChoosesTheStyle() throws {
    let router = RootRouter()
    router.data = ScreenData(Grapes.all)
    try router.open(try RootLink(url: "feature-routing://grapes/shiraz/details?style=split-view"))
    #expect(router.settings.presentationStyle == .splitView)
    #expect(router.navigator.state.rootPath.elements == [Grapes.third.details])
  }
}
