import Foundation
import TerminalUITesting
import Testing

/// A bracketed paste is text for a field: one edit and one redraw when it ends, at most what a
/// field keeps (said when text is dropped), and a paste that stops arriving without its end
/// marker has ended, so keys work again.
@Suite(.serialized, .timeLimit(.minutes(10))) struct PasteTests {
  private static let pasteStart = "\u{1B}[200~"
  private static let pasteEnd = "\u{1B}[201~"

  private let launcher: FullScreenTests

  init() throws {
    launcher = try FullScreenTests()
  }

  /// Drawn once per byte, this paste took minutes; drawn once, it is there at once.
  @Test func aLargePasteIsKeptUpToTheFieldsLimitAndSaysSo() throws {
    let app = try launcher.startEditingTheUserName()
    app.send(Self.pasteStart + String(repeating: "rosa", count: 25_000) + Self.pasteEnd)
    try app.waitForScreen("the notice") {
      $0.text.contains("A field keeps 8192 bytes; the rest of the paste")
    }
    // The field shows the end of what it kept.
    #expect(app.screen.text.contains("[u] User name: …osarosa"))
    // The field is full: a second paste drops everything, and says so again.
    app.send("x" + Self.pasteStart + "more" + Self.pasteEnd)
    try app.waitForScreen("the notice again") {
      $0.text.contains("A field keeps 8192 bytes")
    }
    app.send("\u{1B}")
    try app.waitForScreen("editing done") {
      !FullScreenTests.status($0).contains("Editing")
    }
  }

  /// A line break inside a paste separates words in a one-line field; one at the end is dropped.
  @Test(arguments: FullScreenFrameTests.sizes)
  func aPastedLineBreakBecomesASpace(rows: Int, columns: Int) throws {
    let app = try launcher.start(["--no-state"], rows: rows, columns: columns)
    app.send("\u{1B}OR")
    try app.waitForScreen("the Account tab") { $0.text.contains("[s] Sign in") }
    app.send("s")
    try app.waitForScreen("the cover") { $0.text.contains("[u] User name:") }
    app.send("u")
    try app.waitForScreen("editing") { FullScreenTests.status($0).contains("Editing User name") }
    app.send(Self.pasteStart + "de la\rCruz\r" + Self.pasteEnd)
    try app.waitForScreen("two words") { $0.text.contains("[u] User name: de la Cruz") }
    app.send("q")
    try app.waitForScreen("q typed into the field") { $0.text.contains("de la Cruzq") }
  }

  @Test func anUnterminatedPasteEndsWhenInputStopsAndKeysWorkAgain() throws {
    let app = try launcher.startEditingTheUserName()
    app.send(Self.pasteStart + "rosa")
    try app.waitForScreen("the pasted text, once input stopped") {
      $0.text.contains("[u] User name: rosa")
    }
    // Keys are keys again: Escape stops editing, F1 shows the Grapes tab.
    app.send("\u{1B}")
    try app.waitForScreen("editing done") { !FullScreenTests.status($0).contains("Editing") }
    app.send("\u{1B}OP")
    try app.waitForScreen("the Grapes tab") { $0.text.contains("[3] Shiraz ›") }
  }
}
