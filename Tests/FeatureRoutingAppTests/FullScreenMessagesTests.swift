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
}
