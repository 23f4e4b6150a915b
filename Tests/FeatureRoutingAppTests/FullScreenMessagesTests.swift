import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// In full screen, the app's warnings are shown on the screen, above the status line, and never
/// written over it; a state that cannot be saved says so for the rest of the session.
@Suite(.serialized, .timeLimit(.minutes(10))) struct FullScreenMessagesTests {
  /// Starts the app as `FullScreenTests` does, with a home folder of this test's own.
  private let launcher: FullScreenTests

  init() throws {
    launcher = try FullScreenTests()
  }

  @Test(arguments: FullScreenFrameTests.sizes)
  func aStateThatCannotBeSavedSaysSoOnTheScreenAndKeepsSaying(rows: Int, columns: Int) throws {
    // A state file in a "folder" that is a file cannot be written, whoever runs the test.
    let notAFolder = try TemporaryFile(contents: "")
    let app = try launcher.start(
      ["--state", notAFolder.path + "/state.json"], rows: rows, columns: columns,
      waitingFor: "[1] Cabernet Sauvignon ›")
    try app.waitForScreen("the warning, on the screen") {
      $0.text.contains("⚠ cannot save the state to")
        && FullScreenTests.status($0).contains("State not saved")
    }
    let warningLine = try #require(app.screen.line(containing: "⚠ cannot save the state"))
    #expect(warningLine < rows - 1)
    #expect(app.screen.text(ofLine: 0).hasPrefix("● Grapes"))
    app.send("1")
    try app.waitForScreen("the warning gone with the next key, the status line still saying so") {
      $0.text.contains("Wine Grapes › Cabernet Sauvignon") && !$0.text.contains("⚠")
        && FullScreenTests.status($0).contains("State not saved")
    }
    app.send("\u{1B}")
    try app.waitForScreen("back, still not saved") {
      $0.text.contains("[1] Cabernet Sauvignon ›")
        && FullScreenTests.status($0).contains("State not saved")
    }
    app.send("q")
    #expect(try app.waitForExit() == 0)
    FullScreenTests.expectRestored(app)
  }

  @Test func aStateFileLeftAloneKeepsTheStatusLineSayingNothingIsSaved() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    try Data(#"{"version": 99}"#.utf8).write(to: URL(fileURLWithPath: file))
    let app = try launcher.start(["--state", file], waitingFor: "[1] Cabernet Sauvignon ›")
    app.send("1")
    try app.waitForScreen("the warning gone with the next key, the status line still saying so") {
      $0.text.contains("Wine Grapes › Cabernet Sauvignon") && !$0.text.contains("⚠")
        && FullScreenTests.status($0).contains("State not saved")
    }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  @Test(arguments: FullScreenFrameTests.sizes)
  func aRestoreWarningIsShownOnTheScreen(rows: Int, columns: Int) throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    let grapes = try TemporaryFile(contents: StateFileTests.grapes(["a", "merlot", "b"]))
    _ = try AppProcess.session(
      ["open feature-routing://grapes/a/details/grapes/merlot/extra"],
      arguments: ["--state", file, "--data", grapes.path])
    let fewer = try TemporaryFile(contents: StateFileTests.grapes(["a", "b"]))
    let app = try launcher.start(
      ["--state", file, "--data", fewer.path], rows: rows, columns: columns,
      waitingFor: "Wine Grapes › A")
    try app.waitForScreen("the warning, on the screen") {
      $0.text.contains("⚠ restoring the saved state:") && $0.text.contains("'merlot'")
    }
    #expect(!app.screen.text.contains("feature-routing: restoring"))
    #expect(app.screen.text(ofLine: 0).hasPrefix("● Grapes"))
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  @Test func aNoticeTooLongForTheStatusLineIsShownWholeAboveIt() throws {
    let app = try launcher.start(["--no-state"], rows: 16, columns: 100)
    app.send(":open feature-routing://grapes/shiraz/details/note/3\r")
    let whole = "write 'grapes/shiraz/details/score/note/3'."
    try app.waitForScreen("the whole message, above the status line") { screen in
      let lines = (0..<(screen.rows - 1)).map { screen.text(ofLine: $0) }
      return lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        .contains("'grapes/shiraz/note/3' opens only right above 'grapes/shiraz/score'; \(whole)")
    }
    // The status line keeps its keys, and the message goes with the next key.
    #expect(FullScreenTests.status(app.screen).contains("? keys"))
    app.send("j")
    try app.waitForScreen("the message gone") { !$0.text.contains("opens only right above") }
    app.send("z")
    try app.waitForScreen("one that fits, on the status line") {
      FullScreenTests.status($0).contains("There is no [z] on this screen.")
    }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }
}
