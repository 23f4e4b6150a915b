import Testing

@testable import FeatureRoutingApp

/// Typing into text fields in line mode: `u rosa` fills the field `[u]`, and what goes into a
/// secure field is never shown again, not in the echo of a piped command nor in a message.
@Suite(.timeLimit(.minutes(5))) struct LineCommandFieldTests {
  /// The text is everything after the one space (or tab) that ends the shortcut, as typed, as a
  /// full-screen field takes it: spaces around a password are part of it.
  @Test(arguments: [
    ("u rosa", "u", "rosa"), ("U   Rosa Maria  ", "u", "  Rosa Maria  "),
    ("  p merlot", "p", "merlot"), ("p merlot ", "p", "merlot "), ("p\tmerlot", "p", "merlot"),
    ("p merlot\t", "p", "merlot\t"), ("dance wildly", "dance", "wildly"),
    ("n café 葡萄", "n", "café 葡萄"),
  ])
  func aShortcutFollowedByTextFillsAField(line: String, shortcut: String, text: String) throws {
    #expect(try LineCommand.parse(line) == .fill(shortcut: shortcut, text: text))
  }

  @Test func aShortcutAloneIsStillAShortcut() throws {
    #expect(try LineCommand.parse("u") == .shortcut("u"))
  }

  @Test(arguments: ["open", "style", "deeplink"])
  func commandWordsAreNotShortcuts(word: String) {
    #expect(throws: UsageError.self) { try LineCommand.parse("\(word) x y z") }
  }

  @Test(arguments: [
    ("p merlot", "p ••••••"), ("P  merlot ", "P ••••••••"), (" p merlot", " p ••••••"),
    ("p", "p"), ("u rosa", "u rosa"), ("pp merlot", "pp merlot"), ("p 葡萄 wine", "p •••••••"),
  ])
  func theEchoMasksTextForASecureField(line: String, echo: String) {
    #expect(LineCommand.echo(line, secureShortcuts: ["p"]) == echo)
  }

  @Test func withoutSecureFieldsTheEchoIsTheLine() {
    #expect(LineCommand.echo("p merlot", secureShortcuts: []) == "p merlot")
  }

  @Test func aTooLongLineForASecureFieldIsReportedMasked() {
    let line = "p " + String(repeating: "merlot", count: 2000)
    #expect {
      try LineCommand.parse(line, secureShortcuts: ["p"])
    } throws: { error in
      guard let error = error as? UsageError else { return false }
      return !error.message.contains("merlot") && error.message.contains("p •••")
    }
  }
}
