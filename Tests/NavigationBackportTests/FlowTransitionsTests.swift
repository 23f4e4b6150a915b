import NavigationBackport
import NavigationBackportTesting
import Testing

/// A flow's transitions stated one by one with the recorder: starting, each step, and the one
/// update that ends it, however it ends; nothing else happens on the way.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct FlowTransitionsTests {
  private func rating() -> (NBNavigator, FlowDeliveries, NBTransitionRecorder) {
    let navigator = NBNavigator()
    let deliveries = FlowDeliveries(navigator)
    navigator.push(GrapeScreen(id: "shiraz"))
    let recorder = NBTransitionRecorder(navigator)
    navigator.startFlow(returning: Rating.self, firstStep: ScoreStep())
    navigator.push(NoteStep(score: 4))
    recorder.expect(["push ScoreStep", "push NoteStep"])
    return (navigator, deliveries, recorder)
  }

  @Test func finishingIsOneTransitionThatPopsTheSteps() {
    let (navigator, deliveries, recorder) = rating()
    navigator.finishFlow(with: Rating(score: 4, note: "jammy"))
    let ending = recorder.expect(["back 2"])
    #expect(ending.first?.to.rootPath.elements == [GrapeScreen(id: "shiraz")])
    #expect(deliveries.deliveries == [.rated("shiraz", Rating(score: 4, note: "jammy"))])
    recorder.expectNoTransition()
  }

  @Test func anUnwindIsOneTransitionAndOneCancellation() {
    let (navigator, deliveries, recorder) = rating()
    navigator.returnToRoot()
    recorder.expect(["back 3"])
    #expect(deliveries.deliveries == [.ratingCancelled("shiraz")])
    #expect(!navigator.finishFlow(with: Rating(score: 1, note: "")))
    recorder.expectNoTransition()
  }
}
