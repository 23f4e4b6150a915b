import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// What a person trusts in full screen, at 100 × 30 and 40 × 12: one menu under one key on every
/// screen, a header that stays put while the content scrolls under it with its position shown,
/// and overlays that fit the terminal and scroll.
@Suite(.serialized, .timeLimit(.minutes(10))) struct FullScreenFrameTests {
  private static let f3 = "\u{1B}OR"
  private static let pageDown = "\u{1B}[6~"
  private static let end = "\u{1B}[F"
  private static let escape = "\u{1B}"

  /// The two sizes the issue was tried at.
  static let sizes = [(rows: 30, columns: 100), (rows: 12, columns: 40)]

  /// Starts the app as `FullScreenTests` does, with a home folder of this test's own.
  private let launcher: FullScreenTests

  init() throws {
    launcher = try FullScreenTests()
  }

  /// A `--data` file of `count` grapes, named `Grape 1`, `Grape 2` and so on.
  static func grapes(_ count: Int) throws -> TemporaryFile {
    let grapes = (1...count).map { number in
      #"{"id": "g\#(number)", "title": "Grape \#(number)", "subtitle": "Number \#(number)", "regions": []}"#
    }
    return try TemporaryFile(contents: "[" + grapes.joined(separator: ",") + "]")
  }

  /// Waits for the menu overlay and closes it with `m`, the key that opened it.
  private func expectMenu(_ app: TerminalProcess, on screen: String) throws {
    try app.waitForScreen("the menu on \(screen)") {
      $0.text.contains("┌─ Menu") && $0.text.contains("Presentation style")
    }
    app.send("m")
    try app.waitForScreen("the menu closed on \(screen)") { !$0.text.contains("┌─ Menu") }
  }

  // MARK: One menu, one key

  @Test(arguments: sizes)
  func mOpensTheSameMenuOnEveryScreenAndSDoesNot(rows: Int, columns: Int) throws {
    let app = try launcher.start(["--no-state"], rows: rows, columns: columns)
    #expect(FullScreenTests.status(app.screen).contains("m menu  ? keys"))
    app.send("s")
    // Said whole: on the status line where it fits, else on the lines above it.
    try app.waitForScreen("s is no menu key") {
      $0.text.contains("There is no [s] on this screen.") && $0.text.contains("or 'help'.")
    }
    app.send("m")
    try expectMenu(app, on: "the list")
    app.send("3")
    try app.waitForScreen("Shiraz's details") { $0.text.contains("Wine Grapes › Shiraz") }
    app.send("m")
    try expectMenu(app, on: "Shiraz's details")
    app.send(Self.f3)
    try app.waitForScreen("the Account tab") { $0.text.contains("[s] Sign in") }
    app.send("m")
    try expectMenu(app, on: "the Account tab")
    app.send("s")
    try app.waitForScreen("s is still Sign in on Account") { $0.text.contains("[u] User name") }
    app.send("m")
    try expectMenu(app, on: "the sign-in cover")
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  /// The status line keeps `m menu` and `? keys`, the two ways to learn the app, on every kind
  /// of screen at 40 columns: the other hints go first, and the setting gives way to them.
  @Test func theStatusLineKeepsTheMenuAndTheKeysAt40Columns() throws {
    let app = try launcher.start(["--no-state"], rows: 12, columns: 40)
    func expectBothWays(on screen: String) {
      let status = FullScreenTests.status(app.screen)
      #expect(status.contains("m menu  ? keys"), "\(screen): \(status)")
    }
    expectBothWays(on: "the list")
    app.send("1")
    try app.waitForScreen("Cabernet Sauvignon's details, scrolled") {
      $0.text.contains("Wine Grapes › Cabernet Sauvignon")
        && FullScreenTests.status($0).contains("1–6/10")
    }
    expectBothWays(on: "the details")
    app.send("\u{1B}OQ")
    try app.waitForScreen("the Regions tab") { $0.text.contains("[1] Argentina") }
    expectBothWays(on: "the Regions list")
    app.send("1")
    try app.waitForScreen("Argentina's sheet") { $0.text.contains("┌─ Argentina") }
    expectBothWays(on: "a sheet")
    app.send(Self.f3)
    try app.waitForScreen("the Account tab") { $0.text.contains("[s] Sign in") }
    expectBothWays(on: "the Account tab")
    app.send("s")
    try app.waitForScreen("the sign-in cover") { $0.text.contains("[u] User name") }
    expectBothWays(on: "the sign-in cover")
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  @Test func everyMenuItemIsReachableAt40x12() throws {
    let app = try launcher.start(["--no-state"], rows: 12, columns: 40)
    app.send("m")
    try app.waitForScreen("the menu, scrolled to its top") {
      $0.text.contains("[1] ✓ Push Details on Stack") && $0.text.contains("1–9/15")
    }
    app.expectScreen(matchesSnapshot: "menu-40x12")
    app.send(Self.end)
    try app.waitForScreen("the last item, scrolled into view") {
      FullScreenTests.highlight($0) == "[9]   Stacked sheets" && $0.text.contains("7–15/15")
    }
    app.send("\r")
    try app.waitForScreen("stacked sheets chosen") { !$0.text.contains("┌─ Menu") }
    app.send("m")
    try app.waitForScreen("the menu again") { $0.text.contains("┌─ Menu") }
    app.send(Self.end)
    try app.waitForScreen("the policy marked") { $0.text.contains("[9] ✓ Stacked sheets") }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  // MARK: A fixed frame

  @Test(arguments: sizes)
  func theHeaderStaysWhileTheListScrollsAndThePositionIsShown(rows: Int, columns: Int) throws {
    let data = try Self.grapes(40)
    let app = try launcher.start(
      ["--no-state", "--data", data.path], rows: rows, columns: columns,
      waitingFor: "[4] Grape 4 ›")
    // At 40 columns the setting is shortened to leave `m menu  ? keys` their room.
    let status = FullScreenTests.status(app.screen)
    #expect(status.contains(columns == 40 ? "Push Details on…  top" : "Push Details on Stack  top"))
    #expect(status.contains("m menu  ? keys"))
    app.send(Self.pageDown + Self.pageDown)
    try app.waitForScreen("scrolled, the header still there") {
      // Lines counted when the list is drawn whole around the screen, else a percentage.
      !$0.text.contains("[1] Grape 1 ›")
        && FullScreenTests.status($0).contains(rows == 12 ? "%" : "/80")
    }
    #expect(app.screen.text(ofLine: 0).hasPrefix("● Grapes  ○ Regions  ○ Account"))
    #expect(app.screen.text(ofLine: 1).hasPrefix("Wine Grapes"))
    #expect(app.screen.text(ofLine: 2) == String(repeating: "─", count: columns))
    if rows == 12 { app.expectScreen(matchesSnapshot: "fixed-frame-40x12") }
    app.send(Self.end)
    try app.waitForScreen("the end") {
      $0.text.contains("[40] Grape 40 ›")
        && FullScreenTests.status($0).contains(rows == 12 ? "end" : "80/80")
    }
    #expect(app.screen.text(ofLine: 1).hasPrefix("Wine Grapes"))
    app.send("\r")
    try app.waitForScreen("Grape 40's details") { $0.text.contains("Wine Grapes › Grape 40") }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  @Test func aScreenTallerThanTheTerminalScrollsUnderItsBar() throws {
    let app = try launcher.start(["--no-state"], rows: 12, columns: 40)
    app.send("1")
    try app.waitForScreen("Cabernet Sauvignon's details, their end cut off") {
      $0.text.contains("Wine Grapes › Cabernet Sauvignon")
        && !$0.text.contains("[p] Programmatic pop")
        && FullScreenTests.status($0).contains("1–6/10")
    }
    let header = (0..<5).map { app.screen.text(ofLine: $0) }
    app.send(Self.end)
    try app.waitForScreen("the end of the details") {
      $0.text.contains("[p] Programmatic pop") && FullScreenTests.status($0).contains("5–10/10")
    }
    #expect((0..<5).map { app.screen.text(ofLine: $0) } == header)
    #expect(header[1].hasPrefix("[b] "))
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  // MARK: Overlays that fit

  @Test(arguments: sizes)
  func theKeysOverlayFitsScrollsAndClosesWithEscape(rows: Int, columns: Int) throws {
    let app = try launcher.start(["--no-state"], rows: rows, columns: columns)
    app.send("?")
    try app.waitForScreen("the keys") { $0.text.contains("┌─ Keys") }
    if rows == 12 { app.expectScreen(matchesSnapshot: "keys-40x12") }
    app.send(Self.end)
    try app.waitForScreen("the last binding") {
      $0.text.contains("┌─ Keys") && $0.text.contains("Ctrl-C")
    }
    // A wrapped action hangs under its first word, never under the keys: a line of the box
    // that starts with a blank starts with the whole keys column blank.
    for line in 0..<app.screen.rows {
      let text = app.screen.text(ofLine: line)
      guard let edge = text.firstIndex(of: "│") else { continue }
      let inner = text[text.index(after: edge)...]
      guard inner.hasPrefix("  ") else { continue }
      #expect(inner.prefix(15).allSatisfy { $0 == " " }, "\(text)")
    }
    app.send(Self.escape)
    try app.waitForScreen("closed") { !$0.text.contains("┌─ Keys") }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  /// At 20 columns the keys column leaves no room beside it: each action goes under its keys,
  /// indented, broken between words.
  @Test func theKeysOverlayPutsActionsUnderTheirKeysAt20x8() throws {
    let app = try launcher.start(["--no-state"], rows: 8, columns: 20, waitingFor: "Grapes")
    app.send("?")
    try app.waitForScreen("the keys") { $0.text.contains("┌─ Keys") }
    app.expectScreen(matchesSnapshot: "keys-20x8")
    let lines = (0..<app.screen.rows).map { app.screen.text(ofLine: $0) }
    let keys = try #require(lines.firstIndex { $0.hasPrefix("│ ↑ ↓  j k ") })
    #expect(lines[keys + 1].hasPrefix("│   move the "), "\(lines)")
    app.send(Self.end)
    try app.waitForScreen("the last binding") { $0.text.contains("│ q  Ctrl-C") }
    #expect(FullScreenTests.hasLine(app.screen, "│   quit           │"))
    app.send(Self.escape)
    try app.waitForScreen("closed") { !$0.text.contains("┌─ Keys") }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  // MARK: A cover against a sheet

  @Test(arguments: sizes)
  func aCoverCoversTheWholeScreenAndASheetShowsWhatItCovers(rows: Int, columns: Int) throws {
    let app = try launcher.start(["--no-state"], rows: rows, columns: columns)
    app.send(Self.f3)
    try app.waitForScreen("the Account tab") { $0.text.contains("[s] Sign in") }
    app.send("s")
    try app.waitForScreen("the sign-in cover, over the tab bar too") {
      $0.text(ofLine: 0) == "[x] Close" && $0.text(ofLine: 1).hasPrefix("Sign in")
    }
    #expect(!app.screen.text.contains("● Account"))
    #expect(!app.screen.text.contains("Over "))
    #expect(!app.screen.text.contains("┌"))
    app.send(Self.escape)
    try app.waitForScreen("the cover closed") {
      $0.text(ofLine: 0).hasSuffix("● Account") && $0.text.contains("You are not signed in.")
    }
    app.send("\u{1B}OQ" + "1")
    try app.waitForScreen("a sheet, under the tab bar and over what it covers") {
      $0.text(ofLine: 0).hasPrefix("○ Grapes  ● Regions")
        && $0.text(ofLine: 1) == "Over Wine Regions"
        && $0.text(ofLine: 2).hasPrefix("┌─ Argentina")
    }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  /// A stacked sheet shows the top edge of the sheet beneath, so a person sees it is there.
  @Test(arguments: sizes)
  func aSheetOverASheetShowsTheEdgeOfTheOneBeneath(rows: Int, columns: Int) throws {
    let app = try launcher.start(
      ["--no-state", "--sheets", "stacked"], rows: rows, columns: columns)
    app.send("\u{1B}OQ" + "3")
    try app.waitForScreen("France's sheet") { $0.text(ofLine: 2).hasPrefix("┌─ France") }
    #expect(app.screen.text(ofLine: 1) == "Over Wine Regions", "a first sheet covers a screen")
    app.send("1")
    try app.waitForScreen("Pinot Noir over France, France's edge above it") {
      $0.text(ofLine: 1).hasPrefix(" ┌─ France ─") && $0.text(ofLine: 1).hasSuffix("─┐")
        && $0.text(ofLine: 2).hasPrefix("┌─ Pinot Noir")
    }
    #expect(app.screen.text(ofLine: 1).count == columns - 1, "a column in on either side")
    app.send(Self.escape)
    try app.waitForScreen("back on France alone") {
      $0.text(ofLine: 1) == "Over Wine Regions" && $0.text(ofLine: 2).hasPrefix("┌─ France")
    }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  /// A screen pushed in a sheet keeps the sheet's top edge and its own bar while what is under
  /// them scrolls, as a screen under the navigation bar does.
  @Test func aSheetKeepsItsTopEdgeAndBarWhileItsContentScrollsAt40x12() throws {
    let app = try launcher.start(
      ["--no-state", "-s", "details-modally"], rows: 12, columns: 40, waitingFor: "[3] Shiraz")
    app.send("1")
    try app.waitForScreen("the details sheet") { $0.text.contains("[e] Show extra details") }
    app.send("e")
    try app.waitForScreen("the regions pushed in the sheet") {
      $0.text.contains("Cabernet Sauvignon's regions") && $0.text.contains("[1] Argentina")
    }
    app.send(Self.end)
    try app.waitForScreen("scrolled to the end of the sheet") {
      $0.text.contains("[3] Australia") && $0.text.contains("└")
    }
    #expect(app.screen.text(ofLine: 2).hasPrefix("┌─ Cabernet Sauvignon"), "\(app.screen.text)")
    #expect(app.screen.text(ofLine: 2).hasSuffix("[x] Close ─┐"), "\(app.screen.text)")
    #expect(app.screen.text(ofLine: 3).hasPrefix("│ [b] Back"), "\(app.screen.text)")
    #expect(
      app.screen.text(ofLine: 5) == "│ " + String(repeating: "─", count: 36) + " │",
      "\(app.screen.text)")
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  @Test func aSheetStaysTheSizeOfASheetOnAWideTerminal() throws {
    let app = try launcher.start(["--no-state"], rows: 20, columns: 160)
    app.send("\u{1B}OQ" + "1")
    try app.waitForScreen("Argentina's sheet") { $0.text.contains("┌─ Argentina") }
    let top = try #require(app.screen.line(containing: "┌─ Argentina"))
    #expect(app.screen.text(ofLine: top).count == 100)
    #expect(app.screen.text(ofLine: 0).hasPrefix("○ Grapes  ● Regions"))
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  /// A restored stack unwound with Escape lands on the list, as a live one does, never on the
  /// toolbar's menu that was the only control while the list loaded.
  @Test(arguments: sizes)
  func unwindingARestoredStackHighlightsTheList(rows: Int, columns: Int) throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    _ = try AppProcess.session(
      ["url"],
      arguments: ["--state", file, "--open", "feature-routing://grapes/pinot-noir/details"])
    let app = try launcher.start(
      ["--state", file], rows: rows, columns: columns, waitingFor: "Wine Grapes › Pinot Noir")
    app.send(Self.escape)
    try app.waitForScreen("the list, a row highlighted") {
      $0.text.contains("[1] Cabernet Sauvignon ›")
        && FullScreenTests.highlight($0)?.hasPrefix("[1]") == true
    }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }
}
