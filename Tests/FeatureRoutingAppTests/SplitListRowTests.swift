import RootFeature
import TerminalRuntime
import TerminalUI
import Testing

@testable import FeatureRoutingApp

/// Opening a grape from the list beside Details keeps the list where it was: the row chosen stays
/// highlighted and in view, so that `j` and Enter go on through the grapes and → goes into the
/// one shown.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5))) struct SplitListRowTests {
  private static func url(_ grape: Int) -> String {
    "feature-routing://grapes/grape-\(grape)/details?style=split-view"
  }

  @Test func theRowOpenedStaysHighlightedAndInViewBesideItsGrape() async throws {
    let app = try await SplitSession(rows: 20, columns: 160, grapes: SplitSession.grapes(40))
    defer { app.close() }
    let presenter = app.session.root.presenter
    await app.press(.character("2"), .character("5"))
    #expect(presenter.url == Self.url(25))
    #expect(app.session.selection.highlighted?.shortcut == "25")
    #expect(app.text(ofPane: 0).contains { $0.contains("[25] Grape 25") }, "row 25 in view")
    #expect(app.text(ofPane: 1).contains { $0.contains("Grape 25") })

    await app.press(.character("j"), .enter)
    #expect(presenter.url == Self.url(26))
    #expect(app.session.selection.highlighted?.shortcut == "26")
    #expect(app.text(ofPane: 0).contains { $0.contains("[26] Grape 26") })
    #expect(app.text(ofPane: 1).contains { $0.contains("Grape 26") })

    await app.press(.right)
    #expect(app.session.selection.highlighted?.role == .back, "into Grape 26's Details")
    await app.press(.left)
    #expect(app.session.selection.highlighted?.shortcut == "26", "back on its row")
  }

  /// Too narrow for the list beside Details, opening a grape shows Details alone, on its own
  /// first control, as it always did.
  @Test func aNarrowTerminalOpensDetailsOnItsOwnControls() async throws {
    let app = try await SplitSession(rows: 20, columns: 80, grapes: SplitSession.grapes(40))
    defer { app.close() }
    await app.press(.character("2"), .character("5"))
    #expect(app.session.root.presenter.url == Self.url(25))
    #expect(app.session.selection.highlighted?.shortcut != "25")
  }
}
