import Foundation
import TerminalUITesting
import Testing

/// Search as a person uses it in full screen: `/` on the Grapes list, typing, Enter, Esc.
@Suite(.serialized, .timeLimit(.minutes(10))) struct SearchFullScreenTests {
  private let launcher: FullScreenTests

  init() throws {
    launcher = try FullScreenTests()
  }

  @Test func slashOpensSearchTypingFiltersEnterShowsTheGrapeAndEscapeLeaves() throws {
    let app = try launcher.start(rows: 24, columns: 80)
    app.send("/")
    try app.waitForScreen("Search, editing its field") {
      $0.text.contains("3 of 3") && FullScreenTests.status($0).contains("Editing")
    }
    app.send("noi")
    try app.waitForScreen("the list filtered as typed") {
      $0.text.contains("Search: noi") && $0.text.contains("1 of 3")
        && $0.text.contains("Pinot Noir") && !$0.text.contains("Shiraz")
    }
    app.send("\r")
    try app.waitForScreen("the field no longer edited") {
      !FullScreenTests.status($0).contains("Editing")
    }
    app.send("1")
    try app.waitForScreen("Pinot Noir's Details, shown as the style shows a selection") {
      $0.text.contains("Pinot Noir") && $0.text.contains("[e]")
    }
    app.send(FullScreenTests.escape)
    try app.waitForScreen("back on the results") { $0.text.contains("1 of 3") }
    app.send(FullScreenTests.escape)
    try app.waitForScreen("the Grapes list again") {
      $0.text.contains("Shiraz") && !$0.text.contains("of 3")
    }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }
}
