import AccountKit
import Foundation
import NavigationBackport
import TerminalUI
import Testing

@testable import RootFeature

/// The Account screens' URLs and the signed-in profile in the state file; no password in either.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct AccountLinkAndStateTests {
  /// A URL of the Account screens and the state it names.
  struct Form: Sendable, CustomTestStringConvertible {
    let url: String
    let state: @Sendable () -> NBNavigationState
    var testDescription: String { url }
  }

  nonisolated static let forms: [Form] = [
    Form(url: "feature-routing://tab/account", state: { Named.state(.account) }),
    Form(
      url: "feature-routing://tab/account/edit-name",
      state: { Named.state(.account, [Named.editName]) }),
    Form(
      url: "feature-routing://tab/account/cover/sign-in",
      state: { Named.state(.account, modals: [Named.modal(.fullScreenCover, Named.signIn)]) }),
    Form(
      url: "feature-routing://cover/sign-in",
      state: { Named.state(.grapes, modals: [Named.modal(.fullScreenCover, Named.signIn)]) }),
  ]

  @Test(arguments: forms)
  func accountURLsReadAndWriteBack(form: Form) throws {
    let link = try RootLink(url: form.url)
    #expect(link.state == form.state())
    #expect(link.url == form.url)
  }

  @Test func theRoutersURLNamesWhatTheAccountTabShows() async throws {
    let harness = await RootHarness.loaded()
    harness.router.select(.account)
    #expect(harness.router.url == "feature-routing://tab/account")
    harness.router.isSignInPresented = true
    #expect(harness.router.url == "feature-routing://tab/account/cover/sign-in")
    harness.router.didSignIn(Profile(name: "rosa"))
    harness.router.showEditName(for: Profile(name: "rosa"))
    #expect(harness.router.url == "feature-routing://tab/account/edit-name")
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
    #expect(
      text.contains(#"{"id":"account","path":["screen","{\"id\":\"\",\"route\":\"edit-name\"}"]}"#),
      "\(text)")
    #expect(text.contains(#""version":5"#))

    let restored = try RootSavedState(decoding: data)
    #expect(restored.account == Profile(name: "rosa"))
    let next = await RootHarness.loaded()
    next.router.settings.account = restored.account
    #expect(next.router.restore(restored).isEmpty)
    #expect(next.shown == Shown(tab: .account, root: [EditNameViewModel(name: "rosa")]))
  }

  @Test func signedOutTheFileHasNoAccount() throws {
    let text = String(
      decoding: try RootSavedState(presentationStyle: .detailsStack, navigation: Named.state())
        .encoded(), as: UTF8.self)
    #expect(!text.contains("account\":{"))
    #expect(try RootSavedState(decoding: Data(text.utf8)).account == nil)
  }

  @Test(arguments: [
    #"{"account":{"name":""},"version":5,"presentationStyle":"details-stack","sheets":"single","navigation":{"modals":[],"roots":[{"id":"grapes","path":[]}],"selectedRoot":"grapes"}}"#,
    #"{"account":{"name":"  "},"version":5,"presentationStyle":"details-stack","sheets":"single","navigation":{"modals":[],"roots":[{"id":"grapes","path":[]}],"selectedRoot":"grapes"}}"#,
    #"{"account":{"name":"a\u001b[2Jb"},"version":5,"presentationStyle":"details-stack","sheets":"single","navigation":{"modals":[],"roots":[{"id":"grapes","path":[]}],"selectedRoot":"grapes"}}"#,
    #"{"account":{"name":"\#(String(repeating: "a", count: 201))"},"version":5,"presentationStyle":"details-stack","sheets":"single","navigation":{"modals":[],"roots":[{"id":"grapes","path":[]}],"selectedRoot":"grapes"}}"#,
  ])
  func anAccountWithoutANameIsRefused(file: String) {
    do {
      _ = try RootSavedState(decoding: Data(file.utf8))
      Issue.record("decoded \(file)")
    } catch {
      #expect(error.problem.hasPrefix(#""account.name": A name "#), "\(error.problem)")
      #expect(!error.problem.contains("\u{1B}"))
    }
  }

  @Test func aSavedEditNameWithNobodySignedInIsDroppedSayingWhy() async {
    let harness = await RootHarness.loaded()
    let saved = RootSavedState(
      presentationStyle: .detailsStack, navigation: Named.state(.account, [Named.editName]))

    let dropped = harness.router.restore(saved)

    #expect(harness.shown == Shown(tab: .account))
    #expect(dropped == ["Edit name was left out: nobody is signed in."])
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
      urls.append(screen.harness.router.url)
    }
    for password in ["zinfandel", "merlot"] {
      #expect(screen.type(userName: "rosa", password: password))
      try record()
      screen.press("s")
      try record()
      await screen.settle()
      try record()
    }

    #expect(screen.harness.router.settings.account == Profile(name: "rosa"))
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
