import Testing

@testable import NavigationBackport

/// Going back across pushes and presentations alike (FlowStacks' `goBack`, `goBackTo`,
/// `canGoBack`), popping to or from an entry (TCA's `pop(to:)`, `pop(from:)`), and updating a
/// screen in place (TCA's `stack[id:]`).
@MainActor
@Suite(.timeLimit(.minutes(5))) struct GoingBackTests {
  /// Root path `[1, 2]`, a sheet showing "sheet" with `[3]` pushed on it, then a cover showing
  /// `Route.home` with `[4, 5]`: seven screens above the bare root.
  static func layered() -> NBNavigator {
    NBNavigator(
      state: NBNavigationState(
        path: NBNavigationPath([1, 2]),
        modals: [
          NBModal(.sheet, content: "sheet", path: NBNavigationPath([3])),
          NBModal(.fullScreenCover, content: Route.home, path: NBNavigationPath([4, 5])),
        ]),
      presentationPolicy: .stacked)
  }

  // MARK: goBack and canGoBack

  @Test func canGoBackCountsPushedAndPresentedScreens() {
    let navigator = Self.layered()

    #expect(navigator.backStack.count == 7)
    #expect(NBNavigator().backStack.count == 0)
  }

  @Test func goingBackPopsThenDismissesAsTheBackControlWould() {
    let navigator = Self.layered()

    #expect(navigator.backStack.pop(2) == true)
    #expect(navigator.state.modals.map(\.content.value) == ["sheet", Route.home])
    #expect(navigator.state.modals[1].path?.isEmpty == true)

    #expect(navigator.backStack.pop() == true)
    #expect(navigator.state.modals.map(\.content.value) == ["sheet"])
    #expect(navigator.state.modals[0].path?.elements == [3])
  }

  @Test func goingBackAcrossLayersIsOneUpdateWithDismissalsBeforePops() {
    let navigator = Self.layered()
    let events = EventRecorder(navigator)
    let observations = ObservationCounter(navigator)

    #expect(navigator.backStack.pop(5) == true)

    #expect(navigator.path.elements == [1, 2])
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.changeCount == 1)
    #expect(observations.count == 1)
    #expect(events.events == [.dismissed(2)])

    #expect(navigator.backStack.pop(2) == true)
    #expect(events.events.last == .popped(2, from: .root(.main)))
  }

  @Test func goingBackIntoASheetsStackReportsTheDismissalThenThePop() {
    let navigator = Self.layered()
    let events = EventRecorder(navigator)

    navigator.backStack.pop(4)

    #expect(navigator.state.modals.map(\.content.value) == ["sheet"])
    #expect(navigator.state.modals[0].path?.isEmpty == true)
    #expect(events.events == [.dismissed(1), .popped(1, from: .modal(depth: 0))])
  }

  @Test func goingBackMoreThanIsShownIsRefusedAndChangesNothing() {
    let navigator = Self.layered()
    let before = navigator.state

    #expect(navigator.backStack.pop(8) == false)
    #expect(navigator.backStack.pop(-1) == false)
    #expect(navigator.state == before)
    #expect(navigator.changeCount == 0)
  }

  @Test func screensPushedBeneathAStacklessModalAreCoveredByIt() {
    let navigator = NBNavigator()
    navigator.present("alert", withStack: false)
    navigator.push(1)

    #expect(navigator.path.elements == [1])
    #expect(navigator.backStack.pop() == true)
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.path.elements == [1])
  }

  @Test func dismissedModalsRunTheirHandlersTopDown() {
    let log = CallLog()
    let navigator = NBNavigator(presentationPolicy: .stacked)
    navigator.present("A", onDismiss: log.handler("A"))
    navigator.present("B", onDismiss: log.handler("B"))

    navigator.backStack.pop(2)

    #expect(log.calls == ["B", "A"])
  }

  // MARK: goBackTo

  @Test func goBackToATypeStopsAtItsTopmostScreenWhereverItIs() {
    let navigator = Self.layered()

    #expect(navigator.backStack.popTo(String.self) == true)

    #expect(navigator.state.modals.map(\.content.value) == ["sheet"])
    #expect(navigator.state.modals[0].path?.isEmpty == true)
  }

  @Test func goBackToAValueOnTheRootDismissesEveryModal() {
    let navigator = Self.layered()

    #expect(navigator.backStack.popTo(1) == true)

    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.path.elements == [1])
  }

  @Test func goBackToAValueNeedsItsType() {
    let navigator = Self.layered()

    #expect(navigator.backStack.popTo(1.0) == false)
    #expect(navigator.changeCount == 0)
  }

  @Test func goBackToAPredicateMatchesPresentedContentToo() {
    let navigator = Self.layered()

    #expect(navigator.backStack.popTo(where: { $0 == AnyHashable(Route.home) }) == true)

    #expect(navigator.state.modals.count == 2)
    #expect(navigator.state.modals[1].path?.isEmpty == true)
    #expect(navigator.backStack.popTo(where: { $0 == AnyHashable("nowhere") }) == false)
  }

  // MARK: popTo(entry:) and popFrom(entry:)

  @Test func popToAnEntryLeavesItOnTop() throws {
    let navigator = Self.layered()
    let three = navigator.state.modals[0].path?.entries[0].id

    #expect(navigator.backStack.popTo(entry: try #require(three)))

    #expect(navigator.state.modals.count == 1)
    #expect(navigator.state.modals[0].path?.elements == [3])
  }

  @Test func popFromAnEntryRemovesItAndEverythingAbove() {
    let navigator = Self.layered()
    let sheet = navigator.state.modals[0].id
    let two = navigator.path.entries[1].id

    #expect(navigator.backStack.popFrom(entry: sheet) == true)
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.path.elements == [1, 2])

    #expect(navigator.backStack.popFrom(entry: two) == true)
    #expect(navigator.path.elements == [1])
  }

  @Test func popToAnEntryThatIsGoneIsRefused() {
    let navigator = Self.layered()
    let gone = NBPathEntry(AnyHashable(9)).id

    #expect(navigator.backStack.popTo(entry: gone) == false)
    #expect(navigator.backStack.popFrom(entry: gone) == false)
    #expect(navigator.changeCount == 0)
  }

  // MARK: Updating in place

  @Test func updatingAScreenKeepsItsIdentityAndShowsTheNewValue() {
    let navigator = NBNavigator(
      state: NBNavigationState(
        path: NBNavigationPath([AnyHashable(Article(id: 1, title: "Draft")), AnyHashable(2)])))
    let before = navigator.path.entries
    let events = EventRecorder(navigator)

    #expect(navigator.updateScreen(before[0].id, to: Article(id: 1, title: "Final")))

    #expect(
      navigator.path.elements == [AnyHashable(Article(id: 1, title: "Final")), AnyHashable(2)])
    #expect(navigator.path.entries.map(\.id) == before.map(\.id))
    #expect(!navigator.path.entries[0].isSameScreen(as: before[0]))
    #expect(navigator.path.entries[1].isSameScreen(as: before[1]))
    #expect(events.events == [.updated(typeName: "NavigationBackportTests.Article")])
  }

  /// An update in place is a change even when `==` calls the values equal, so a view layer
  /// shows the new title.
  @Test func updatingAScreenToAnEqualValueIsStillAChange() {
    let navigator = NBNavigator(
      state: NBNavigationState(path: NBNavigationPath([Draft(id: 1, title: "old")])))
    let before = navigator.path.entries[0]

    #expect(navigator.updateScreen(before.id, to: Draft(id: 1, title: "new")))

    #expect((navigator.path.elements.last?.base as? Draft)?.title == "new")
    #expect(!navigator.path.entries[0].isSameScreen(as: before))
    #expect(navigator.changeCount == 1)
  }

  @Test func updatingAModalsContentOrItsStackKeepsTheModal() throws {
    let navigator = Self.layered()
    let cover = navigator.state.modals[1]

    #expect(navigator.updateScreen(cover.id, to: Route.detail(id: 9)))
    #expect(navigator.updateScreen(try #require(cover.path?.entries[1].id), to: 50))

    #expect(navigator.state.modals[1].id == cover.id)
    #expect(navigator.state.modals[1].content.value == AnyHashable(Route.detail(id: 9)))
    #expect(navigator.state.modals[1].path?.elements == [4, 50])
  }

  @Test func updatingAScreenOnAnotherRootWorksToo() throws {
    var state = NBNavigationState(
      roots: [NBRoot(id: "home"), NBRoot(id: "search", path: NBNavigationPath(["q"]))])
    let query = try #require(state.path(in: .root("search"))?.entries[0].id)

    let updated = state.updateScreen(query, to: "query")

    #expect(updated)
    #expect(state.path(in: .root("search"))?.elements == ["query"])
  }

  @Test func updatingAScreenThatIsGoneIsRefused() {
    let navigator = Self.layered()

    #expect(!navigator.updateScreen(NBPathEntry(AnyHashable(0)).id, to: 1))
    #expect(navigator.changeCount == 0)
  }
}
