import NavigationBackport
import Testing

/// A child flow delivers its result exactly once to the screen that started it, whichever way it
/// ends: finished, cancelled, gone back past, or unwound by a navigation that removes its steps.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct FlowEndingTests {
  let jammy = Rating(score: 4, note: "jammy")

  @Test func theFirstStepGoesOntoTheStartersStackAndLaterStepsAreOrdinaryPushes() {
    let navigator = NBNavigator.ratingAtNoteStep()

    #expect(
      navigator.state.rootPath.elements == [GrapeScreen(id: "a"), ScoreStep(), NoteStep(score: 4)])
    #expect(navigator.state.modals.isEmpty)
  }

  @Test func finishingPopsTheStepsAndDeliversInOneUpdate() {
    let navigator = NBNavigator.ratingAtNoteStep()
    let results = FlowDeliveries(navigator)
    let events = EventRecorder(navigator)
    let changesBefore = navigator.changeCount

    #expect(navigator.finishFlow(with: jammy))

    #expect(results.deliveries == [.rated("a", jammy)])
    #expect(navigator.changeCount == changesBefore + 1)
    #expect(events.events == [.popped(2, from: .root(.main))])
    #expect(results.shownAtDelivery.map(\.path) == [[GrapeScreen(id: "a")]])
    #expect(results.shownAtDelivery.map(\.changeCount) == [changesBefore + 1])
    // The flow is over: finishing again, or going back further, delivers nothing more.
    #expect(!navigator.finishFlow(with: jammy))
    navigator.pop()
    #expect(results.deliveries.count == 1)
  }

  @Test func cancellingFromAStepPopsTheStepsAndDeliversCancelledOnce() {
    let navigator = NBNavigator.ratingAtNoteStep()
    let results = FlowDeliveries(navigator)

    #expect(navigator.cancelFlow(of: Rating.self))
    #expect(!navigator.cancelFlow(of: Rating.self))

    #expect(results.deliveries == [.ratingCancelled("a")])
    #expect(navigator.state.rootPath.elements == [GrapeScreen(id: "a")])
  }

  @Test func goingBackPastTheFirstStepDeliversCancelledOnce() {
    let navigator = NBNavigator.ratingAtNoteStep()
    let results = FlowDeliveries(navigator)

    navigator.pop()
    #expect(results.deliveries.isEmpty)
    navigator.pop()
    #expect(results.deliveries == [.ratingCancelled("a")])
    navigator.pop()
    #expect(results.deliveries == [.ratingCancelled("a")])
  }

  @Test func poppingToTheRootDeliversCancelledOnce() {
    let navigator = NBNavigator.ratingAtNoteStep()
    let results = FlowDeliveries(navigator)

    navigator.topmostPath.popToRoot()

    #expect(results.deliveries == [.ratingCancelled("a")])
    #expect(navigator.state.rootPath.isEmpty)
  }

  @Test func replacingTheStateWithALinkElsewhereDeliversCancelledOnce() {
    let navigator = NBNavigator.ratingAtNoteStep()
    let results = FlowDeliveries(navigator)

    navigator.state = NBNavigationState(path: NBNavigationPath([GrapeScreen(id: "b")]))

    #expect(results.deliveries == [.ratingCancelled("a")])
    #expect(!navigator.finishFlow(with: jammy))
    #expect(results.deliveries.count == 1)
  }

  @Test func aStateWrittenWithTheSameStepsKeepsTheFlowGoing() {
    let navigator = NBNavigator.ratingAtNoteStep()
    let results = FlowDeliveries(navigator)

    navigator.state = NBNavigationState(
      path: NBNavigationPath(
        [GrapeScreen(id: "a"), ScoreStep(), NoteStep(score: 5)] as [AnyHashable]))
    #expect(results.deliveries.isEmpty)
    #expect(navigator.finishFlow(with: jammy))

    #expect(results.deliveries == [.rated("a", jammy)])
    #expect(navigator.state.rootPath.elements == [GrapeScreen(id: "a")])
  }

  @Test func aFlowInASheetPushesOnTheSheetsStackAndFinishesThere() {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath(["list"])))
    let results = FlowDeliveries(navigator)
    navigator.present("menu")
    navigator.push(GrapeScreen(id: "a"))

    #expect(navigator.startFlow(returning: Rating.self, firstStep: ScoreStep()))
    navigator.push(NoteStep(score: 4))
    #expect(
      navigator.state.modals.first?.path?.elements == [
        GrapeScreen(id: "a"), ScoreStep(), NoteStep(score: 4),
      ])
    #expect(navigator.state.rootPath.elements == ["list"])

    #expect(navigator.finishFlow(with: jammy))
    #expect(results.deliveries == [.rated("a", jammy)])
    #expect(navigator.state.modals.first?.path?.elements == [GrapeScreen(id: "a")])
    #expect(navigator.state.rootPath.elements == ["list"])
  }

  @Test func dismissingTheSheetAFlowLivesInDeliversCancelledOnce() {
    let navigator = NBNavigator()
    let results = FlowDeliveries(navigator)
    navigator.present(GrapeScreen(id: "a"))

    // The sheet's content starts the flow; its steps go on the sheet's own stack.
    #expect(navigator.startFlow(returning: Rating.self, firstStep: ScoreStep()))
    #expect(navigator.state.modals.first?.path?.elements == [ScoreStep()])
    navigator.dismiss()

    #expect(results.deliveries == [.ratingCancelled("a")])
    #expect(navigator.state.modals.isEmpty)
  }

  @Test func resettingTheStackOfTheFlowsTabDeliversCancelledOnce() {
    let navigator = NBNavigator(
      state: NBNavigationState(roots: [
        NBRoot(id: "wines", path: NBNavigationPath([GrapeScreen(id: "a")])), NBRoot(id: "account"),
      ]))
    let results = FlowDeliveries(navigator)
    navigator.startFlow(returning: Rating.self, firstStep: ScoreStep())
    navigator.select(root: "account")

    // A step pushed into the flow goes onto its tab's stack, whichever tab is shown.
    #expect(navigator.push(NoteStep(score: 4), intoFlowOf: Rating.self))
    #expect(
      navigator.state.path(in: .root("wines"))?.elements == [
        GrapeScreen(id: "a"), ScoreStep(), NoteStep(score: 4),
      ])
    #expect(navigator.state.rootPath.isEmpty)
    var next = navigator.state
    next.setPath(NBNavigationPath(), in: .root("wines"))
    navigator.state = next

    #expect(results.deliveries == [.ratingCancelled("a")])
  }

  @Test func aScreenStartsOneFlowAtATimeAndTheBareRootStartsNone() {
    let navigator = NBNavigator()
    #expect(!navigator.startFlow(returning: Rating.self, firstStep: ScoreStep()))

    navigator.push(GrapeScreen(id: "a"))
    let grape = navigator.state.rootPath.entries[0].id
    #expect(navigator.startFlow(returning: Rating.self, firstStep: ScoreStep()))
    #expect(!navigator.startFlow(returning: Pairing.self, firstStep: DishStep(), from: grape))
    #expect(navigator.state.rootPath.elements == [GrapeScreen(id: "a"), ScoreStep()])
  }

  @Test func theStarterHearsItsCurrentValue() {
    let navigator = NBNavigator.ratingAtNoteStep()
    let results = FlowDeliveries(navigator)
    navigator.updateScreen(navigator.state.rootPath.entries[0].id, to: GrapeScreen(id: "a2"))

    navigator.finishFlow(with: jammy)

    #expect(results.deliveries == [.rated("a2", jammy)])
  }
}
