import NavigationBackport
import Testing

/// Sheets and full-screen covers: the two policies, where pushes go, and `onDismiss` handlers that
/// run exactly once, top-down, whatever makes a modal go away.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct PresentationTests {
  /// A stacked navigator showing sheets `A`, `B` and `C` (bottom to top), each logging its dismissal.
  static func stackedABC(_ log: CallLog) -> NBNavigator {
    let navigator = NBNavigator(presentationPolicy: .stacked)
    for name in ["A", "B", "C"] {
      navigator.present(name, onDismiss: log.handler(name))
    }
    return navigator
  }

  // MARK: Presenting

  @Test func presentShowsTheValueWithItsStyleAndOwnStack() throws {
    let navigator = NBNavigator()

    navigator.present(Fixtures.article, style: .fullScreenCover)

    let modal = try #require(navigator.state.modals.first)
    #expect(navigator.state.modals.count == 1)
    #expect(modal.style == .fullScreenCover)
    #expect(modal.content.value == AnyHashable(Fixtures.article))
    #expect(modal.path?.isEmpty == true)
  }

  @Test func presentDefaultsToASheet() {
    let navigator = NBNavigator()

    navigator.present(1, withStack: false)

    #expect(navigator.state.modals.map(\.style) == [.sheet])
    #expect(navigator.state.modals[0].path == nil)
  }

  // MARK: Single policy

  @Test func singlePolicyReplacesTheShownSheet() {
    let log = CallLog()
    let navigator = NBNavigator(presentationPolicy: .single)
    navigator.present("A", onDismiss: log.handler("A"))

    navigator.present("B", onDismiss: log.handler("B"))

    #expect(navigator.state.modals.map(\.content.value) == ["B"])
    #expect(log.calls == ["A"])
  }

  @Test func underTheSinglePolicyACoverGoesOverTheSheetAndASheetOverTheCover() {
    let log = CallLog()
    let navigator = NBNavigator(presentationPolicy: .single)
    navigator.present("A", onDismiss: log.handler("A"))

    navigator.present("B", style: .fullScreenCover, onDismiss: log.handler("B"))
    navigator.present("C", onDismiss: log.handler("C"))
    navigator.present("D", onDismiss: log.handler("D"))

    #expect(navigator.state.modals.map(\.content.value) == ["A", "B", "D"])
    #expect(navigator.state.modals.map(\.style) == [.sheet, .fullScreenCover, .sheet])
    #expect(log.calls == ["C"])
  }

  @Test func singlePolicyReplacesTheShownModalInOneUpdateWithItsEventsInOrder() {
    let navigator = NBNavigator(presentationPolicy: .single)
    var shownWhenDismissed: [[AnyHashable]] = []
    navigator.present("A") {
      shownWhenDismissed.append(navigator.state.modals.map(\.content.value))
    }
    let events = EventRecorder(navigator)
    let observations = ObservationCounter(navigator)
    let changes = navigator.changeCount

    navigator.present("B")

    #expect(navigator.changeCount == changes + 1)
    #expect(observations.count == 1)
    #expect(
      events.events == [
        .dismissed(1),
        .presented(.sheet, typeName: "Swift.String", withStack: true),
      ])
    // The old sheet's handler runs once the single change is made: no state without a sheet is
    // ever observable between the two.
    #expect(shownWhenDismissed == [["B"]])
  }

  @Test func singlePolicyDismissesEveryStackedModalTopDown() {
    let log = CallLog()
    let navigator = Self.stackedABC(log)
    navigator.presentationPolicy = .single

    navigator.present("D", onDismiss: log.handler("D"))

    #expect(log.calls == ["C", "B", "A"])
    #expect(navigator.state.modals.map(\.content.value) == ["D"])
  }

  // MARK: Stacked policy

  @Test func stackedPolicyPilesModalsUp() {
    let log = CallLog()

    let navigator = Self.stackedABC(log)

    #expect(navigator.state.modals.map(\.content.value) == ["A", "B", "C"])
    #expect(log.calls.isEmpty)
  }

  @Test func dismissRemovesTheTopModalOnly() {
    let log = CallLog()
    let navigator = Self.stackedABC(log)

    #expect(navigator.dismiss())

    #expect(navigator.state.modals.map(\.content.value) == ["A", "B"])
    #expect(log.calls == ["C"])
  }

  @Test func dismissCountRunsHandlersTopDown() {
    let log = CallLog()
    let navigator = Self.stackedABC(log)

    #expect(navigator.dismiss(count: 2))

    #expect(navigator.state.modals.map(\.content.value) == ["A"])
    #expect(log.calls == ["C", "B"])
  }

  @Test func dismissAllRunsEveryHandlerTopDown() {
    let log = CallLog()
    let navigator = Self.stackedABC(log)

    navigator.dismissAll()

    #expect(navigator.state.modals.isEmpty)
    #expect(log.calls == ["C", "B", "A"])
  }

  @Test func handlersRunExactlyOnce() {
    let log = CallLog()
    let navigator = Self.stackedABC(log)

    navigator.dismiss()
    navigator.dismiss()
    navigator.dismissAll()
    navigator.dismissAll()
    navigator.returnToRoot()
    navigator.state = NBNavigationState()

    #expect(log.calls == ["C", "B", "A"])
  }

  @Test(arguments: [0, -1, 4])
  func dismissOfAnImpossibleCountIsRefused(count: Int) {
    let log = CallLog()
    let navigator = Self.stackedABC(log)
    let before = navigator.state
    let changes = navigator.changeCount

    #expect(!navigator.dismiss(count: count))

    #expect(navigator.state == before)
    #expect(navigator.changeCount == changes)
    #expect(log.calls.isEmpty)
  }

  @Test func dismissWithNothingShownIsRefused() {
    let navigator = NBNavigator()

    #expect(!navigator.dismiss())
    navigator.dismissAll()

    #expect(navigator.changeCount == 0)
  }

  // MARK: Handlers when modals go away by other means

  @Test func settingTheStateRunsTheHandlersOfModalsItRemovesTopDown() {
    let log = CallLog()
    let navigator = Self.stackedABC(log)

    navigator.state = NBNavigationState(path: NBNavigationPath([1]))

    #expect(log.calls == ["C", "B", "A"])
  }

  @Test func settingTheStateRunsOnlyTheHandlersOfModalsThatWentAway() {
    let log = CallLog()
    let navigator = Self.stackedABC(log)

    navigator.state = NBNavigationState(modals: [
      NBModal(.sheet, content: "A"), NBModal(.sheet, content: "X"),
    ])

    #expect(log.calls == ["C", "B"])
    navigator.dismissAll()
    #expect(log.calls == ["C", "B", "A"])
  }

  @Test func aStateWithoutAModalRunsItsHandler() {
    let log = CallLog()
    let navigator = Self.stackedABC(log)

    var next = navigator.state
    next.modals.remove(at: 1)
    navigator.state = next

    #expect(log.calls == ["B"])
    #expect(navigator.state.modals.map(\.content.value) == ["A", "C"])
  }

  @Test func returnToRootRunsEveryHandlerTopDown() {
    let log = CallLog()
    let navigator = Self.stackedABC(log)

    navigator.returnToRoot()

    #expect(log.calls == ["C", "B", "A"])
  }

  // MARK: Handlers for modals a state update put there

  @Test func aModalSetByAStateUpdateGetsAHandlerThatRunsOnceWhenItGoes() throws {
    let log = CallLog()
    let navigator = NBNavigator(presentationPolicy: .stacked)
    navigator.state = NBNavigationState(modals: [
      NBModal(.sheet, content: "A"), NBModal(.sheet, content: "B"),
    ])
    let ids = navigator.state.modals.map(\.id)

    #expect(navigator.onDismiss(ofModal: ids[0], perform: log.handler("A")))
    #expect(navigator.onDismiss(ofModal: ids[1], perform: log.handler("B")))
    navigator.present("C", onDismiss: log.handler("C"))
    navigator.returnToRoot()
    navigator.present("D")
    navigator.dismiss()

    #expect(log.calls == ["C", "B", "A"])
  }

  @Test func aLaterHandlerReplacesTheModalsHandler() throws {
    let log = CallLog()
    let navigator = NBNavigator()
    navigator.present("A", onDismiss: log.handler("first"))
    let id = try #require(navigator.state.modals.first?.id)

    #expect(navigator.onDismiss(ofModal: id, perform: log.handler("second")))
    navigator.dismiss()

    #expect(log.calls == ["second"])
  }

  @Test func aHandlerForAModalThatIsNotShownIsRefused() throws {
    let log = CallLog()
    let navigator = NBNavigator()
    navigator.push("pushed")
    navigator.present("A")
    let pushed = try #require(navigator.state.rootPath.entries.first?.id)
    let gone = try #require(navigator.state.modals.first?.id)
    navigator.dismiss()

    #expect(!navigator.onDismiss(ofModal: pushed, perform: log.handler("pushed")))
    #expect(!navigator.onDismiss(ofModal: gone, perform: log.handler("gone")))
    navigator.returnToRoot()

    #expect(log.calls.isEmpty)
  }

  // MARK: Where pushes go

  @Test func pushGoesIntoTheTopModalsOwnStack() {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([1])))
    navigator.presentationPolicy = .stacked
    navigator.present("A")
    navigator.present("B")

    navigator.push(2)
    navigator.push(3)

    #expect(navigator.state.modals[1].path?.elements == [2, 3])
    #expect(navigator.state.modals[0].path?.isEmpty == true)
    #expect(navigator.path.elements == [1])
  }

  @Test func pushGoesOntoTheRootStackWhenTheTopModalHasNone() {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([1])))

    navigator.present("A", withStack: false)
    navigator.push(2)

    #expect(navigator.path.elements == [1, 2])
    #expect(navigator.state.modals[0].path == nil)
  }

  @Test func popsActOnTheTopModalsStack() {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([1, 2])))
    navigator.present("A")
    navigator.push(contentsOf: [3, 4, 5])

    #expect(navigator.pop())
    #expect(navigator.state.modals[0].path?.elements == [3, 4])
    #expect(!navigator.pop(3))
    #expect(navigator.topmostPath.popTo(3) == true)
    #expect(navigator.state.modals[0].path?.elements == [3])
    #expect(navigator.topmostPath.popTo(1) == false)
    #expect(navigator.topmostPath.popToRoot() == true)
    #expect(navigator.state.modals[0].path?.isEmpty == true)
    #expect(navigator.state.modals.count == 1)
    #expect(navigator.path.elements == [1, 2])
  }

  @Test func returnToRootDismissesEverythingAndEmptiesThePath() {
    let navigator = NBNavigator(
      state: NBNavigationState(path: NBNavigationPath([1, 2])), presentationPolicy: .stacked)
    navigator.present("A")
    navigator.push(3)
    navigator.present("B", style: .fullScreenCover)

    navigator.returnToRoot()

    #expect(navigator.state == NBNavigationState())
  }

  @Test func dismissingAModalDropsItsStack() {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([1])))
    navigator.present("A")
    navigator.push(2)

    navigator.dismiss()
    navigator.push(3)

    #expect(navigator.path.elements == [1, 3])
    #expect(navigator.state.modals.isEmpty)
  }
}
