import TerminalUI
import Testing

@testable import FeatureRoutingApp

/// Each pane of Show Details Beside the List scrolls on its own, under a frame that stays put.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5))) struct SplitPaneScrollTests {
  @Test func movingDownALongListScrollsOnlyTheList() async throws {
    let app = try await SplitSession(rows: 20, columns: 160, grapes: SplitSession.grapes(100))
    defer { app.close() }
    await app.press(.enter)
    let details = app.text(ofPane: 1)
    let header = Array(app.lines.prefix(3))
    #expect(details.contains { $0.contains("[r] Rate this grape") }, "Grape 1 beside the list")
    for _ in 0..<30 { await app.press(.down) }
    #expect(app.highlight == "[31] Grape 31 ›", "the highlight stays in the list")
    #expect(app.text(ofPane: 0).contains { $0.contains("[31] Grape 31 ›") })
    #expect(!app.text(ofPane: 0).contains { $0.contains("[1] Grape 1 ›") }, "the list scrolled")
    #expect(app.text(ofPane: 1) == details, "Details stays put")
    #expect(Array(app.lines.prefix(3)) == header, "the tab bar and the titles too")
    await app.press(.end)
    #expect(app.highlight == "[100] Grape 100 ›")
    #expect(app.text(ofPane: 1) == details)
  }

  @Test func scrollingALongDetailsPaneLeavesTheListPut() async throws {
    let app = try await SplitSession(rows: 10, columns: 160, grapes: SplitSession.grapes(100))
    defer { app.close() }
    await app.press(.enter)
    let list = app.text(ofPane: 0)
    await app.press(.right)
    #expect(app.highlight == "[b] Back")
    await app.press(.end)
    #expect(app.highlight == "[p] Programmatic pop", "End: the last control of Details")
    let scrolled = app.text(ofPane: 1)
    #expect(scrolled.contains { $0.contains("[p] Programmatic pop") })
    #expect(!scrolled.contains { $0.contains("Grape variety") }, "Details scrolled in its pane")
    #expect(app.text(ofPane: 0) == list, "the list stays put")
    await app.press(.left)
    #expect(app.highlight == "[1] Grape 1 ›")
    #expect(app.text(ofPane: 1) == scrolled, "Details stays where it was left")
    await app.press(.right)
    #expect(app.highlight == "[p] Programmatic pop")
    #expect(app.text(ofPane: 1) == scrolled)
  }
}
