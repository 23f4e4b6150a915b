import AccountKit
import Foundation
import NavigationBackport
import TerminalUI
import Testing

@testable import RootFeature

/// The Account screens' URLs and the signed-in profile in the state file; no password in either.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct AccountLinkAndStateTests {
  private typealias Screen = RootLocation.Screen

  @Test(arguments: [
    ("feature-routing://tab/account", RootLocation(tab: .account)),
    (
      "feature-routing://tab/account/edit-name",
      RootLocation(tab: .account, path: [Screen(.editName, "me")])
    ),
    (
      "feature-routing://tab/account/cover/sign-in",
      RootLocation(tab: .account, modals: [.init(.fullScreenCover, content: Screen(.signIn, "me"))])
    ),
    (
      "feature-routing://cover/sign-in",
      RootLocation(modals: [.init(.fullScreenCover, content: Screen(.signIn, "me"))])
    ),
  ])
  func accountURLsReadAndWriteBack(url: String, location: RootLocation) throws {
    #expect(try RootLocation(url: url) == location)
    #expect(location.url == url)
  }

  @Test func theRoutersURLNamesWhatTheAccountTabShows() async throws {
    let harness = await RootHarness.loaded()
    harness.router.select(.account)
    #expect(harness.router.location?.url == "feature-routing://tab/account")
    harness.router.isSignInPresented = true
    #expect(harness.router.location?.url == "feature-routing://tab/account/cover/sign-in")
    harness.router.didSignIn(Profile(name: "rosa"))
    harness.router.showEditName(for: Profile(name: "rosa"))
    #expect(harness.router.location?.url == "feature-routing://tab/account/edit-name")
  }

  @Test func editNameOpensOnlyForSomeoneSignedIn() async throws {
    let harness = await RootHarness.loaded()
    #expect(
      throws: DeepLinkError.unavailable(
        screen: "edit-name",
        reason:
          "nobody is signed in; sign in first (feature-routing://tab/account/cover/sign-in)")
    ) {
      try harness.presenter.open(url: "feature-routing://tab/account/edit-name")
    }
    #expect(harness.shown == .rootList)
    #expect(
      DeepLinkError.unavailable(screen: "edit-name", reason: "nobody is signed in").description
        == "'edit-name' cannot be opened: nobody is signed in.")

    harness.router.account = Profile(name: "rosa")
    try harness.presenter.open(url: "feature-routing://tab/account/edit-name")
    #expect(harness.shown == Shown(tab: .account, root: [EditNameViewModel(name: "rosa")]))
  }

  @Test func theSignInCoverOpensFromAURLAndDismissesByTheFlag() async throws {
    let harness = await RootHarness.loaded()
    try harness.presenter.open(url: "feature-routing://tab/account/cover/sign-in")
    #expect(harness.router.isSignInPresented)
    #expect(harness.router.selectedTab == .account)
    harness.router.isSignInPresented = false
    #expect(harness.shown == Shown(tab: .account))
  }

  @Test func theStateFileKeepsTheProfileAndTheAccountStack() async throws {
    let harness = await RootHarness.loaded()
    harness.router.didSignIn(Profile(name: "rosa"))
    harness.router.showEditName(for: Profile(name: "rosa"))

    let data = try harness.router.savedState.encoded()
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""account":{"name":"rosa"}"#))
    #expect(text.contains(#"{"id":"account","path":["edit-name","{\"id\":\"me\"}"]}"#))
    #expect(text.contains(#""version":4"#))

    let restored = try RootSavedState(decoding: data)
    #expect(restored.account == Profile(name: "rosa"))
    let next = await RootHarness.loaded()
    next.router.account = restored.account
    let location = try #require(RootLocation(state: restored.navigation))
    #expect(next.router.restore(location).isEmpty)
    #expect(next.shown == Shown(tab: .account, root: [EditNameViewModel(name: "rosa")]))
  }

  @Test func signedOutTheFileHasNoAccount() throws {
    let text = String(
      decoding: try RootSavedState(presentationStyle: .detailsStack, location: RootLocation())
        .encoded(), as: UTF8.self)
    #expect(!text.contains("account\":{"))
  }

  /// A file as today's main (version 3) writes it restores, nobody signed in.
  @Test func aVersion3FileRestoresSignedOut() throws {
    let file = #"""
      {"navigation":{"modals":[],"roots":[{"id":"grapes","path":["details","{\"id\":\"shiraz\"}"]},{"id":"regions","path":[]},{"id":"account","path":[]}],"selectedRoot":"account"},"presentationStyle":"details-modally","sheets":"stacked","version":3}
      """#
    let saved = try RootSavedState(decoding: Data(file.utf8))
    #expect(saved.account == nil)
    #expect(saved.sheetPolicy == .stacked)
    #expect(
      RootLocation(state: saved.navigation)
        == RootLocation(tab: .account).withPath([Screen(.details, "shiraz")], of: .grapes))
  }

  @Test(arguments: [
    #"{"account":{"name":""},"version":4,"presentationStyle":"details-stack","navigation":{"modals":[],"roots":[{"id":"grapes","path":[]}],"selectedRoot":"grapes"}}"#,
    #"{"account":{"name":"  "},"version":4,"presentationStyle":"details-stack","navigation":{"modals":[],"roots":[{"id":"grapes","path":[]}],"selectedRoot":"grapes"}}"#,
    #"{"account":{"name":"a\u001b[2Jb"},"version":4,"presentationStyle":"details-stack","navigation":{"modals":[],"roots":[{"id":"grapes","path":[]}],"selectedRoot":"grapes"}}"#,
  ])
  func anAccountWithoutANameIsRefused(file: String) {
    do {
      _ = try RootSavedState(decoding: Data(file.utf8))
      Issue.record("decoded \(file)")
    } catch {
      #expect(error.kind == .invalid)
      #expect(error.problem.hasPrefix(#""account.name" is "#))
      #expect(!error.problem.contains("\u{1B}"))
    }
  }

  @Test func aSavedEditNameWithNobodySignedInIsDroppedSayingWhy() {
    let location = RootLocation(tab: .account, path: [Screen(.editName, "me")])
    let (trimmed, dropped) = location.trimmed(to: Grapes.all)
    #expect(trimmed.path.isEmpty)
    #expect(dropped.count == 1)
    #expect(
      dropped.first?.description
        == "'edit-name' cannot be shown: nobody is signed in; sign in first (feature-routing://tab/account/cover/sign-in); its screen and every screen above it were removed from the Account tab's stack."
    )
  }

  /// The password typed is in no URL, no saved state and on no screen.
  @Test func thePasswordIsNeverShownLinkedOrSaved() async throws {
    let screen = await AppScreen.loaded()
    screen.harness.presenter.select(.account)
    screen.press("s")
    var texts: [String] = []
    var saved: [Data] = []
    var urls: [String] = []
    func record() throws {
      texts.append(screen.text)
      saved.append(try screen.harness.router.savedState.encoded())
      urls.append(screen.harness.router.location?.url ?? "")
    }
    for password in ["zinfandel", "merlot"] {
      #expect(screen.type(userName: "rosa", password: password))
      try record()
      screen.press("s")
      try record()
      await screen.settle()
      try record()
    }

    #expect(screen.harness.router.account == Profile(name: "rosa"))
    // The fake's hint names its demo password on purpose; nothing else may.
    let hint = "Any user name signs in with the password merlot."
    #expect(texts.allSatisfy { !$0.contains(hint) || $0.contains("Sign in") })
    let shown = texts.map { $0.replacingOccurrences(of: hint, with: "") }
    for secret in ["zinfandel", "merlot"] {
      #expect(!shown.contains { $0.contains(secret) })
      #expect(!urls.contains { $0.contains(secret) })
      #expect(!saved.contains { String(decoding: $0, as: UTF8.self).contains(secret) })
    }
    #expect(texts[0].contains("Password: •••••••••"))
  }
}

extension RootLocation {
  fileprivate func withPath(_ path: [Screen], of tab: RootTab) -> RootLocation {
    var location = self
    location.setPath(path, of: tab)
    return location
  }
}
