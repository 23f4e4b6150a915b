import NavigationBackport
import Testing

/// Flows started from flows end innermost first; guards apply to finishing a flow, which delivers
/// only once the navigation really happens.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct NestedAndGuardedFlowTests {
  let jammy = Rating(score: 4, note: "jammy")

  /// The rating flow at its Note step, which started a pairing flow at its first step.
  private func nestedFlows() -> NBNavigator {
    let navigator = NBNavigator.ratingAtNoteStep()
    navigator.startFlow(returning: Pairing.self, firstStep: DishStep())
    return navigator
  }

  @Test func aParentUnwindingDeliversCancelledOnceInnermostFirst() {
    let navigator = nestedFlows()
    let results = FlowDeliveries(navigator)

    navigator.topmostPath.popToRoot()

    #expect(
      results.deliveries == [
        .pairingCancelled(from: NoteStep(score: 4)), .ratingCancelled("a"),
      ])
  }

  @Test func finishingTheInnerFlowLeavesTheOuterOneGoing() {
    let navigator = nestedFlows()
    let results = FlowDeliveries(navigator)

    navigator.finishFlow(with: Pairing(dish: "lamb"))
    #expect(results.deliveries == [.paired(from: NoteStep(score: 4), Pairing(dish: "lamb"))])
    #expect(
      navigator.state.rootPath.elements == [GrapeScreen(id: "a"), ScoreStep(), NoteStep(score: 4)])

    navigator.finishFlow(with: jammy)
    #expect(
      results.deliveries == [
        .paired(from: NoteStep(score: 4), Pairing(dish: "lamb")), .rated("a", jammy),
      ])
  }

  @Test func finishingTheOuterFlowCancelsTheInnerOneFirstInTheSameUpdate() {
    let navigator = nestedFlows()
    let results = FlowDeliveries(navigator)
    let changesBefore = navigator.changeCount

    navigator.finishFlow(with: jammy)

    #expect(
      results.deliveries == [
        .pairingCancelled(from: NoteStep(score: 4)), .rated("a", jammy),
      ])
    #expect(results.shownAtDelivery.map(\.changeCount) == [changesBefore + 1, changesBefore + 1])
    #expect(navigator.state.rootPath.elements == [GrapeScreen(id: "a")])
  }

  @Test func aGuardThatRefusesTheFinishDeliversNothingUntilItAllows() {
    let navigator = NBNavigator.ratingAtNoteStep()
    let results = FlowDeliveries(navigator)
    var allowed = false
    navigator.guardNavigation(.departure, of: NoteStep.self) { _ in
      allowed ? .allow : .refuse("Not yet.")
    }

    #expect(!navigator.finishFlow(with: jammy))
    #expect(!navigator.cancelFlow(of: Rating.self))
    #expect(results.deliveries.isEmpty)
    #expect(
      navigator.state.rootPath.elements == [GrapeScreen(id: "a"), ScoreStep(), NoteStep(score: 4)])

    allowed = true
    #expect(navigator.finishFlow(with: jammy))
    #expect(results.deliveries == [.rated("a", jammy)])
  }

  @Test func aHeldFinishDeliversItsValueWhenResumedOnce() {
    let navigator = NBNavigator.ratingAtNoteStep()
    let results = FlowDeliveries(navigator)
    var signedIn = false
    navigator.guardNavigation(.departure, of: NoteStep.self) { _ in
      signedIn ? .allow : .hold("Sign in to rate.")
    }

    #expect(!navigator.finishFlow(with: jammy))
    #expect(results.deliveries.isEmpty)
    signedIn = true
    navigator.present("sign in", style: .fullScreenCover)
    navigator.dismiss()
    #expect(results.deliveries.isEmpty)
    #expect(navigator.resumeHeld())

    #expect(results.deliveries == [.rated("a", jammy)])
    #expect(navigator.state.rootPath.elements == [GrapeScreen(id: "a")])
  }

  @Test func aHeldFinishDropsItsValueWhenTheFlowWasCancelledMeanwhile() {
    let navigator = NBNavigator.ratingAtNoteStep()
    let results = FlowDeliveries(navigator)
    navigator.guardNavigation(.departure, of: NoteStep.self) { requested in
      requested.held == nil && navigator.state.held == nil ? .hold(nil) : .allow
    }
    #expect(!navigator.finishFlow(with: jammy))
    navigator.topmostPath.popToRoot()
    #expect(results.deliveries == [.ratingCancelled("a")])

    navigator.resumeHeld()

    #expect(results.deliveries == [.ratingCancelled("a")])
  }
}
