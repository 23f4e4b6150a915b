import AccountKit
import NavigationBackport
import Synchronization
import TerminalUI
import Testing

@testable import RootFeature

/// A client that counts the requests it gets and answers as the fake does, at once.
final class CountingAuthClient: AuthClient {
  private let count = Mutex(0)
  private let fake = FakeAuthClient(latency: .zero)

  /// How many requests were sent.
  var requests: Int { count.withLock { $0 } }

  func signIn(_ credentials: Credentials) async throws -> Profile {
    count.withLock { $0 += 1 }
    return try await fake.signIn(credentials)
  }
}

/// The router-owned flag in the app: the Account tab's "Sign in" raises the router's flag, the cover's
/// screen reports only the outcome, and the router decides what follows.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct AccountFlowTests {
  /// The app screen on the Account tab, nobody signed in.
  private func accountTab(authClient: any AuthClient = FakeAuthClient(latency: .zero)) async
    -> AppScreen
  {
    let screen = await AppScreen.loaded(authClient: authClient)
    screen.harness.presenter.select(.account)
    return screen
  }

  /// The only modal, if it is the sign-in cover.
  private func cover(_ screen: AppScreen) -> NBModal? {
    let modals = screen.harness.navigator.state.modals
    guard modals.count == 1, modals[0].style == .fullScreenCover,
      modals[0].content.value.base is SignInViewModel
    else {
      return nil
    }
    return modals[0]
  }

  @Test func signedOutTheTabShowsSignInWhichRaisesTheFlagAndPresentsTheCover() async {
    let screen = await accountTab()
    #expect(screen.text.contains("You are not signed in."))
    #expect(screen.shortcut(endingWith: "Sign in") == "s")
    #expect(!screen.harness.router.isSignInPresented)

    #expect(screen.press("s"))

    #expect(screen.harness.router.isSignInPresented)
    #expect(cover(screen) != nil)
    let text = screen.text
    #expect(text.hasPrefix("[x] Close\nSign in "), "a cover, over everything")
    #expect(text.contains("[u] User name:"))
    #expect(text.contains("[p] Password:"))
    #expect(text.contains("[s] Sign in"))
  }

  @Test func aFailureKeepsTheCoverAndShowsTheReason() async {
    let screen = await accountTab()
    screen.press("s")
    #expect(screen.type(userName: "rosa", password: "cabernet"))
    #expect(screen.press("s"))
    #expect(screen.text.contains("Signing in…"))
    await screen.settle()

    #expect(screen.text.contains("Wrong password for rosa."))
    #expect(screen.harness.router.isSignInPresented)
    #expect(screen.harness.router.settings.account == nil)
  }

  @Test func successDismissesTheCoverAndShowsTheProfile() async {
    let client = CountingAuthClient()
    let screen = await accountTab(authClient: client)
    screen.press("s")
    #expect(screen.type(userName: "rosa", password: "merlot"))
    #expect(screen.press("s"))

    // While the request runs the button shows progress and cannot be pressed again.
    #expect(screen.text.contains("Signing in…"))
    #expect(!screen.press("s"))
    await screen.settle()

    #expect(client.requests == 1)
    #expect(screen.harness.router.settings.account == Profile(name: "rosa"))
    #expect(!screen.harness.router.isSignInPresented)
    #expect(screen.harness.shown == Shown(tab: .account))
    let text = screen.text
    #expect(text.contains("Signed in as"))
    #expect(text.contains("rosa"))
    #expect(text.contains("[e] Edit name"))
    #expect(text.contains("[s] Sign out"))
  }

  @Test func cancelDismissesTheCover() async {
    let screen = await accountTab()
    screen.press("s")
    #expect(screen.press("c"))
    #expect(!screen.harness.router.isSignInPresented)
    #expect(screen.harness.shown == Shown(tab: .account))
  }

  /// The router decides: each route's outcome, without drawing anything.
  @Test func theRouterDecidesWhatEachSignInOutcomeLeadsTo() async {
    let harness = await RootHarness.loaded()
    let router = harness.router
    router.isSignInPresented = true
    #expect(harness.shown.modals.map(\.style) == [.fullScreenCover])

    #expect(
      router.signInDidFail(reason: "Wrong password for rosa.") == "Wrong password for rosa.")
    #expect(router.isSignInPresented)

    router.didSignIn(Profile(name: "rosa"))
    #expect(router.settings.account == Profile(name: "rosa"))
    #expect(harness.shown == Shown(tab: .account))

    router.isSignInPresented = true
    router.didCancelSignIn()
    #expect(!router.isSignInPresented)
    #expect(router.settings.account == Profile(name: "rosa"))
  }

  /// Signing in from a cover a URL opened over the Grapes tab ends on the Account tab, in one
  /// navigator update.
  @Test func signingInFromAnotherTabShowsTheAccountTabInOneUpdate() async throws {
    let harness = await RootHarness.loaded()
    try harness.presenter.open(url: "feature-routing://cover/sign-in")
    #expect(harness.router.isSignInPresented)
    #expect(harness.router.selectedTab == .grapes)
    _ = harness.takeEvents()

    harness.router.didSignIn(Profile(name: "rosa"))
    #expect(harness.takeEvents().count == 1)
    #expect(harness.shown == Shown(tab: .account))
  }

  @Test func theProfileAsksAndTheRouterPushesEditNameOrSignsOut() async {
    let harness = await RootHarness.loaded()
    let router = harness.router
    router.settings.account = Profile(name: "rosa")
    router.select(.account)

    router.showEditName(for: Profile(name: "rosa"))
    #expect(harness.shown == Shown(tab: .account, root: [EditNameViewModel(name: "rosa")]))

    router.signOut()
    #expect(router.settings.account == nil)
    #expect(harness.shown == Shown(tab: .account))

    router.showSignIn()
    #expect(router.isSignInPresented)
  }

  /// Every change of who is signed in reaches the settings observers, which save the state.
  @Test func signingInRenamingAndSigningOutAreReportedToSettingsObservers() async {
    let harness = await RootHarness.loaded()
    var changes = 0
    harness.router.onSettingsChange = { changes += 1 }
    harness.router.didSignIn(Profile(name: "rosa"))
    harness.router.didSaveName("Rosa Maria")
    harness.router.signOut()
    #expect(changes == 3)
  }
}

extension AppScreen {
  /// Types `userName` and `password` into the sign-in screen's fields; `false` when either is
  /// not on screen.
  func type(userName: String, password: String) -> Bool {
    _ = frame
    return host.setText(userName, inField: "u") && host.setText(password, inField: "p")
  }
}
