import Foundation
import Testing

/// Signing in ends the sign-in screen however it was reached: the cover, or the screen pushed on
/// the Account tab's stack by a link.
@Suite(.timeLimit(.minutes(5))) struct SignInEndTests {
  @Test(arguments: [
    "feature-routing://tab/account/sign-in", "feature-routing://tab/account/cover/sign-in",
  ])
  func signingInLeavesTheSignInScreen(link: String) throws {
    let outcome = try AppProcess.session(
      ["u rosa", "p merlot", "s", "url"], arguments: ["--no-state", "--open", link])
    #expect(outcome.status == 0)
    let screens = outcome.screens
    #expect(screens[0].contains("[u] User name:"))
    let signedIn = try #require(screens[3].components(separatedBy: "Signing in…").last)
    #expect(signedIn.contains("Signed in as\nrosa\n\n[e] Edit name\n[s] Sign out"), "\(signedIn)")
    #expect(!signedIn.contains("User name:"))
    #expect(screens[4] == "url\nfeature-routing://tab/account\n")
  }
}
