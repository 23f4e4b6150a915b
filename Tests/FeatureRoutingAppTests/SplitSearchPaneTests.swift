import RootFeature
import TerminalUI
import Testing

@testable import FeatureRoutingApp

/// Search in the middle of three panes: choosing a grape in the list beside it replaces Details
/// and keeps Search, its query and its results where they are.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5))) struct SplitSearchPaneTests {
  @Test func choosingAGrapeInTheListKeepsSearchInItsPane() async throws {
    let app = try await SplitSession(rows: 30, columns: 200)
    defer { app.close() }
    let presenter = app.session.root.presenter
    await app.press(.character("/"))
    for character in "noi" { await app.press(.character(character)) }
    await app.press(.enter)
    await app.press(.character("4"))
    #expect(presenter.url == Self.url(showing: "pinot-noir"), "the result chosen")
    #expect(app.panes.count == 3, "the list, Search and Pinot Noir's Details")
    #expect(app.text(ofPane: 1).contains { $0.contains("Search: noi") })
    #expect(app.text(ofPane: 2).contains { $0.contains("Pinot Noir") })
    await app.press(.character("3"))
    #expect(presenter.url == Self.url(showing: "shiraz"), "Shiraz from the list, over Search")
    #expect(app.text(ofPane: 1).contains { $0.contains("Search: noi") }, "Search kept")
    #expect(app.text(ofPane: 1).contains { $0.contains("[4] Pinot Noir") }, "with its results")
    #expect(app.text(ofPane: 2).contains { $0.contains("Shiraz") }, "Shiraz's Details")
    await app.press(.escape)
    #expect(presenter.url == "feature-routing://search/for/noi/results?style=split-view")
    #expect(app.text(ofPane: 1).contains { $0.contains("Search: noi") }, "back on Search")
  }

  /// The URL of `grape`'s Details chosen over the search for `noi`.
  private static func url(showing grape: String) -> String {
    "feature-routing://search/for/noi/results/grapes/\(grape)/details?style=split-view"
  }
}
