import Foundation
import TerminalUITesting
import Testing

/// Text typed ahead into a field, or pasted by a terminal without the paste markers, arrives in
/// one read: it is typed as its keys one by one would type it, up to the first key that is not a
/// character, which then acts as it always does.
@Suite(.serialized, .timeLimit(.minutes(10))) struct TypedTextTests {
  private let launcher: FullScreenTests

  init() throws {
    launcher = try FullScreenTests()
  }

  /// Tab inside the text leaves the field; the characters after it go into the next one.
  @Test func textTypedAheadStopsAtTabAndGoesOnInTheNextField() throws {
    let app = try launcher.startEditingTheUserName()
    app.send("rosa maria\tmerlot")
    try app.waitForScreen("both fields typed in") {
      $0.text.contains("[u] User name: rosa maria") && $0.text.contains("[p] Password: ••••••")
        && FullScreenTests.status($0).contains("Editing Password")
    }
  }

  /// Pasted without markers, 40,000 bytes fill the field up to its limit and keys work after.
  @Test func aLargeUnmarkedPasteFillsTheFieldAndKeysWorkAfter() throws {
    let app = try launcher.startEditingTheUserName()
    app.send(String(repeating: "rosa", count: 10_000))
    try app.waitForScreen("the field full") {
      $0.text.contains("[u] User name: …osarosa")
        && FullScreenTests.status($0).contains("Editing User name")
    }
    app.send("\u{1B}")
    try app.waitForScreen("editing done") { !FullScreenTests.status($0).contains("Editing") }
    app.send("\u{1B}OP")
    try app.waitForScreen("the Grapes tab") { $0.text.contains("[3] Shiraz ›") }
  }
}
