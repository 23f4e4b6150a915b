import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// The router-owned sign-in flag and prepared state full screen on a pseudo-terminal, typed as a person would: the sign-in
/// cover's fields, a failure and a success, then editing the name across a tab switch.
@Suite(.serialized, .timeLimit(.minutes(5))) struct AccountFullScreenTests {
  private static let f1 = "\u{1B}OP"
  private static let f3 = "\u{1B}OR"
  private static let ctrlU = "\u{15}"

  private let launcher: FullScreenTests
  private let folder: TemporaryFolder

  init() throws {
    launcher = try FullScreenTests()
    folder = try TemporaryFolder()
  }

  @Test func signInThenEditTheNameWithKeys() throws {
    let file = folder.file("state.json")
    let app = try launcher.start(["--state", file])
    app.send(Self.f3)
    try app.waitForScreen("the Account tab, signed out") {
      $0.text.contains("You are not signed in.") && $0.text.contains("[s] Sign in")
    }

    // The router-owned flag: the cover, a wrong password, then the right one.
    app.send("s")
    try app.waitForScreen("the sign-in cover") {
      // A cover covers everything, the tab bar too.
      $0.text(ofLine: 0) == "[x] Close" && $0.text.contains("[u] User name:")
    }
    app.send("u")
    try app.waitForScreen("editing the user name") {
      FullScreenTests.status($0).contains("Editing User name")
    }
    app.send("rosa\r")
    try app.waitForScreen("editing the password") {
      FullScreenTests.status($0).contains("Editing Password")
    }
    // Sign in with no password: refused on the spot, and the highlight goes where to type.
    app.send("\r")
    try app.waitForScreen("Sign in highlighted, the password empty") {
      FullScreenTests.highlight($0) == "[s] Sign in"
        && !FullScreenTests.status($0).contains("Editing")
    }
    app.send("\r")
    try app.waitForScreen("what is missing, the highlight on Password") {
      $0.text.contains("Enter the password for rosa.")
        && FullScreenTests.highlight($0) == "[p] Password:"
    }
    #expect(!app.screen.text.contains("Signing in…"))
    app.send("\r")
    try app.waitForScreen("editing the password from the highlight") {
      FullScreenTests.status($0).contains("Editing Password")
    }
    app.send("zinfandel\r")
    try app.waitForScreen("the password typed, masked, Sign in highlighted") {
      $0.text.contains("[p] Password: •••••••••")
        && FullScreenTests.highlight($0) == "[s] Sign in"
    }
    #expect(!app.screen.text.contains("zinfandel"))
    app.send("\r")
    try app.waitForScreen("the reason, on the cover, the highlight on Password") {
      $0.text.contains("Wrong password for rosa.")
        && $0.text(ofLine: 0) == "[x] Close"
        && FullScreenTests.highlight($0) == "[p] Password:"
    }
    app.send("\r")
    try app.waitForScreen("editing the password again") {
      FullScreenTests.status($0).contains("Editing Password")
    }
    app.send("merlot\r")
    try app.waitForScreen("Sign in highlighted") {
      FullScreenTests.highlight($0) == "[s] Sign in" && $0.text.contains("Password: ••••••")
    }
    app.send("\r")
    try app.waitForScreen("the profile, the cover gone") {
      $0.text.contains("Signed in as") && $0.text.contains("rosa")
        && !$0.text.contains("[x] Close")
    }

    // Prepared state: the draft survives a tab switch; Save pops to the new name.
    app.send("e")
    try app.waitForScreen("Edit name") { $0.text.contains("[n] Name: rosa") }
    app.send("n")
    try app.waitForScreen("editing the name") {
      FullScreenTests.status($0).contains("Editing Name")
    }
    app.send(Self.ctrlU + "Rosa Maria" + FullScreenTests.escape)
    try app.waitForScreen("the draft typed, editing done") {
      $0.text.contains("[n] Name: Rosa Maria")
        && !FullScreenTests.status($0).contains("Editing")
    }
    app.send(Self.f1)
    try app.waitForScreen("the Grapes tab") { $0.text.contains("[3] Shiraz ›") }
    app.send(Self.f3)
    try app.waitForScreen("the draft, kept") { $0.text.contains("[n] Name: Rosa Maria") }
    app.send("s")
    try app.waitForScreen("the profile with the new name") {
      $0.text.contains("Signed in as") && $0.text.contains("Rosa Maria")
        && !$0.text.contains("[n] Name:")
    }
    app.send("q")
    #expect(try app.waitForExit() == 0)
    FullScreenTests.expectRestored(app)

    let saved = try String(contentsOfFile: file, encoding: .utf8)
    #expect(saved.contains(#""account":{"name":"Rosa Maria"}"#))
    #expect(!saved.contains("merlot"))
    #expect(!saved.contains("zinfandel"))
  }

  /// With a slow service the button shows progress and refuses a second press; Cancel takes the
  /// cover away without waiting for the answer.
  @Test func whileSigningInTheButtonShowsProgressAndCancelLeaves() throws {
    let app = try launcher.start(["--latency", "600", "--no-state"], waitingFor: "Loading")
    app.send(Self.f3)
    try app.waitForScreen("the Account tab") { $0.text.contains("[s] Sign in") }
    app.send("su")
    try app.waitForScreen("editing the user name") {
      FullScreenTests.status($0).contains("Editing User name")
    }
    app.send("rosa\rmerlot\r\r")
    try app.waitForScreen("the request running") {
      $0.text.contains("[s] Signing in…") && $0.text.contains("[p] Password: ••••••")
    }
    app.send("\rs")
    try app.waitForScreen("a second press refused") {
      FullScreenTests.status($0).contains("not available right now")
    }
    #expect(app.screen.text.contains("[s] Signing in…"))
    app.send("c")
    try app.waitForScreen("the cover gone, still signed out") {
      $0.text.contains("You are not signed in.") && !$0.text.contains("[x] Close")
    }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }
}
