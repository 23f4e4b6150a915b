import AccountKit
import Foundation
import NavigationBackport
import NavigationBackportTesting
import TastingKit
import TerminalUI
import Testing

@testable import RootFeature

/// "Rate this grape": two steps pushed on the stack Details is on, a rating handed back to the
/// router, which pops the steps and shows it on Details.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct RatingFlowTests {
  private static let shiraz = Grapes.third
  private static let score = AnyHashable(ScoreStepViewModel(grapeID: "shiraz", title: "Shiraz"))
  private static func note(_ score: Int) -> AnyHashable {
    NoteStepViewModel(grapeID: "shiraz", title: "Shiraz", score: score).map { AnyHashable($0) }
      ?? AnyHashable("no Note step for \(score)")
  }

  /// The app signed in as rosa, in `style`, showing Shiraz's Details.
  private func onDetails(_ style: PresentationStyle = .detailsStack) async -> AppScreen {
    let screen = await AppScreen.loaded(style: style)
    screen.harness.router.settings.account = Profile(name: "rosa")
    screen.harness.presenter.select(Self.shiraz)
    return screen
  }

  @Test func theStepsArePushedOnTheTabsStackAndDoneShowsTheRating() async throws {
    let screen = await onDetails()
    #expect(screen.press("r"))
    #expect(screen.harness.shown == Shown(root: [Self.shiraz.details, Self.score]))
    #expect(screen.text.contains("Score"))
    #expect(screen.press("4"))
    #expect(screen.harness.shown == Shown(root: [Self.shiraz.details, Self.score, Self.note(4)]))
    let changes = screen.harness.navigator.changeCount

    screen.harness.router.didFinishRating(try Rating(score: 4, note: "jammy"), for: "shiraz")

    #expect(screen.harness.shown == Shown(root: [Self.shiraz.details]))
    #expect(screen.harness.navigator.changeCount == changes + 1)
    #expect(screen.text.contains("Your rating: ★★★★☆ jammy"))
  }

  @Test func theRatingMakesExactlyTheseTransitions() async throws {
    let screen = await onDetails()
    let router = screen.harness.router
    let recorder = NBTransitionRecorder(router.navigator, history: router.history)
    #expect(screen.press("r"))
    #expect(screen.press("4"))
    recorder.expect(["push ScoreStepViewModel", "push NoteStepViewModel"])
    _ = screen.frame
    #expect(screen.host.setText("jammy", inField: "n"))
    #expect(screen.press("d"))
    let done = recorder.expect(["rating finished: ★★★★☆"])
    #expect(done.first.map { Shown($0.to) } == Shown(root: [Self.shiraz.details]))
    recorder.expectNoTransition()
  }

  @Test func inASheetTheStepsArePushedOnTheSheetsStack() async {
    let screen = await onDetails(.detailsModally)
    #expect(screen.press("r"))
    #expect(screen.harness.shown == Shown(sheet: Self.shiraz.details, sheetPath: [Self.score]))
    screen.harness.router.didChooseScore(
      2, for: ScoreStepViewModel(grapeID: "shiraz", title: "Shiraz"))
    screen.harness.router.didCancelRating(for: "shiraz")
    #expect(screen.harness.shown == Shown(sheet: Self.shiraz.details))
    #expect(screen.harness.router.settings.ratings.isEmpty, "cancel leaves Details unchanged")
  }

  @Test func signedOutTheRatingWaitsForSomeoneToSignIn() async {
    let screen = await AppScreen.loaded()
    screen.harness.presenter.select(Self.shiraz)
    #expect(screen.press("r"))
    #expect(screen.harness.router.isSignInPresented)

    screen.harness.router.didSignIn(Profile(name: "rosa"))

    #expect(screen.harness.shown == Shown(root: [Self.shiraz.details, Self.score]))
  }

  @Test func signedOutInASingleSheetTheCoverGoesOverTheSheetAndCancelReturnsThere() async {
    let screen = await AppScreen.loaded(style: .detailsModally)
    screen.harness.presenter.select(Self.shiraz)
    #expect(screen.press("r"))
    #expect(screen.harness.router.isSignInPresented)
    #expect(screen.harness.navigator.state.modals.map(\.style) == [.sheet, .fullScreenCover])

    screen.harness.router.didCancelSignIn()

    #expect(screen.harness.shown == Shown(sheet: Self.shiraz.details))
    #expect(screen.harness.router.notices == ["Rating was not opened: nobody is signed in."])
  }

  @Test func signingOutEndsARatingInProgressWherever() async throws {
    let screen = await onDetails(.detailsModally)
    #expect(screen.press("r"))
    #expect(screen.press("4"))

    screen.harness.router.signOut()

    #expect(screen.harness.shown == Shown(sheet: Self.shiraz.details))
    screen.harness.router.didFinishRating(try Rating(score: 4), for: "shiraz")
    #expect(screen.harness.router.settings.ratings.isEmpty, "nobody is signed in to rate")
  }

  @Test func aRatingInProgressSavedBeforeSigningOutIsLeftOutOfTheRestoration() async throws {
    let screen = await onDetails()
    #expect(screen.press("r"))
    #expect(screen.press("4"))
    let saved = try RootSavedState(decoding: screen.harness.router.savedState.encoded())

    let next = await RootHarness.loaded()
    #expect(
      next.router.restore(saved) == ["A rating in progress was left out: nobody is signed in."])
    #expect(next.shown == Shown(root: [Self.shiraz.details]))
  }

  @Test func afterSigningInTheRatingStillComesBack() async throws {
    let screen = await AppScreen.loaded()
    screen.harness.presenter.select(Self.shiraz)
    #expect(screen.press("r"))
    screen.harness.router.didSignIn(Profile(name: "rosa"))
    screen.harness.router.didChooseScore(5, for: ScoreStepViewModel(Self.shiraz))

    screen.harness.router.didFinishRating(try Rating(score: 5), for: "shiraz")

    #expect(screen.harness.shown == Shown(root: [Self.shiraz.details]))
    #expect(screen.harness.router.settings.ratings == ["shiraz": try Rating(score: 5)])
  }

  @Test func unwindingTheStepsKeepsNoRating() async throws {
    let screen = await onDetails()
    #expect(screen.press("r"))
    #expect(screen.press("4"))
    try screen.harness.presenter.open(url: "feature-routing://tab/regions")
    screen.harness.presenter.select(.grapes)
    #expect(screen.harness.shown == Shown(root: [Self.shiraz.details, Self.score, Self.note(4)]))
    screen.harness.navigator.pop(2)

    #expect(screen.harness.shown == Shown(root: [Self.shiraz.details]))
    #expect(screen.harness.router.settings.ratings.isEmpty)
    screen.harness.router.didFinishRating(try Rating(score: 4), for: "shiraz")
    #expect(
      screen.harness.router.settings.ratings.isEmpty, "a flow that ended delivers nothing more")
  }

  @Test func aRatingInProgressIsSavedRestoredAndFinishedOnce() async throws {
    let screen = await onDetails()
    #expect(screen.press("r"))
    #expect(screen.press("4"))
    let saved = try RootSavedState(decoding: screen.harness.router.savedState.encoded())

    let next = await RootHarness.loaded()
    next.router.settings.account = Profile(name: "rosa")
    #expect(next.router.restore(saved).isEmpty)
    #expect(next.shown == Shown(root: [Self.shiraz.details, Self.score, Self.note(4)]))
    #expect(next.router.settings.ratings.isEmpty, "restoring delivers nothing")
    next.router.didFinishRating(try Rating(score: 4, note: "jammy"), for: "shiraz")

    #expect(next.shown == Shown(root: [Self.shiraz.details]))
    #expect(next.router.settings.ratings == ["shiraz": try Rating(score: 4, note: "jammy")])
  }

  @Test func ratingsAreKeptInTheStateFile() async throws {
    let screen = await onDetails()
    screen.harness.router.settings.ratings["shiraz"] = try Rating(score: 5, note: "peppery")
    let data = try screen.harness.router.savedState.encoded()
    #expect(
      String(decoding: data, as: UTF8.self).contains(
        #""ratings":{"shiraz":{"note":"peppery","score":5}}"#))

    let restored = try RootSavedState(decoding: data)
    #expect(restored.ratings == ["shiraz": try Rating(score: 5, note: "peppery")])
  }

  @Test func theStepsHaveURLsAndAreSavedByRoute() async throws {
    let screen = await onDetails()
    #expect(screen.press("r"))
    screen.harness.router.didChooseScore(
      4, for: ScoreStepViewModel(grapeID: "shiraz", title: "Shiraz"))
    let url = screen.harness.router.url
    #expect(url == "feature-routing://grapes/shiraz/details/score/note/4?style=details-stack")

    let next = await RootHarness.loaded()
    next.router.settings.account = Profile(name: "rosa")
    try next.presenter.open(url: url)
    #expect(next.shown == screen.harness.shown)

    next.router.didFinishRating(try Rating(score: 4), for: "shiraz")
    #expect(next.shown == Shown(root: [Self.shiraz.details]), "the URL's rating is a flow again")
    #expect(next.router.settings.ratings == ["shiraz": try Rating(score: 4)])
  }

  @Test func aBadRatingInTheStateFileSaysWhatIsWrong() {
    let file =
      #"{"version":5,"presentationStyle":"details-stack","sheets":"single","navigation":{"modals":[],"roots":[{"id":"grapes","path":[]}],"selectedRoot":"grapes"},"ratings":{"shiraz":{"score":9,"note":""}}}"#
    #expect {
      try RootSavedState(decoding: Data(file.utf8))
    } throws: { error in
      "\(error)".contains("ratings") && "\(error)".contains("9")
    }
  }
}
