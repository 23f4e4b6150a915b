import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// The commands of the one table, tried in both modes as a person would: the same words, the
/// same menu, the same answers, and a quit that never drops a change silently.
@Suite(.serialized, .timeLimit(.minutes(10))) struct OneCommandSetTests {
  private let launcher: FullScreenTests
  private let folder: TemporaryFolder

  init() throws {
    launcher = try FullScreenTests()
    folder = try TemporaryFolder()
  }

  /// The menu's items with their keys, as printed in line mode or drawn in full screen's box
  /// (between its side edges, the dimmed screen around it left out).
  private static func menuItems(in text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      let inBox = #/│ (\[[0-9a-z]\] .*?) *│/#
      let printed = #/^  (\[[0-9a-z]\] .*?) *$/#
      let match = line.contains("│") ? line.firstMatch(of: inBox) : line.firstMatch(of: printed)
      return match.map { String($0.output.1) }
    }
  }

  // MARK: Line mode

  @Test func lineModeMenuIsTheSameOnDetailsAsOnTheListAndChoosesByKey() throws {
    let outcome = try AppProcess.session(["m", "url", "3", "m", "2", "url"])
    let screens = outcome.screens
    let onList = Self.menuItems(in: screens[1])
    #expect(screens[2].hasPrefix("url\nfeature-routing://?"), "another command closes the menu")
    #expect(screens[3].contains("Shiraz"))
    let onDetails = Self.menuItems(in: screens[4])
    #expect(onList.count == 9, "styles, deep links and sheet policies")
    #expect(onList == onDetails)
    #expect(onList.first == "[1] ✓ Push Details on Stack")
    #expect(onList.contains("[6] Push 1 Details Programmatically"))
    #expect(screens[6].contains("?style=extra-details-stack"), "item 2 chosen by its key")
  }

  @Test func lineModeQuitWithAChangedNameAsksAndKeepEditingStays() throws {
    let file = try folder.signedInStateFile()
    let outcome = try AppProcess.session(
      ["tab account", "e", "n Rosa Maria", "quit", "k", "url", "quit", "d"],
      arguments: ["--state", file])
    let screens = outcome.screens
    #expect(screens[4].contains("Discard your changes?"))
    #expect(screens[4].contains("[d] Discard"))
    #expect(screens[6].hasPrefix("url\nfeature-routing://tab/account/edit-name"), "still editing")
    #expect(screens[7].contains("Discard your changes?"))
    #expect(outcome.status == 0)
    #expect(!outcome.error.contains("not saved"), "Discard was chosen: nothing is dropped unsaid")
  }

  @Test func theEndOfPipedInputSaysWhatItDropped() throws {
    let file = try folder.signedInStateFile()
    let outcome = try AppProcess.session(
      ["tab account", "e", "n Rosa Maria"], arguments: ["--state", file])
    #expect(outcome.status == 0)
    #expect(
      outcome.error.contains(
        "feature-routing: the input ended; the new name typed in Edit name was not saved."))
  }

  /// Piped commands have nobody to answer a question: SIGINT ends the app at once, as before.
  @Test func sigintWithPipedInputQuitsAtOnceEvenWithAChangedName() throws {
    let file = try folder.signedInStateFile()
    let app = try RunningApp(
      ["--latency", "0", "--state", file],
      environment: AppProcess.environment([:], stateHome: folder.path))
    app.send(["tab account", "e", "n Rosa Maria"])
    #expect(app.waitForOutput { $0.contains("[n] Name: Rosa Maria") })
    app.kill(SIGINT)
    let end = try #require(app.waitForExit())
    #expect(end.status == 130)
    #expect(!app.output.contains("Discard your changes?"))
  }

  @Test func historyNamesScreensNeverTypes() throws {
    let file = try folder.signedInStateFile()
    let outcome = try AppProcess.session(
      ["3", "r", "b", "tab account", "s", "history"], arguments: ["--state", file])
    let history = outcome.screens.last ?? ""
    #expect(history.contains("opened Details"))
    #expect(!history.contains("ViewModel"))
    #expect(!history.contains("fullScreenCover"))
  }

  // MARK: Full screen

  @Test func colonURLShowsTheURLInABoxAndEscapeLeaves() throws {
    let app = try launcher.start(rows: 20, columns: 70)
    app.send("3")
    try app.waitForScreen("Details") { $0.text.contains("Shiraz") && $0.text.contains("[e]") }
    app.send(":")
    try app.waitForScreen("the command line") { FullScreenTests.status($0).contains(":▏") }
    app.send("url")
    try app.waitForScreen("url typed") { FullScreenTests.status($0).contains(":url▏") }
    app.send("\r")
    try app.waitForScreen("the URL in a box") {
      $0.text.contains("URL") && $0.text.contains("feature-routing://grapes/shiraz/details")
    }
    app.send(FullScreenTests.escape)
    try app.waitForScreen("the box gone") {
      !$0.text.contains("feature-routing://grapes/shiraz/details")
    }
    app.send("q")
    #expect(try app.waitForExit() == 0)
    FullScreenTests.expectRestored(app)
  }

  @Test func colonHistoryAndOpenWorkAsInLineMode() throws {
    let app = try launcher.start(rows: 24, columns: 80)
    app.send(":open feature-routing://grapes/pinot-noir/details\r")
    try app.waitForScreen("Pinot Noir's Details") {
      $0.text.contains("Pinot Noir") && !$0.text.contains("[3] Shiraz ›")
    }
    app.send(":history\r")
    try app.waitForScreen("the history in a box") {
      $0.text.contains("History")
        && $0.text.contains("open feature-routing://grapes/pinot-noir/details")
    }
    #expect(!app.screen.text.contains("ViewModel"))
    app.send(FullScreenTests.escape + ":no such thing\r")
    try app.waitForScreen("line mode's sentence") {
      $0.text.contains("Unknown command 'no such thing'.")
    }
    app.send(":tab regions\r")
    try app.waitForScreen("the Regions tab") { $0.text.contains("● Regions") }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  @Test func fullScreenMenuOnDetailsIsTheListsMenu() throws {
    let app = try launcher.start(rows: 24, columns: 70)
    app.send("m")
    try app.waitForScreen("the menu on the list") { $0.text.contains("Menu") }
    let onList = Self.menuItems(in: app.screen.text)
    app.send("m3")
    try app.waitForScreen("Details") { $0.text.contains("[e]") }
    app.send("m")
    try app.waitForScreen("the menu on Details") { $0.text.contains("Menu") }
    #expect(Self.menuItems(in: app.screen.text) == onList)
    #expect(onList.count == 9)
    let line = try AppProcess.session(["m"]).screens[1]
    #expect(Self.menuItems(in: line) == onList, "the same items and keys in line mode")
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  /// Full screen on Edit name, signed in as rosa, the name changed to Rosa Maria and not saved.
  private func editNameWithAChangedDraft() throws -> TerminalProcess {
    let file = try folder.signedInStateFile()
    let app = try launcher.start(
      ["--state", file, "--open", "feature-routing://tab/account/edit-name"],
      rows: 20, columns: 60, waitingFor: "[n] Name: rosa")
    app.send("n" + "\u{15}" + "Rosa Maria" + FullScreenTests.escape)
    try app.waitForScreen("the draft typed") { $0.text.contains("[n] Name: Rosa Maria") }
    return app
  }

  @Test func fullScreenQuitWithAChangedNameAsks() throws {
    let app = try editNameWithAChangedDraft()
    app.send("q")
    try app.waitForScreen("the question") { $0.text.contains("Discard your changes?") }
    app.send("k")
    try app.waitForScreen("still editing") {
      !$0.text.contains("Discard your changes?") && $0.text.contains("[n] Name: Rosa Maria")
    }
    app.send("\u{03}")
    try app.waitForScreen("Ctrl-C asks too") { $0.text.contains("Discard your changes?") }
    app.send("d")
    #expect(try app.waitForExit() == 130)
    FullScreenTests.expectRestored(app)
  }

  @Test func afterKeepEditingTheHighlightIsWhereItWasSoEnterDoesNotAskAgain() throws {
    let app = try editNameWithAChangedDraft()
    app.send("b")
    try app.waitForScreen("the question") { $0.text.contains("Discard your changes?") }
    app.send("k")
    try app.waitForScreen("still editing") { !$0.text.contains("Discard your changes?") }
    #expect(FullScreenTests.highlight(app.screen)?.hasPrefix("[n] Name") == true)
    app.send("q")
    try app.waitForScreen("quit asks") { $0.text.contains("Discard your changes?") }
    app.send("d")
    #expect(try app.waitForExit() == 0)
  }
}
