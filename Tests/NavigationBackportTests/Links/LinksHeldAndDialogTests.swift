import NavigationBackport
import Testing

/// A state saved by its links keeps what the person was asked (a dialog) and what waits for an
/// answer (held navigation), and restoring it makes both again.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct LinksHeldAndDialogTests {
  private static let question = NBDialog(
    title: "Leave?", buttons: [.init("Leave", role: .destructive), .init("Stay", role: .cancel)])

  /// A navigator showing `a`'s details, asking ``question``, with `b`'s details pushed held.
  private func asking() -> NBNavigator {
    let navigator = NBNavigator(state: SampleLinks.state())
    navigator.push(GrapeDetails(id: "a"))
    navigator.guardNavigation(.arrival, of: GrapeExtra.self) { _ in
      navigator.present(Self.question)
      return .hold("asked")
    }
    navigator.push(GrapeExtra(id: "b"))
    return navigator
  }

  @Test func theDialogAndTheHeldNavigationRoundTrip() throws {
    let navigator = asking()
    let grammar = SampleLinks.grammar(grapes: ["a", "b"])

    let saved = try #require(grammar.unresolved(navigator.state))
    #expect(saved.modals.map(\.style) == [.dialog])
    #expect(
      saved.held?.target.rootPath.elements
        == [NBLinkScreen(SampleLinks.details, id: "a"), NBLinkScreen(SampleLinks.extra, id: "b")])

    let restored = try grammar.resolve(saved)
    #expect(restored == navigator.state)
  }

  @Test func heldNavigationWhoseScreenIsGoneIsDroppedSayingWhy() throws {
    let navigator = asking()
    let saved = try #require(SampleLinks.grammar(grapes: ["a", "b"]).unresolved(navigator.state))

    let (restored, dropped) = SampleLinks.grammar(grapes: ["a"]).restore(saved)

    #expect(restored.held == nil)
    #expect(restored.rootPath.elements == [GrapeDetails(id: "a")])
    #expect(restored.modals.map(\.style) == [.dialog])
    #expect(dropped.count == 1)
    #expect(
      dropped.first?.description.hasSuffix("The navigation held until then was dropped.") == true)
  }
}
