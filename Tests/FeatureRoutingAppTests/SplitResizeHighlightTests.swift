import TerminalRuntime
import TerminalUI
import Testing

@testable import FeatureRoutingApp

/// A resize across the split's widths keeps the highlight on the same control wherever it is
/// still drawn: Details alone at 80 columns, beside the list again at 160.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5))) struct SplitResizeHighlightTests {
  @Test func theHighlightStaysOnDetailsBackControlThroughANarrowTerminal() async throws {
    let app = try await SplitSession(rows: 24, columns: 160)
    defer { app.close() }
    await app.press(.character("3"), .right)
    #expect(app.highlight == "[b] Back", "Details' bar control beside the list")
    app.resize(rows: 24, columns: 80)
    #expect(app.highlight == "[b] ‹ Wine Grapes", "the same control, Details alone")
    app.resize(rows: 24, columns: 160)
    #expect(app.highlight == "[b] Back", "and in its pane again")
    #expect(app.session.selection.focusedPane == 1)
  }

  @Test(arguments: ["[r] Rate this grape", "[e] Show extra details", "[p] Programmatic pop"])
  func theHighlightStaysOnAControlOfDetails(control: String) async throws {
    let app = try await SplitSession(rows: 24, columns: 160)
    defer { app.close() }
    await app.press(.character("3"), .right)
    while app.highlight != control, app.highlight != nil {
      let before = app.highlight
      await app.press(.down)
      if app.highlight == before { break }
    }
    #expect(app.highlight == control)
    app.resize(rows: 24, columns: 80)
    #expect(app.highlight == control)
    app.resize(rows: 24, columns: 160)
    #expect(app.highlight == control)
  }

  @Test func theHighlightStaysOnItsRowOfTheList() async throws {
    let app = try await SplitSession(rows: 24, columns: 160, grapes: SplitSession.grapes(100))
    defer { app.close() }
    await app.press(.enter)
    for _ in 0..<20 { await app.press(.down) }
    #expect(app.highlight == "[21] Grape 21 ›")
    app.resize(rows: 24, columns: 80)
    app.resize(rows: 24, columns: 160)
    #expect(app.highlight == "[21] Grape 21 ›")
  }
}
