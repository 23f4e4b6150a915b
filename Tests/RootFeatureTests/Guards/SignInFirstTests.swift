import AccountKit
import Foundation
import NavigationBackport
import Testing

@testable import RootFeature

/// Sign in first, then go on: Edit name asked for while nobody is signed in waits behind the
/// sign-in cover, and signing in goes there in one update.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct SignInFirstTests {
  private static let editName = "feature-routing://tab/account/edit-name"

  @Test func aLinkToEditNameWaitsBehindTheSignInCover() async throws {
    let harness = await RootHarness.loaded()
    harness.presenter.select(Grapes.first)

    try harness.presenter.open(url: Self.editName)

    #expect(harness.router.isSignInPresented)
    #expect(harness.shown.root == [Grapes.first.details], "nothing else moved")
    #expect(harness.navigator.state.held != nil)
  }

  @Test func signingInGoesWhereTheLinkAskedInOneUpdate() async throws {
    let harness = await RootHarness.loaded()
    try harness.presenter.open(url: Self.editName)
    let changes = harness.navigator.changeCount

    harness.router.didSignIn(Profile(name: "rosa"))

    #expect(harness.shown == Shown(tab: .account, root: [EditNameViewModel(name: "rosa")]))
    #expect(harness.navigator.changeCount == changes + 1)
    #expect(harness.navigator.state.held == nil)
    #expect(!harness.router.isSignInPresented)
  }

  @Test func editNameInASheetWaitsTooAndOpensInItsSheet() async throws {
    let harness = await RootHarness.loaded()
    try harness.presenter.open(url: "feature-routing://tab/account/sheet/edit-name")
    #expect(harness.router.isSignInPresented)

    harness.router.didSignIn(Profile(name: "rosa"))

    #expect(
      harness.shown == Shown(tab: .account, sheet: AnyHashable(EditNameViewModel(name: "rosa"))))
  }

  @Test func cancellingReturnsWhereThePersonWasSayingWhatWasNotOpened() async throws {
    let harness = await RootHarness.loaded()
    harness.presenter.select(Grapes.first)
    try harness.presenter.open(url: Self.editName)

    harness.router.didCancelSignIn()

    #expect(harness.shown == Shown(root: [Grapes.first.details]))
    #expect(harness.navigator.state.held == nil)
    #expect(harness.router.notices == ["Edit name was not opened: nobody is signed in."])
  }

  @Test func signingInWithNothingWaitingShowsTheProfile() async {
    let harness = await RootHarness.loaded()
    harness.router.showSignIn()
    harness.router.didSignIn(Profile(name: "rosa"))
    #expect(harness.shown == Shown(tab: .account))
  }

  @Test func whatWaitsIsSavedAndGoesOnAfterARestart() async throws {
    let harness = await RootHarness.loaded()
    try harness.presenter.open(url: Self.editName)
    let saved = try RootSavedState(decoding: harness.router.savedState.encoded())

    let next = await RootHarness.loaded()
    #expect(next.router.restore(saved).isEmpty)
    #expect(next.router.isSignInPresented)
    #expect(next.navigator.state.held != nil)
    next.router.didSignIn(Profile(name: "rosa"))

    #expect(next.shown == Shown(tab: .account, root: [EditNameViewModel(name: "rosa")]))
  }

  @Test func someoneSignedInGoesStraightThere() async throws {
    let harness = await RootHarness.loaded()
    harness.router.settings.account = Profile(name: "rosa")
    try harness.presenter.open(url: Self.editName)
    #expect(harness.shown == Shown(tab: .account, root: [EditNameViewModel(name: "rosa")]))
    #expect(!harness.router.isSignInPresented)
  }

  @Test(arguments: ["close", "another tab", "a link"])
  func theCoverLeavingAnyOtherWayDropsWhatWaitedAsCancelDoes(way: String) async throws {
    let harness = await RootHarness.loaded()
    try harness.presenter.open(url: Self.editName)

    switch way {
    case "close": harness.navigator.dismiss()
    case "another tab": harness.presenter.select(.regions)
    default: try harness.presenter.open(url: "feature-routing://grapes/shiraz/details")
    }

    #expect(!harness.router.isSignInPresented)
    #expect(harness.navigator.state.held == nil)
    #expect(harness.router.notices == ["Edit name was not opened: nobody is signed in."])
    harness.presenter.select(.account)
    harness.router.showSignIn()
    harness.router.didSignIn(Profile(name: "rosa"))
    #expect(harness.shown == Shown(tab: .account), "a later sign-in shows the profile")
  }

  @Test func aRestoredWaitWithoutItsCoverIsDropped() async throws {
    let harness = await RootHarness.loaded()
    try harness.presenter.open(url: Self.editName)
    var navigation = harness.router.savedState.navigation
    navigation.modals.removeAll()  // as the app before this fix saved a cover closed with Close
    let saved = RootSavedState(presentationStyle: .detailsStack, navigation: navigation)
    #expect(saved.navigation.held != nil)

    let next = await RootHarness.loaded()
    next.router.restore(saved)
    #expect(next.navigator.state.held == nil)
    next.router.showSignIn()
    next.router.didSignIn(Profile(name: "rosa"))
    #expect(next.shown == Shown(tab: .account))
  }

  @Test func cancelOnASignInScreenALinkPushedLeavesIt() async throws {
    let harness = await RootHarness.loaded()
    try harness.presenter.open(url: "feature-routing://tab/account/sign-in")
    #expect(harness.shown == Shown(tab: .account, root: [SignInViewModel()]))

    harness.router.didCancelSignIn()

    #expect(harness.shown == Shown(tab: .account))
  }
}
