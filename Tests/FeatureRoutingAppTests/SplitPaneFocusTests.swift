import TerminalUI
import Testing

@testable import FeatureRoutingApp

/// The pane holding the highlight in Show Details Beside the List, drawn so a person sees it:
/// the focused pane as it is, the others dim.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5))) struct SplitPaneFocusTests {
  @Test func theFocusedPaneIsDrawnAndTheOthersDimAtEveryMove() async throws {
    let app = try await SplitSession(rows: 20, columns: 160)
    defer { app.close() }
    await app.press(.character("3"))
    #expect(app.text(ofPane: 1).contains { $0.contains("Rate this grape") })
    #expect(app.highlight?.contains("Shiraz") == true, "the list holds the highlight, on Shiraz")
    #expect(!app.isDim(pane: 0) && app.isDim(pane: 1), "the list drawn, Details dim")
    await app.press(.right)
    #expect(app.highlight == "[b] Back")
    #expect(app.isDim(pane: 0) && !app.isDim(pane: 1), "Details drawn, the list dim")
    await app.press(.left)
    #expect(!app.isDim(pane: 0) && app.isDim(pane: 1))
  }
}
