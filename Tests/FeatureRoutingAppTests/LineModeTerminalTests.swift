import Foundation
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `--line` with commands typed on a terminal: a prompt before each command, as a shell shows.
@Suite(.serialized, .timeLimit(.minutes(5))) struct LineModeTerminalTests {
  private let launcher: FullScreenTests

  init() throws {
    launcher = try FullScreenTests()
  }

  @Test func eachCommandIsTypedAfterAPrompt() throws {
    let app = try launcher.start(["--line", "--no-state"], waitingFor: "[3] Shiraz ›")
    try app.waitForScreen("the first prompt") { FullScreenTests.hasLine($0, ">") }
    app.send("3\n")
    // The terminal echoes the command on the prompt's line.
    try app.waitForScreen("Shiraz") { $0.text.contains("Wine Grapes › Shiraz") }
    #expect(FullScreenTests.hasLine(app.screen, "> 3"))
    try app.waitForScreen("the next prompt") {
      FullScreenTests.hasLine($0, ">") && $0.text.contains("Wine Grapes › Shiraz")
    }
    app.send("quit\n")
    #expect(try app.waitForExit() == 0)
  }
}
