import Foundation
import NavigationBackport
import Testing

/// A flow in progress is saved and restored with the state, by where it is; restoring delivers
/// nothing, and the restored flow delivers once when it ends.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct FlowCodingTests {
  let jammy = Rating(score: 4, note: "jammy")

  private static func registry() -> NBTypeRegistry {
    var registry = NBTypeRegistry()
    registry.register(GrapeScreen.self)
    registry.register(ScoreStep.self)
    registry.register(NoteStep.self)
    registry.register(Rating.self)
    registry.register(String.self)
    return registry
  }

  private static func roundTrip(_ state: NBNavigationState) throws -> NBNavigationState {
    try registry().makeDecoder().decode(
      NBNavigationState.self, from: JSONEncoder().encode(state))
  }

  @Test func aFlowIsWrittenByItsStackAndPositions() throws {
    let navigator = NBNavigator.ratingAtNoteStep()

    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys

    let json = String(decoding: try encoder.encode(navigator.state), as: UTF8.self)

    #expect(
      json.contains(
        #""flows":[{"firstStep":1,"result":"NavigationBackportTests.Rating","root":"main","starter":0}]"#
      ))
  }

  @Test func restoredMidFlowItDeliversNothingThenOnceWhenFinished() throws {
    let saved = try Self.roundTrip(NBNavigator.ratingAtNoteStep().state)
    let navigator = NBNavigator.ratingAtNoteStep("b")
    let results = FlowDeliveries(navigator)

    // Restoring replaces the flow of "b" and delivers nothing, for "b" or for "a".
    navigator.restore(saved)
    #expect(results.deliveries.isEmpty)
    #expect(navigator.state == NBNavigator.ratingAtNoteStep().state)

    #expect(navigator.finishFlow(with: jammy))
    #expect(results.deliveries == [.rated("a", jammy)])
    navigator.pop()
    #expect(results.deliveries == [.rated("a", jammy)])
  }

  @Test func aStateWithoutTheFlowRestoresWithoutIt() throws {
    let navigator = NBNavigator.ratingAtNoteStep()
    let results = FlowDeliveries(navigator)

    navigator.restore(
      NBNavigationState(
        path: NBNavigationPath([GrapeScreen(id: "a"), ScoreStep()] as [AnyHashable])))
    #expect(!navigator.finishFlow(with: jammy))
    navigator.topmostPath.popToRoot()

    #expect(results.deliveries.isEmpty)
  }

  @Test func aFlowInASheetRoundTrips() throws {
    let navigator = NBNavigator()
    navigator.present(GrapeScreen(id: "a"))
    navigator.startFlow(returning: Rating.self, firstStep: ScoreStep())
    let restored = NBNavigator()
    let results = FlowDeliveries(restored)

    restored.restore(try Self.roundTrip(navigator.state))
    restored.dismiss()

    #expect(results.deliveries == [.ratingCancelled("a")])
  }

  @Test func aHeldFinishIsSavedWithItsValueAndDeliversWhenResumed() throws {
    let original = NBNavigator.ratingAtNoteStep()
    original.guardNavigation(.departure, of: NoteStep.self) { _ in .hold("Sign in to rate.") }
    original.finishFlow(with: jammy)
    let saved = try Self.roundTrip(original.state)
    #expect(saved == original.state)
    let navigator = NBNavigator()
    let results = FlowDeliveries(navigator)

    navigator.restore(saved)
    #expect(results.deliveries.isEmpty)
    #expect(navigator.resumeHeld())

    #expect(results.deliveries == [.rated("a", jammy)])
    #expect(navigator.state.rootPath.elements == [GrapeScreen(id: "a")])
  }

  @Test func aFlowPlacedOutsideItsStackIsRefusedSayingWhere() throws {
    let json = """
      {"selectedRoot":"main","roots":[{"id":"main","path":[]}],"modals":[],
       "flows":[{"result":"NavigationBackportTests.Rating","root":"main","starter":0,"firstStep":1}]}
      """

    #expect {
      try Self.registry().makeDecoder().decode(NBNavigationState.self, from: Data(json.utf8))
    } throws: { error in
      "\(error)".contains(
        "Flow 0 (returning NavigationBackportTests.Rating) has its starter at 0, but root \"main\" holds 0 screens."
      )
    }
  }
}
