import NavigationBackport
import Testing

/// A link naming the steps of a flow in progress makes the flow again: the screen below the first
/// step started it, and the result reaches it once.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct LinksFlowTests {
  private let grammar = NBLinkGrammar(
    scheme: "feature-routing", tabs: ["grapes"],
    routes: [
      NBLinkRoute("grapes/{id}/details", id: \GrapeScreen.id) { GrapeScreen(id: $0) },
      NBLinkRoute("rate", startsFlowReturning: Rating.self) { _ in ScoreStep() },
    ])

  @Test func theFlowALinkNamesDeliversToTheScreenBelowItsFirstStep() throws {
    let navigator = NBNavigator()
    let deliveries = FlowDeliveries(navigator)
    let parsed = try grammar.parse("feature-routing://grapes/shiraz/details/rate")
    navigator.state = try grammar.resolve(parsed.state)

    #expect(navigator.finishFlow(with: Rating(score: 5, note: "")))

    #expect(deliveries.deliveries == [.rated("shiraz", Rating(score: 5, note: ""))])
    #expect(navigator.state.rootPath.elements == [GrapeScreen(id: "shiraz")])
  }

  @Test func inASheetTheSheetsScreenStartsIt() throws {
    let navigator = NBNavigator()
    let deliveries = FlowDeliveries(navigator)
    let parsed = try grammar.parse("feature-routing://sheet/grapes/shiraz/details/rate")
    navigator.state = try grammar.resolve(parsed.state)

    navigator.dismiss()

    #expect(deliveries.deliveries == [.ratingCancelled("shiraz")])
  }

  @Test func aFirstStepWithNothingBelowItStartsNoFlow() throws {
    let navigator = NBNavigator()
    let deliveries = FlowDeliveries(navigator)
    navigator.state = try grammar.resolve(grammar.parse("feature-routing://rate").state)
    #expect(!navigator.finishFlow(with: Rating(score: 5, note: "")))
    #expect(deliveries.deliveries.isEmpty)
  }
}
