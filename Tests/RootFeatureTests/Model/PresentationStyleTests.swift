import NavigationBackport
import Testing

@testable import RootFeature

@Suite(.timeLimit(.minutes(5))) struct PresentationStyleTests {
  @Test(arguments: [
    (PresentationStyle.detailsStack, "Push Details on Stack"),
    (.extraDetailsStack, "Push ExtraDetails on Stack"),
    (.detailsModally, "Show Details Modally"),
    (.extraDetailsModally, "Show ExtraDetails Modally"),
    (.splitView, "Show Details Beside the List"),
  ])
  func titleIsTheOriginalSamples(style: PresentationStyle, title: String) {
    #expect(style.title == title)
  }

  @Test func theOriginalsFourStylesInItsMenuOrderThenSplitView() {
    #expect(
      PresentationStyle.allCases == [
        .detailsStack, .extraDetailsStack, .detailsModally, .extraDetailsModally, .splitView,
      ])
  }

  @Test(arguments: [
    (PresentationStyle.detailsStack, true, true),
    (.extraDetailsStack, false, true),
    (.detailsModally, true, false),
    (.extraDetailsModally, false, false),
    (.splitView, true, true),
  ])
  @MainActor func eachStyleIsOneScreenAndOneTransition(
    style: PresentationStyle, showsDetails: Bool, pushes: Bool
  ) {
    let router = RootRouter(presentationStyle: style)
    router.show(Grapes.first)
    let state = router.navigator.state
    let shown = state.modals.first?.content.value ?? state.rootPath.elements.first
    #expect(shown == (showsDetails ? Grapes.first.details : Grapes.first.extraDetails))
    #expect(style.pushes == pushes)
    #expect(router.navigator.state.modals.isEmpty == pushes)
  }

  @Test(arguments: [
    ("details-stack", PresentationStyle.detailsStack),
    ("extra-details-stack", .extraDetailsStack),
    ("details-modally", .detailsModally),
    ("extra-details-modally", .extraDetailsModally),
    ("detailsStack", .detailsStack),
    ("extraDetailsStack", .extraDetailsStack),
    ("detailsModally", .detailsModally),
    ("extraDetailsModally", .extraDetailsModally),
    ("split-view", .splitView),
    ("splitView", .splitView),
  ])
  func argumentAcceptsKebabCaseAndSwiftCaseNames(name: String, style: PresentationStyle) {
    #expect(PresentationStyle(argument: name) == style)
  }

  @Test(arguments: [
    "", "details", "Details-Stack", "DetailsStack", "details_stack", "detailsstack",
    " details-stack", "details-stack ", "details-modal", "push-details-on-stack",
    "Push Details on Stack", "extra-details-stack-", "--details-stack",
  ])
  func argumentRejectsEveryOtherName(name: String) {
    #expect(PresentationStyle(argument: name) == nil)
  }

  @Test(arguments: PresentationStyle.allCases)
  func argumentNameRoundTrips(style: PresentationStyle) {
    #expect(PresentationStyle(argument: style.argumentName) == style)
    #expect(PresentationStyle(argument: style.rawValue) == style)
  }
}
