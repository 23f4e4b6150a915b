import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// The tabs and the Regions flow full screen on a pseudo-terminal, driven by keys as a person
/// would drive them.
@Suite(.serialized, .timeLimit(.minutes(5))) struct TabsFullScreenTests {
  private static let f1 = "\u{1B}OP"
  private static let f2 = "\u{1B}OQ"
  private static let f3 = "\u{1B}OR"

  /// Starts the app as `FullScreenTests` does, with a home folder of this test's own.
  private let launcher: FullScreenTests

  init() throws {
    launcher = try FullScreenTests()
  }

  @Test func functionKeysSelectTabsAndTheStatusLineShowsTheirSetting() throws {
    let app = try launcher.start()
    #expect(FullScreenTests.status(app.screen).contains("F1–F3 tabs"))
    app.send(Self.f2)
    try app.waitForScreen("the Regions tab") {
      $0.text(ofLine: 0).hasPrefix("○ Grapes  ● Regions  ○ Account")
        && $0.text.contains("[4] US")
        && FullScreenTests.status($0).contains("One sheet at a time")
    }
    #expect(FullScreenTests.highlight(app.screen) == "[1] Argentina")
    app.send(Self.f3)
    try app.waitForScreen("the Account tab") {
      $0.text.contains("You are not signed in.") && $0.text.contains("[s] Sign in")
    }
    app.send(Self.f1)
    try app.waitForScreen("back on Grapes") {
      $0.text.contains("[3] Shiraz ›")
        && FullScreenTests.status($0).contains("Push Details on Stack")
    }
    app.send("q")
    #expect(try app.waitForExit() == 0)
    FullScreenTests.expectRestored(app)
  }

  @Test func functionKeysSelectATabWhileAFieldIsEdited() throws {
    let app = try launcher.start()
    app.send(Self.f3)
    try app.waitForScreen("the Account tab") { $0.text.contains("[s] Sign in") }
    app.send("s")
    try app.waitForScreen("the sign-in cover") { $0.text.contains("[u] User name") }
    app.send("u")
    try app.waitForScreen("editing the user name") {
      FullScreenTests.status($0).contains("Editing")
    }
    app.send("ro" + Self.f1)
    try app.waitForScreen("the Grapes tab, no field edited") {
      $0.text(ofLine: 0).hasPrefix("● Grapes") && $0.text.contains("[3] Shiraz ›")
        && !FullScreenTests.status($0).contains("Editing")
    }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  @Test func bracketsCycleThroughTheTabsAndEachKeepsItsScreen() throws {
    let app = try launcher.start()
    app.send("3")
    try app.waitForScreen("Shiraz's details") { $0.text.contains("Wine Grapes › Shiraz") }
    app.send("]")
    try app.waitForScreen("Regions") { $0.text(ofLine: 0).hasPrefix("○ Grapes  ● Regions") }
    app.send("]]")
    try app.waitForScreen("round to Grapes, Shiraz still shown") {
      $0.text(ofLine: 0).hasPrefix("● Grapes") && $0.text.contains("Wine Grapes › Shiraz")
    }
    app.send("[")
    try app.waitForScreen("back to Account") { $0.text(ofLine: 0).hasSuffix("● Account") }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  /// Single and stacked sheets with keys: a region, a grape's Details over it (stacked, chosen in the menu), and
  /// the notices as the sheets close.
  @Test func theRegionsFlowWithStackedSheetsAndItsNotices() throws {
    let app = try launcher.start()
    app.send(Self.f2 + "m")
    try app.waitForScreen("the menu, on the sheet policy") {
      $0.text.contains("Sheets (Regions)")
        && FullScreenTests.highlight($0) == "[8] ✓ One sheet at a time"
    }
    app.send("9")
    try app.waitForScreen("stacked") {
      !$0.text.contains("┌─ Menu") && FullScreenTests.status($0).contains("Stacked sheets")
    }
    app.send("3")
    try app.waitForScreen("France's sheet") { $0.text.contains("┌─ France ") }
    app.send("\r")
    try app.waitForScreen("Pinot Noir over France") {
      $0.text.contains(" ┌─ France ─") && $0.text.contains("┌─ Pinot Noir ")
    }
    app.send(FullScreenTests.escape)
    try app.waitForScreen("back at France, with a notice") {
      $0.text.contains("┌─ France ") && FullScreenTests.hasLine($0, "Closed Pinot Noir")
    }
    app.send("x")
    try app.waitForScreen("the list, with a notice") {
      $0.text.contains("[4] US") && FullScreenTests.hasLine($0, "Closed France")
    }
    // The notice belongs to the Regions tab: the Account tab does not show it.
    app.send(Self.f3)
    try app.waitForScreen("the Account tab") { $0.text.contains("You are not signed in.") }
    #expect(!app.screen.text.contains("Closed"))
    app.send("q")
    #expect(try app.waitForExit() == 0)
    FullScreenTests.expectRestored(app)
  }

  /// Open navigation with keys: a region chosen on Extra details opens in the Regions tab.
  @Test func aRegionOnExtraDetailsOpensInTheRegionsTab() throws {
    let app = try launcher.start()
    app.send("2")
    try app.waitForScreen("Pinot Noir's details") { $0.text.contains("Wine Grapes › Pinot Noir") }
    app.send("e")
    try app.waitForScreen("its regions as rows") { $0.text.contains("[2] France      8  40.0%") }
    app.send("2")
    try app.waitForScreen("France in the Regions tab") {
      $0.text(ofLine: 0).hasPrefix("○ Grapes  ● Regions") && $0.text.contains("┌─ France ")
    }
    app.send(Self.f1)
    try app.waitForScreen("Grapes as it was left") {
      $0.text.contains("Wine Grapes › Pinot Noir › Pinot Noir's regions")
    }
    #expect(!app.screen.text.contains("Closed France"), "the notice stays with its tab")
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }
}
