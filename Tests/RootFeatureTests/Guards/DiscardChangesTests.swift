import AccountKit
import NavigationBackport
import TerminalUI
import Testing

@testable import RootFeature

/// "Discard your changes?": leaving Edit name with a draft that would change the name asks first,
/// whichever way the person leaves; another tab keeps the draft without asking.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct DiscardChangesTests {
  private static let discard = NBDialog.Button("Discard", role: .destructive)
  private static let keepEditing = NBDialog.Button("Keep editing", role: .cancel)

  /// The app on the Account tab signed in as rosa, Edit name pushed and "Rosa Maria" typed.
  private func editing() async -> AppScreen {
    let screen = await AppScreen.loaded()
    screen.harness.router.settings.account = Profile(name: "rosa")
    screen.harness.presenter.select(.account)
    #expect(screen.press("e"))
    #expect(screen.text.contains("[n] Name: rosa"))
    #expect(screen.host.setText("Rosa Maria", inField: "n"))
    return screen
  }

  private func isAsking(_ screen: AppScreen) -> Bool {
    screen.harness.navigator.state.modals.last?.content.value
      == AnyHashable(RootRouter.discardChanges)
  }

  private static let editingRosa = Shown(tab: .account, root: [EditNameViewModel(name: "rosa")])

  @Test func theDialogAsksTheIssuesQuestion() {
    #expect(RootRouter.discardChanges.title == "Discard your changes?")
    #expect(RootRouter.discardChanges.buttons == [Self.discard, Self.keepEditing])
  }

  @Test func backAsksAndKeepEditingLeavesEverythingAsItWas() async {
    let screen = await editing()

    #expect(!screen.harness.navigator.pop())
    #expect(isAsking(screen))
    screen.harness.navigator.answer(RootRouter.discardChanges, with: Self.keepEditing)

    #expect(screen.harness.shown == Self.editingRosa)
    #expect(screen.harness.navigator.state.held == nil)
    #expect(screen.text.contains("[n] Name: Rosa Maria"))
  }

  @Test func discardGoesBackInOneUpdateAndKeepsTheSavedName() async {
    let screen = await editing()
    screen.harness.navigator.pop()
    let changes = screen.harness.navigator.changeCount

    screen.harness.navigator.answer(RootRouter.discardChanges, with: Self.discard)

    #expect(screen.harness.shown == Shown(tab: .account))
    #expect(screen.harness.navigator.changeCount == changes + 1)
    #expect(screen.harness.router.settings.account == Profile(name: "rosa"))
  }

  @Test func escapeOnTheDialogIsKeepEditing() async {
    let screen = await editing()
    screen.harness.navigator.pop()

    screen.harness.navigator.dismiss()

    #expect(screen.harness.shown == Self.editingRosa)
    #expect(screen.harness.navigator.state.held == nil)
  }

  @Test func leavingWithoutChangesDoesNotAsk() async {
    let screen = await editing()
    #expect(screen.host.setText(" rosa ", inField: "n"))
    #expect(screen.harness.navigator.pop())
    #expect(screen.harness.shown == Shown(tab: .account))
  }

  @Test func savingDoesNotAsk() async {
    let screen = await editing()
    #expect(screen.press("s"))
    #expect(screen.harness.shown == Shown(tab: .account))
    #expect(screen.harness.router.settings.account == Profile(name: "Rosa Maria"))
  }

  @Test func anotherTabKeepsTheDraftAndTheAccountTabAgainAsks() async {
    let screen = await editing()
    screen.harness.presenter.select(.grapes)
    #expect(!isAsking(screen))
    screen.harness.presenter.select(.account)
    #expect(screen.text.contains("[n] Name: Rosa Maria"))

    screen.harness.presenter.select(.account)

    #expect(isAsking(screen))
    screen.harness.navigator.answer(RootRouter.discardChanges, with: Self.discard)
    #expect(screen.harness.shown == Shown(tab: .account))
  }

  @Test func aLinkThatLeavesEditNameAsks() async throws {
    let screen = await editing()

    try screen.harness.presenter.open(url: "feature-routing://tab/account")

    #expect(isAsking(screen))
    screen.harness.navigator.answer(RootRouter.discardChanges, with: Self.discard)
    #expect(screen.harness.shown == Shown(tab: .account))
  }

  @Test func closingASheetShowingEditNameAsksToo() async throws {
    let screen = await AppScreen.loaded()
    screen.harness.router.settings.account = Profile(name: "rosa")
    try screen.harness.presenter.open(url: "feature-routing://tab/account/sheet/edit-name")
    #expect(screen.text.contains("[n] Name: rosa"))
    #expect(screen.host.setText("Rosa Maria", inField: "n"))

    #expect(!screen.harness.navigator.dismiss())

    #expect(isAsking(screen))
    screen.harness.navigator.answer(RootRouter.discardChanges, with: Self.discard)
    #expect(screen.harness.shown == Shown(tab: .account))
  }

  @Test func aLinkToAnotherTabKeepsTheDraftWithoutAsking() async throws {
    let screen = await editing()
    try screen.harness.presenter.open(url: "feature-routing://grapes/shiraz/details")
    #expect(!isAsking(screen))
    screen.harness.presenter.select(.account)
    #expect(screen.text.contains("[n] Name: Rosa Maria"))
  }

  @Test func aRestartAsksNothingAboutTheDraftItDidNotKeep() async throws {
    let screen = await editing()
    screen.harness.navigator.pop()
    #expect(isAsking(screen))
    let saved = try RootSavedState(decoding: screen.harness.router.savedState.encoded())

    let next = await RootHarness.loaded()
    next.router.settings.account = Profile(name: "rosa")
    next.router.restore(saved)

    #expect(next.shown == Self.editingRosa)
    #expect(next.navigator.state.held == nil)
  }
}
