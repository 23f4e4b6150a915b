import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// The router's guards as a person meets them, in line mode and full screen: Edit name asked for
/// while signed out waits for a sign-in, and leaving a changed name asks "Discard your changes?".
@Suite(.serialized, .timeLimit(.minutes(5))) struct GuardFlowTests {
  private static let editName = "feature-routing://tab/account/edit-name"
  private static let escape = "\u{1B}"

  @Test func lineModeSignsInFirstThenOpensEditName() throws {
    let outcome = try AppProcess.session(
      ["u rosa", "p merlot", "s"], arguments: ["--no-state", "--open", Self.editName])
    #expect(outcome.status == 0)
    #expect(outcome.screens[0].contains("Sign in"))
    #expect(outcome.screens[3].contains("Account › Edit name\n"))
    #expect(outcome.screens[3].contains("[n] Name: rosa"))
  }

  @Test func lineModeCancelStaysWhereItWasSayingWhatWasNotOpened() throws {
    let outcome = try AppProcess.session(["c"], arguments: ["--no-state", "--open", Self.editName])
    #expect(outcome.status == 0)
    #expect(outcome.screens[1].contains("[3] Shiraz ›"), "the list, where the person was")
    #expect(outcome.screens[1].contains("Edit name was not opened: nobody is signed in."))
  }

  @Test func lineModeAsksBeforeDiscardingAChangedName() throws {
    let folder = try TemporaryFolder()
    let file = try folder.signedInStateFile()
    let outcome = try AppProcess.session(
      ["n Rosa Maria", "back", "k", "back", "d"],
      arguments: ["--state", file, "--open", Self.editName])
    #expect(outcome.status == 0)
    let asked =
      "Discard your changes?\nYour new name is not saved.\n\n[d] Discard  [k] Keep editing\n"
    #expect(outcome.screens[2].contains(asked), "\(outcome.screens[2])")
    #expect(outcome.screens[3].contains("[n] Name: Rosa Maria"), "Keep editing keeps the draft")
    #expect(outcome.screens[4].contains(asked))
    #expect(outcome.screens[5].contains("Signed in as\nrosa\n"), "Discard keeps the saved name")
  }

  /// Full screen signed in as rosa, on Edit name with " Maria" typed; `folder` holds the state.
  private func editingInFullScreen(
    _ launcher: FullScreenTests, _ folder: TemporaryFolder
  ) throws -> TerminalProcess {
    let file = try folder.signedInStateFile()
    let app = try launcher.start(
      ["--state", file, "--open", Self.editName], waitingFor: "[n] Name: rosa")
    app.send("n")
    try app.waitForScreen("editing the name") {
      FullScreenTests.status($0).contains("Editing Name")
    }
    app.send(" Maria\r")
    try app.waitForScreen("the name changed") { $0.text.contains("[n] Name: rosa Maria") }
    return app
  }

  @Test func fullScreenAsksInABoxAndEnterOrEscapeKeepsEditing() throws {
    let (launcher, folder) = (try FullScreenTests(), try TemporaryFolder())
    let app = try editingInFullScreen(launcher, folder)

    app.send(Self.escape)
    try app.waitForScreen("the question in a box") {
      $0.text.contains("│ Discard your changes?")
        && $0.text.contains("[d] Discard  [k] Keep editing")
    }
    #expect(FullScreenTests.highlight(app.screen) == "[k] Keep editing", "Enter never discards")
    app.send("\r")
    try app.waitForScreen("the box gone after Enter, still editing") {
      !$0.text.contains("Discard your changes?") && $0.text.contains("[n] Name: rosa Maria")
    }
    app.send(Self.escape)
    try app.waitForScreen("asked again") { $0.text.contains("Discard your changes?") }
    app.send(Self.escape)
    try app.waitForScreen("the box gone, still editing") {
      !$0.text.contains("Discard your changes?") && $0.text.contains("[n] Name: rosa Maria")
    }
    app.send(Self.escape)
    try app.waitForScreen("asked again") { $0.text.contains("Discard your changes?") }
    app.send("d")
    try app.waitForScreen("the profile, the name as it was") {
      $0.text.contains("Signed in as") && !$0.text.contains("Discard your changes?")
        && !$0.text.contains("Maria")
    }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  @Test func fullScreenAnswersTheDialogsOwnKeysAndTheTabKeys() throws {
    let (launcher, folder) = (try FullScreenTests(), try TemporaryFolder())
    let app = try editingInFullScreen(launcher, folder)
    app.send(Self.escape)
    try app.waitForScreen("the question") { $0.text.contains("│ Discard your changes?") }

    app.send("k")
    try app.waitForScreen("k is Keep editing, not a move up") {
      !$0.text.contains("Discard your changes?") && $0.text.contains("[n] Name: rosa Maria")
    }
    app.send(Self.escape)
    try app.waitForScreen("asked again") { $0.text.contains("│ Discard your changes?") }
    app.send("\u{1B}OP")
    try app.waitForScreen("F1 shows the Grapes tab, the draft kept") {
      $0.text(ofLine: 0).hasPrefix("● Grapes") && !$0.text.contains("Discard your changes?")
    }
    app.send("\u{1B}OR")
    try app.waitForScreen("the draft on the Account tab") {
      $0.text.contains("[n] Name: rosa Maria")
    }
    app.send("q")
    try app.waitForScreen("quitting with the draft asks first") {
      $0.text.contains("Discard your changes?")
    }
    app.send("d")
    #expect(try app.waitForExit() == 0)
  }

  /// On a terminal smaller than the dialog, the question stays at the top of its box while the
  /// rest scrolls under it, and every button can be reached.
  @Test func fullScreenKeepsTheQuestionInViewOnASmallTerminal() throws {
    let (launcher, folder) = (try FullScreenTests(), try TemporaryFolder())
    let app = try editingInFullScreen(launcher, folder)
    app.send(Self.escape)
    try app.waitForScreen("the question") { $0.text.contains("│ Discard your changes?") }

    app.resize(rows: 8, columns: 20)
    try app.waitForScreen("the question at the top of a box 20 columns wide") {
      $0.text(ofLine: 0) == "┌──────────────────┐" && $0.text(ofLine: 1) == "│ Discard your     │"
        && $0.text(ofLine: 2) == "│ changes?         │"
    }
    app.expectScreen(matchesSnapshot: "dialog-20x8")
    #expect(FullScreenTests.highlight(app.screen) == "[k] Keep editing")
    for key in ["\u{1B}[A", "\u{1B}[H", "\u{1B}[5~", "\u{1B}[A"] {
      app.send(key)
      try app.waitForScreen("Discard highlighted, the question still shown") {
        FullScreenTests.highlight($0) == "[d] Discard"
          && $0.text(ofLine: 1) == "│ Discard your     │"
      }
    }
    app.send("\u{1B}[F")
    try app.waitForScreen("Keep editing highlighted again") {
      FullScreenTests.highlight($0) == "[k] Keep editing" && $0.text.contains("│ changes?")
    }

    app.resize(rows: 12, columns: 40)
    try app.waitForScreen("the whole dialog at 40 × 12") {
      $0.text.contains("│ Discard your changes?")
        && $0.text.contains("│ Your new name is not saved.")
        && $0.text.contains("[d] Discard  [k] Keep editing")
    }
    app.send(Self.escape)
    try app.waitForScreen("Escape keeps editing") {
      !$0.text.contains("Discard your changes?") && $0.text.contains("[n] Name: rosa Maria")
    }
    app.send("q")
    try app.waitForScreen("quitting with the draft asks first") {
      $0.text.contains("Discard your changes?")
    }
    app.send("d")
    #expect(try app.waitForExit() == 0)
  }
}
