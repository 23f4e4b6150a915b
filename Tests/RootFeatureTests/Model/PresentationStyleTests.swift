import Testing

@testable import RootFeature

@Suite(.timeLimit(.minutes(5))) struct PresentationStyleTests {
  @Test(arguments: [
    (PresentationStyle.detailsStack, "Push Details on Stack"),
    (.extraDetailsStack, "Push ExtraDetails on Stack"),
    (.detailsModally, "Show Details Modally"),
    (.extraDetailsModally, "Show ExtraDetails Modally"),
  ])
  func titleIsTheOriginalSamples(style: PresentationStyle, title: String) {
    #expect(style.title == title)
  }

  @Test func theFourStylesInTheOriginalsMenuOrder() {
    #expect(
      PresentationStyle.allCases == [
        .detailsStack, .extraDetailsStack, .detailsModally, .extraDetailsModally,
      ])
  }

  @Test(arguments: [
    (PresentationStyle.detailsStack, ScreenKind.details, PresentationStyle.Transition.push),
    (.extraDetailsStack, .extraDetails, .push),
    (.detailsModally, .details, .sheet),
    (.extraDetailsModally, .extraDetails, .sheet),
  ])
  func eachStyleIsOneScreenAndOneTransition(
    style: PresentationStyle, screen: ScreenKind,
    transition: PresentationStyle.Transition
  ) {
    #expect(style.screen == screen)
    #expect(style.transition == transition)
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
