import Foundation
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The app run full screen on a pseudo-terminal the test creates, driven by keys as a person
/// would drive it, its screen read through a model terminal.
@Suite(.serialized, .timeLimit(.minutes(10))) struct FullScreenTests {
  static let down = "\u{1B}[B"
  static let escape = "\u{1B}"

  /// The app's home folder (where it keeps its state) for one test, removed after it.
  private let home: TemporaryFolder

  init() throws {
    home = try TemporaryFolder()
  }

  /// Starts `feature-routing` with no fake latency on a `rows` × `columns` terminal, waits for
  /// the list, and returns it.
  func start(
    _ arguments: [String] = [],
    rows: Int = 20,
    columns: Int = 60,
    waitingFor text: String = "[3] Shiraz ›"
  ) throws -> TerminalProcess {
    let app = try TerminalProcess(
      executable: AppProcess.executable.path, arguments: ["--latency", "0"] + arguments,
      environment: [
        "TERM": "xterm-256color", "HOME": home.path, "LANG": "C.UTF-8",
        "LLVM_PROFILE_FILE": AppProcess.coverageProfile(writable: true),
      ],
      rows: rows, columns: columns)
    try app.waitForScreen("the list") { $0.text.contains(text) }
    return app
  }

  /// Starts `feature-routing` with no saved state on the sign-in cover, editing its user name.
  func startEditingTheUserName() throws -> TerminalProcess {
    let app = try start(["--no-state"])
    app.send("\u{1B}OR")
    try app.waitForScreen("the Account tab") { $0.text.contains("[s] Sign in") }
    app.send("s")
    try app.waitForScreen("the cover") { $0.text.contains("[u] User name:") }
    app.send("u")
    try app.waitForScreen("editing") { Self.status($0).contains("Editing User name") }
    return app
  }

  /// The highlighted text above the status line (which is drawn in inverse video too).
  static func highlight(_ screen: VirtualTerminal) -> String? {
    var above = screen
    above.feed("\u{1B}[\(screen.rows);1H\u{1B}[0m\u{1B}[2K")
    return above.inverseText.first
  }

  /// Whether a line of the screen is exactly `text` (trailing spaces aside).
  static func hasLine(_ screen: VirtualTerminal, _ text: String) -> Bool {
    (0..<screen.rows).contains { screen.text(ofLine: $0) == text }
  }

  /// The status line.
  static func status(_ screen: VirtualTerminal) -> String {
    screen.text(ofLine: screen.rows - 1)
  }

  /// Checks that the terminal is as it was before the app started.
  static func expectRestored(
    _ app: TerminalProcess, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(app.pty.modes == app.initialModes, sourceLocation: sourceLocation)
    #expect(app.pty.modes?.isCanonical == true, sourceLocation: sourceLocation)
    #expect(!app.screen.isAlternateScreen, sourceLocation: sourceLocation)
    #expect(app.screen.isCursorVisible, sourceLocation: sourceLocation)
    #expect(!app.screen.isBracketedPaste, sourceLocation: sourceLocation)
    #expect(app.screen.style == .plain, sourceLocation: sourceLocation)
  }

  @Test func theListIsDrawnFullScreenWithTheFirstRowHighlighted() throws {
    let app = try start()
    app.expectScreen(matchesSnapshot: "list")
    #expect(app.screen.isAlternateScreen)
    #expect(!app.screen.isCursorVisible)
    #expect(app.screen.isBracketedPaste)
    #expect(app.pty.modes?.isCanonical == false)
    #expect(Self.highlight(app.screen) == "[1] Cabernet Sauvignon ›")
    #expect(Self.status(app.screen).contains("Push Details on Stack"))
    #expect(Self.status(app.screen).contains("q quit"))
    #expect(app.screen.unsupported.isEmpty)
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  @Test func arrowsMoveTheHighlightEnterPushesAndEscapeComesBack() throws {
    let app = try start()
    app.send(Self.down)
    try app.waitForScreen("Pinot Noir highlighted") {
      Self.highlight($0) == "[2] Pinot Noir ›"
    }
    app.send("\r")
    try app.waitForScreen("Pinot Noir's details") {
      $0.text.contains("Wine Grapes › Pinot Noir") && $0.text.contains("[p] Programmatic pop")
    }
    #expect(Self.highlight(app.screen) == "[e] Show extra details")
    app.send("\r")
    try app.waitForScreen("the regions") { $0.text.contains("Pinot Noir › Pinot Noir's regions") }
    app.send(Self.escape)
    try app.waitForScreen("back to the details") { Self.hasLine($0, "Wine Grapes › Pinot Noir") }
    app.send("\u{7F}")
    try app.waitForScreen("back to the list, Pinot Noir still highlighted") {
      $0.text.contains("[1] Cabernet Sauvignon ›") && Self.highlight($0) == "[2] Pinot Noir ›"
    }
    app.send("j")
    try app.waitForScreen("j moves down") { Self.highlight($0) == "[3] Shiraz ›" }
    app.send("kk")
    try app.waitForScreen("k moves up") { Self.highlight($0) == "[1] Cabernet Sauvignon ›" }
    app.send("q")
    #expect(try app.waitForExit() == 0)
    Self.expectRestored(app)
  }

  /// Which lines a frame touched, not how many bytes it took: a frame may arrive in pieces, but
  /// a redraw of everything touches the lines above the highlight before the highlight itself.
  @Test func movingTheHighlightRedrawsOnlyTheRowsThatChanged() throws {
    let app = try start(rows: 24, columns: 80)
    let cabernet = try #require(app.screen.line(containing: "[1] Cabernet Sauvignon ›"))
    let pinot = try #require(app.screen.line(containing: "[2] Pinot Noir ›"))
    app.forgetDrawnLines()
    app.send(Self.down)
    // The highlight is the first inverse text from the top, so this also means Cabernet
    // Sauvignon's row is no longer highlighted: both changed rows have been drawn.
    try app.waitForScreen("Pinot Noir highlighted") { Self.highlight($0) == "[2] Pinot Noir ›" }
    #expect(app.screen.drawnLines == [cabernet, pinot])
    // Ctrl-L redraws everything; the move after it shows when that redraw has been read.
    app.forgetDrawnLines()
    app.send("\u{C}" + Self.down)
    try app.waitForScreen("Shiraz highlighted") { Self.highlight($0) == "[3] Shiraz ›" }
    #expect(app.screen.drawnLines == Set(0..<24))
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  @Test func shortcutsOnScreenStillWork() throws {
    let app = try start()
    app.send("3")
    try app.waitForScreen("Shiraz's details") { $0.text.contains("Wine Grapes › Shiraz") }
    app.send("e")
    try app.waitForScreen("Shiraz's regions") { $0.text.contains("62.5%") }
    app.send("b")
    try app.waitForScreen("back to Shiraz") { $0.text.contains("[p] Programmatic pop") }
    app.send("p")
    try app.waitForScreen("popped to the list") { $0.text.contains("[1] Cabernet Sauvignon ›") }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  @Test func theMenuOverlayChangesTheStyleAndOpensDeepLinks() throws {
    let app = try start()
    app.send("m7")
    try app.waitForScreen("deep link 2: three screens pushed") {
      $0.text.contains("Cabernet Sauvignon › Pinot Noir's regions › Shiraz")
    }
    app.send(String(repeating: Self.escape, count: 3))
    try app.waitForScreen("back to the list") { $0.text.contains("[1] Cabernet Sauvignon ›") }
    app.send("m")
    try app.waitForScreen("the menu") {
      $0.text.contains("┌─ Menu") && $0.text.contains("Show ExtraDetails Modally")
    }
    #expect(Self.highlight(app.screen) == "[1] ✓ Push Details on Stack")
    app.expectScreen(matchesSnapshot: "menu-overlay")
    app.send(Self.down + Self.down)
    try app.waitForScreen("Show Details Modally highlighted") {
      Self.highlight($0) == "[3]   Show Details Modally"
    }
    app.send("\r")
    try app.waitForScreen("the style changed") {
      !$0.text.contains("┌─ Menu") && Self.status($0).contains("Show Details Modally")
    }
    app.send("2")
    try app.waitForScreen("Pinot Noir in a sheet") {
      $0.text.contains("┌─ Pinot Noir") && $0.text.contains("[x] Close")
    }
    app.send(Self.escape)
    try app.waitForScreen("the sheet closed") {
      !$0.text.contains("┌─ Pinot Noir") && Self.highlight($0) == "[2] Pinot Noir"
    }
    app.send("q")
    #expect(try app.waitForExit() == 0)
    Self.expectRestored(app)
  }

  /// The toolbar's `[m]` is the menu: highlighted and opened with Enter, it opens the same
  /// overlay as the key, and the screen under it does not move.
  @Test func theToolbarMenuOpensTheOverlayWithoutMovingTheScreen() throws {
    let app = try start()
    let before = app.screen.text(ofLine: 1)
    app.send("\u{1B}[H")
    try app.waitForScreen("the toolbar menu highlighted") {
      Self.highlight($0)?.hasPrefix("[m]") == true
    }
    app.send("\r")
    try app.waitForScreen("the menu overlay") {
      $0.text.contains("┌─ Menu") && Self.highlight($0) == "[1] ✓ Push Details on Stack"
    }
    app.send(Self.escape)
    try app.waitForScreen("the overlay closed, the highlight back on [m]") {
      !$0.text.contains("┌─ Menu") && Self.highlight($0)?.hasPrefix("[m]") == true
    }
    #expect(app.screen.text(ofLine: 1) == before)
    #expect(!app.screen.text.contains("Push 1 Details Programmatically"))
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  @Test func digitsStartingALongerShortcutWaitForTheNextOrEnter() throws {
    let grapes = (1...12).map { number in
      #"{"id": "g\#(number)", "title": "Grape \#(number)", "subtitle": "Number \#(number)", "regions": []}"#
    }
    let data = try TemporaryFile(contents: "[" + grapes.joined(separator: ",") + "]")
    let app = try start(["--data", data.path], rows: 12, waitingFor: "[4] Grape 4 ›")
    app.send("1")
    try app.waitForScreen("waiting after 1") {
      Self.status($0).contains("Shortcut 1…") && Self.highlight($0) == "[1] Grape 1 ›"
    }
    app.send("2")
    try app.waitForScreen("Grape 12's details") { $0.text.contains("Wine Grapes › Grape 12") }
    app.send(Self.escape)
    try app.waitForScreen("the list scrolled to Grape 12") {
      Self.highlight($0) == "[12] Grape 12 ›" && !$0.text.contains("[1] Grape 1 ›")
    }
    app.send("\u{1B}[H")
    try app.waitForScreen("Home goes to the first control, at the top") {
      Self.highlight($0) == "[m] Push Details on Stack ▸" && $0.text.contains("[1] Grape 1 ›")
    }
    app.send("1\r")
    try app.waitForScreen("Grape 1's details") { Self.hasLine($0, "Wine Grapes › Grape 1") }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  @Test func questionMarkShowsTheKeysUntilTheNextKey() throws {
    let app = try start()
    app.send("?")
    try app.waitForScreen("the keys") { $0.text.contains("┌─ Keys") && $0.text.contains("quit") }
    app.send(" ")
    try app.waitForScreen("the keys closed") { !$0.text.contains("┌─ Keys") }
    #expect(Self.highlight(app.screen) == "[1] Cabernet Sauvignon ›")
    app.send("9")
    try app.waitForScreen("a notice") {
      $0.text.contains("There is no [9] on this screen.")
    }
    app.send(Self.down)
    try app.waitForScreen("the notice gone with the next key") {
      Self.status($0).contains("Push Details on Stack")
    }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  @Test func aResizeLaysTheScreenOutAgain() throws {
    let app = try start(columns: 60)
    let divider60 = String(repeating: "─", count: 60)
    #expect(app.screen.text.contains(divider60))
    app.resize(rows: 16, columns: 40)
    try app.waitForScreen("the list laid out 40 columns wide") {
      $0.text.split(separator: "\n").contains { $0 == String(repeating: "─", count: 40) }
        && Self.status($0).contains("Push Details on Stack")
    }
    #expect(app.screen.text.contains("[3] Shiraz ›"))
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  @Test func controlCQuitsWith130AndRestoresTheTerminal() throws {
    let app = try start()
    app.send("\u{3}")
    #expect(try app.waitForExit() == 130)
    Self.expectRestored(app)
  }

  @Test func sigintFromOutsideQuitsWith130AndRestoresTheTerminal() throws {
    let app = try start()
    app.signal(SIGINT)
    #expect(try app.waitForExit() == 130)
    Self.expectRestored(app)
  }

  @Test func sigtermQuitsWith143AndRestoresTheTerminal() throws {
    let app = try start()
    app.send(Self.down)
    try app.waitForScreen("a key handled") { Self.highlight($0) == "[2] Pinot Noir ›" }
    app.signal(SIGTERM)
    #expect(try app.waitForExit() == 143)
    Self.expectRestored(app)
  }

  @Test func sighupQuitsWith129AndRestoresTheTerminal() throws {
    let app = try start()
    app.signal(SIGHUP)
    #expect(try app.waitForExit() == 129)
    Self.expectRestored(app)
  }

  /// Line mode lays the screen out for the terminal's own width when `COLUMNS` is not set.
  @Test func lineModeIsUsedOnATerminalWithTheLineOption() throws {
    let app = try start(["--line"], columns: 47, waitingFor: "[3] Shiraz ›")
    #expect(!app.screen.isAlternateScreen)
    #expect(app.pty.modes?.isCanonical == true)
    #expect(Self.hasLine(app.screen, String(repeating: "─", count: 47)))
    app.send("3\n")
    try app.waitForScreen("Shiraz") { $0.text.contains("Wine Grapes › Shiraz") }
    app.send("quit\n")
    #expect(try app.waitForExit() == 0)
  }
}
