import Foundation
import Testing

/// The router-owned sign-in flag and prepared state walked through the built app in line mode: signing in on a full-screen
/// cover the router raises and dismisses, the profile, and editing the name with a draft that
/// survives a tab switch; the password never printed, linked or saved.
@Suite(.timeLimit(.minutes(5))) struct AccountFlowTests {
  /// The fake's hint names its demo password on purpose: the one place it may appear.
  private static let hint = "Any user name signs in with the password merlot."

  private static func withoutHint(_ text: String) -> String {
    text.replacingOccurrences(of: hint, with: "")
  }

  // MARK: The router-owned flag: sign in on a cover, the router decides

  @Test func signInFailsWithAReasonThenSucceedsAndTheCoverGoes() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    let outcome = try AppProcess.session(
      ["tab account", "s", "u rosa", "p zinfandel", "s", "p merlot", "s", "url"],
      arguments: ["--state", file])
    #expect(outcome.status == 0)
    let screens = outcome.screens
    #expect(screens[1].contains("● Account\nAccount\n"))
    #expect(screens[1].contains("You are not signed in.\n\n[s] Sign in"))
    #expect(screens[2].hasPrefix("s\n[x] Close\nSign in "))
    #expect(screens[2].contains("[u] User name:"))
    #expect(screens[2].contains("[p] Password:"))
    #expect(screens[2].contains("[s] Sign in"))
    #expect(screens[2].contains(Self.hint))
    #expect(screens[4].hasPrefix("p •••••••••\n"), "the echo is masked")
    #expect(screens[4].contains("[p] Password: •••••••••"))
    // The request shows progress, then the router's decision: the cover stays with the reason.
    #expect(screens[5].contains("[s] Signing in…"))
    #expect(screens[5].contains("Wrong password for rosa."))
    #expect(screens[5].contains("[x] Close\nSign in "), "still on the cover")
    #expect(screens[6].hasPrefix("p ••••••\n"))
    // Signed in: the cover is gone and the profile shows.
    let signedIn = try #require(screens[7].components(separatedBy: "\n\n○ Grapes").last)
    #expect(screens[7].contains("[s] Signing in…"))
    #expect(signedIn.contains("● Account\nAccount\n"))
    #expect(signedIn.contains("Signed in as\nrosa\n\n[e] Edit name\n[s] Sign out"))
    #expect(!signedIn.contains("[x] Close"))
    #expect(screens[8] == "url\nfeature-routing://tab/account\n")

    // The password is nowhere: not on screen, in a message, in the URL or in the state file.
    let saved = try String(contentsOfFile: file, encoding: .utf8)
    #expect(saved.contains(#""account":{"name":"rosa"}"#))
    for secret in ["zinfandel", "merlot"] {
      #expect(!Self.withoutHint(outcome.output).contains(secret))
      #expect(!outcome.error.contains(secret))
      #expect(!saved.contains(secret))
    }
  }

  /// Line mode takes a password as full screen does: what follows the space, spaces and tabs
  /// included, so `merlot` with a space around it is another password.
  @Test func aPasswordIsTheTextAfterTheSpaceAsTyped() throws {
    let outcome = try AppProcess.session(
      [
        "tab account", "s", "u rosa", "p merlot ", "s", "p  merlot", "s", "p merlot\t", "s",
        "p merlot", "s",
      ],
      arguments: ["--no-state"])
    #expect(outcome.status == 0)
    let screens = outcome.screens
    #expect(screens[4].hasPrefix("p •••••••\n"), "the echo masks the space too")
    for attempt in [5, 7, 9] {
      #expect(screens[attempt].contains("Wrong password for rosa."), "\(screens[attempt])")
    }
    #expect(screens[11].contains("Signed in as\nrosa\n"), "\(screens[11])")
  }

  @Test func aNameTheStateFileCouldNotKeepIsRefusedAndTheNextRunStartsWhereThisOneEnded() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    let long = String(repeating: "b", count: 201)
    let reason = "A name has at most 200 characters; this one has 201."
    let first = try AppProcess.session(
      [
        "tab account", "s", "u \(long)", "p merlot", "s", "u rosa", "p merlot", "s", "e",
        "n \(long)", "s",
      ],
      arguments: ["--state", file])
    #expect(first.status == 0)
    #expect(first.screens[5].contains(reason))
    #expect(first.screens[5].contains("[x] Close\nSign in "), "still on the cover")
    #expect(first.screens[11].contains(reason))
    #expect(first.screens[11].contains("Edit name"), "still editing")

    let next = try AppProcess.session(["url"], arguments: ["--state", file])
    #expect(next.error.isEmpty, "the file restores: \(next.error)")
    #expect(next.screens.last == "url\nfeature-routing://tab/account/edit-name\n")
  }

  @Test func theAppStaysSignedInAcrossRunsUntilSigningOut() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    _ = try AppProcess.session(
      ["tab account", "s", "u rosa", "p merlot", "s"], arguments: ["--state", file])

    let next = try AppProcess.session(["s", "url"], arguments: ["--state", file])
    #expect(next.screens[0].contains("● Account\nAccount\n"))
    #expect(next.screens[0].contains("Signed in as\nrosa"))
    #expect(next.screens[1].contains("You are not signed in."))
    let saved = try String(contentsOfFile: file, encoding: .utf8)
    #expect(!saved.contains(#""account":{"#), "signed out, the file names nobody")
  }

  @Test func cancelAndCloseLeaveTheCoverSignedOut() throws {
    let outcome = try AppProcess.session(["tab account", "s", "c", "s", "x", "url"])
    let screens = outcome.screens
    #expect(!screens[3].contains("[x] Close"))
    #expect(screens[3].contains("You are not signed in."))
    #expect(screens[4].contains("[x] Close"))
    #expect(!screens[5].contains("[x] Close"))
    #expect(screens[6] == "url\nfeature-routing://tab/account\n")
  }

  // MARK: Prepared state: state prepared once, kept while shown

  @Test func editNameKeepsItsDraftAcrossATabSwitchAndSavePopsToTheNewName() throws {
    let outcome = try AppProcess.session([
      "tab account", "s", "u rosa", "p merlot", "s", "e", "n Rosa Maria", "url", "tab grapes",
      "style extra-details-modally", "tab account", "s", "url",
    ])
    let screens = outcome.screens
    #expect(screens[6].contains("[b] ‹ Account  Edit name\nAccount › Edit name\n"))
    #expect(screens[6].contains("[n] Name: rosa\n\n[s] Save"), "the draft starts from the name")
    #expect(screens[7].contains("[n] Name: Rosa Maria"))
    #expect(screens[8] == "url\nfeature-routing://tab/account/edit-name")
    #expect(screens[9].contains("● Grapes"))
    #expect(screens[11].contains("[n] Name: Rosa Maria"), "the draft survived")
    #expect(screens[12].contains("Account\n" + String(repeating: "─", count: 60)))
    #expect(screens[12].contains("Signed in as\nRosa Maria\n"))
    #expect(!screens[12].contains("Edit name\nAccount › Edit name"), "popped")
    #expect(screens[13] == "url\nfeature-routing://tab/account\n")
  }

  // MARK: URLs

  @Test func everyAccountScreenHasAURL() throws {
    let cover = try AppProcess.run([
      "--print-url", "--latency", "0", "--no-state", "--open",
      "feature-routing://tab/account/cover/sign-in",
    ])
    #expect(cover.status == 0)
    #expect(cover.output == "feature-routing://tab/account/cover/sign-in\n")

    let opened = try AppProcess.session(["open feature-routing://tab/account/cover/sign-in"])
    #expect(opened.screens[1].contains("[x] Close\nSign in "))

    // Signed out, Edit name waits behind the sign-in cover and opens once someone signs in.
    let signedOut = try AppProcess.session(
      ["u rosa", "p merlot", "s"],
      arguments: ["--no-state", "--open", "feature-routing://tab/account/edit-name"])
    #expect(signedOut.status == 0)
    #expect(signedOut.screens[0].contains("[x] Close\nSign in "), "\(signedOut.output)")
    #expect(signedOut.screens[3].contains("Account › Edit name"), "\(signedOut.output)")
    #expect(signedOut.screens[3].contains("[n] Name: rosa"))

    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    _ = try AppProcess.session(
      ["tab account", "s", "u rosa", "p merlot", "s"], arguments: ["--state", file])
    let edit = try AppProcess.run([
      "--print-url", "--latency", "0", "--state", file, "--open",
      "feature-routing://tab/account/edit-name",
    ])
    #expect(edit.output == "feature-routing://tab/account/edit-name\n")
  }

  @Test func helpDocumentsTheFakeSignInAndTheAccountURLs() throws {
    let outcome = try AppProcess.run(["--help"])
    for text in [
      "merlot", "any non-empty user name", "--latency", "feature-routing://tab/account/edit-name",
      "feature-routing://tab/account/cover/sign-in", "p TEXT",
    ] {
      #expect(outcome.output.contains(text), "help does not mention \(text)")
    }
  }
}
