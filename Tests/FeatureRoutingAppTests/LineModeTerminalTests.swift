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

  /// Ctrl-C on a terminal asks before it drops a changed name, as `quit` does: Keep editing
  /// stays, a second Ctrl-C asks again, and Discard quits with the status Ctrl-C gives.
  @Test func controlCWithAChangedNameAsksFirst() throws {
    let folder = try TemporaryFolder()
    let file = try folder.signedInStateFile()
    let app = try launcher.start(
      [
        "--line", "--no-color", "--state", file, "--open",
        "feature-routing://tab/account/edit-name",
      ],
      rows: 60, columns: 80, waitingFor: "[n] Name: rosa")
    try app.waitForScreen("the first prompt") { FullScreenTests.hasLine($0, ">") }
    app.send("n Rosa Maria\n")
    try app.waitForScreen("the draft, then a prompt") {
      Self.shown($0).hasSuffix("[n] Name: Rosa Maria\n\n[s] Save\n\n>")
    }
    app.send("\u{03}")
    try app.waitForScreen("the question, then a prompt") {
      $0.text.contains("Discard your changes?") && Self.shown($0).hasSuffix("[k] Keep editing\n\n>")
    }
    app.send("k\n")
    try app.waitForScreen("still editing") {
      Self.shown($0).hasSuffix("> k\n" + Self.editNameScreen + "\n>")
    }
    app.send("\u{03}")
    try app.waitForScreen("asked again") { Self.shown($0).hasSuffix("[k] Keep editing\n\n>") }
    app.send("d\n")
    #expect(try app.waitForExit() == 130)
  }

  /// With nothing that would be lost, Ctrl-C on a terminal quits at once.
  @Test func controlCWithNothingChangedQuitsAtOnce() throws {
    let app = try launcher.start(["--line", "--no-state"], waitingFor: "[3] Shiraz ›")
    try app.waitForScreen("the first prompt") { FullScreenTests.hasLine($0, ">") }
    app.send("\u{03}")
    #expect(try app.waitForExit() == 130)
    #expect(!app.screen.text.contains("Discard your changes?"))
  }

  /// What the terminal shows, without the blank lines under the last one written.
  private static func shown(_ screen: VirtualTerminal) -> String {
    screen.text.trimmingCharacters(in: .newlines)
  }

  /// The Edit name screen with the draft `Rosa Maria`, as line mode prints it 80 columns wide.
  private static let editNameScreen = """
    ○ Grapes  ○ Regions  ● Account
    [b] ‹ Account  Edit name
    Account › Edit name
    \(String(repeating: "─", count: 80))
    [n] Name: Rosa Maria

    [s] Save

    """
}
