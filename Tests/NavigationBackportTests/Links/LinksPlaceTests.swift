import NavigationBackport
import Testing

/// A route that opens above another (a flow's step above the screen that starts it) is read only
/// right above that route's screen of the same id; anywhere else the link is refused with the
/// whole chain to write.
@Suite(.timeLimit(.minutes(5))) struct LinksPlaceTests {
  private let grammar = NBLinkGrammar(
    scheme: "app", tabs: ["grapes", "regions"],
    routes: [
      NBLinkRoute("grapes/{id}/details", id: \GrapeDetails.id) { GrapeDetails(id: $0) },
      NBLinkRoute("grapes/{id}/score", opensAbove: "grapes/{id}/details") { _ in ScoreStep() },
      NBLinkRoute("grapes/{id}/note", opensAbove: "grapes/{id}/score") { _ in ScoreStep() },
    ])

  private func refusal(_ url: String) -> String? {
    do {
      _ = try grammar.parse(url)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func aScreenRightAboveItsBaseOfTheSameIdOpens() throws {
    let parsed = try grammar.parse("app://grapes/a/details/score/note/grapes/b/details/score")
    #expect(
      parsed.state.rootPath.elements.map { ($0.base as? NBLinkScreen)?.id }
        == ["a", "a", "a", "b", "b"])
  }

  @Test func withNothingBelowItTheLinkIsRefusedNamingTheChain() {
    #expect(
      refusal("app://grapes/a/score")
        == "'grapes/a/score' opens only right above 'grapes/a/details'; write 'grapes/a/details/score'."
    )
    #expect(
      refusal("app://grapes/a/note")
        == "'grapes/a/note' opens only right above 'grapes/a/score'; "
        + "write 'grapes/a/details/score/note'.")
  }

  @Test func aBaseOfAnotherIdOrAnotherRouteBelowIsRefused() {
    #expect(refusal("app://grapes/b/details/grapes/a/score")?.hasPrefix("'grapes/a/score'") == true)
    #expect(refusal("app://grapes/a/details/note")?.hasPrefix("'grapes/a/note'") == true)
    #expect(
      refusal("app://grapes/a/details/score/score")
        == "'grapes/a/score' opens only right above 'grapes/a/details'; write 'grapes/a/details/score'."
    )
  }

  @Test func aModalStackIsCheckedOnItsOwn() {
    #expect(refusal("app://grapes/a/details/sheet/grapes/a/score") != nil)
    #expect(refusal("app://tab/regions/sheet/grapes/a/details/score") == nil)
  }

  @Test func anIdIsShownPercentEncodedAndShortened() throws {
    let message = try #require(
      refusal("app://grapes/%1B%5B2J\(String(repeating: "x", count: 90))/score"))
    #expect(!message.unicodeScalars.contains("\u{1B}"))
    #expect(message.hasPrefix("'grapes/%1B%5B2J"))
    #expect(message.contains("…/score'"))
  }
}
