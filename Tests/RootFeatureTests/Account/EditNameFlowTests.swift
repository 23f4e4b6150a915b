import AccountKit
import DetailsKit
import NavigationBackport
import TerminalUI
import Testing

@testable import RootFeature

/// Makes every edit-name screen the app shows, as the router does, keeping a weak reference to
/// each draft it prepares.
@MainActor
final class DraftTracker {
  private struct Weak {
    weak var draft: EditNameDraft?
  }

  private var drafts: [Weak] = []

  /// The edit-name screen of `viewModel` reporting to `router`, its prepared draft recorded.
  func screen(_ viewModel: EditNameViewModel, router: any EditNameRouting) -> EditNameView {
    let draft = viewModel.prepareState()
    drafts.append(Weak(draft: draft))
    return EditNameView(presenter: EditNamePresenter(draft: draft, router: router))
  }

  /// How many drafts were prepared.
  var prepared: Int { drafts.count }

  /// The names of the drafts still alive, oldest first.
  var alive: [String] { drafts.compactMap { $0.draft?.name } }
}

/// Prepared state in the app: the edit-name screen's state is prepared once when it is navigated
/// to, kept while it is shown whatever else happens, and released when it is popped.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct EditNameFlowTests {
  /// The app screen on the Account tab signed in as rosa, Edit name pushed, "Rosa Maria" typed.
  private func editing() async -> (AppScreen, DraftTracker) {
    let tracker = DraftTracker()
    let screen = await AppScreen.loaded(tracking: ScreenTracking(drafts: tracker))
    screen.harness.router.settings.account = Profile(name: "rosa")
    screen.harness.presenter.select(.account)
    #expect(screen.press("e"))
    #expect(screen.text.contains("[n] Name: rosa"))
    #expect(screen.host.setText("Rosa Maria", inField: "n"))
    return (screen, tracker)
  }

  @Test func theDraftIsPreparedOnceAndSurvivesFramesTabsAndStyles() async {
    let (screen, tracker) = await editing()
    for _ in 0..<3 {
      _ = screen.frame
    }
    screen.harness.presenter.select(.grapes)
    #expect(!screen.text.contains("Rosa Maria"))
    screen.harness.presenter.choose(.extraDetailsModally)
    _ = screen.frame
    screen.harness.presenter.select(.regions)
    _ = screen.frame
    screen.harness.presenter.select(.account)

    #expect(screen.text.contains("[n] Name: Rosa Maria"))
    #expect(tracker.prepared == 1)
    #expect(tracker.alive == ["Rosa Maria"])
  }

  @Test func saveReportsToTheRouterWhichPopsAndShowsTheNewName() async {
    let (screen, tracker) = await editing()
    #expect(screen.press("s"))

    #expect(screen.harness.router.settings.account == Profile(name: "Rosa Maria"))
    #expect(screen.harness.shown == Shown(tab: .account))
    let text = screen.text
    #expect(text.contains("Signed in as"))
    #expect(text.contains("Rosa Maria"))
    #expect(tracker.prepared == 1)
    #expect(tracker.alive.isEmpty, "the popped screen's draft is released")
    #expect(screen.harness.router.history.transitions.last?.cause == "name saved")
  }

  @Test func backReleasesTheDraftAndTheNextVisitStartsAfresh() async {
    let (screen, tracker) = await editing()
    #expect(screen.press("b"))
    _ = screen.frame
    #expect(tracker.alive.isEmpty)
    #expect(screen.harness.router.settings.account == Profile(name: "rosa"))

    #expect(screen.press("e"))
    #expect(screen.text.contains("[n] Name: rosa"))
    #expect(tracker.prepared == 2)
  }

  @Test func anEmptyNameIsNotSavedAndSaysWhy() async {
    let (screen, _) = await editing()
    screen.host.setText("   ", inField: "n")
    #expect(screen.press("s"))
    #expect(screen.text.contains("Enter a name."))
    #expect(screen.harness.router.settings.account == Profile(name: "rosa"))
    #expect(screen.harness.shown == Shown(tab: .account, root: [EditNameViewModel(name: "rosa")]))
  }

  @Test func signingOutEmptiesTheAccountStack() async throws {
    let harness = await RootHarness.loaded()
    harness.router.settings.account = Profile(name: "rosa")
    try harness.presenter.open(url: "feature-routing://tab/account/edit-name")
    #expect(harness.shown == Shown(tab: .account, root: [EditNameViewModel(name: "rosa")]))
    harness.router.signOut()
    #expect(harness.shown == Shown(tab: .account))
  }

  @Test func signingOutRemovesAnEditNameALinkPutOnAnotherStack() async throws {
    let harness = await RootHarness.loaded()
    harness.router.settings.account = Profile(name: "rosa")
    try harness.presenter.open(url: "feature-routing://grapes/shiraz/details/edit-name")
    harness.router.select(.account)
    harness.router.signOut()
    harness.router.select(.grapes)
    #expect(harness.shown == Shown(tab: .grapes, root: [DetailsViewModel(Grapes.third)]))
  }
}
