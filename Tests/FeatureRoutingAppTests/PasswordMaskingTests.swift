import Foundation
import Testing

/// A `p` command is a password whatever the screen: its text is masked in the echoed command
/// line and in every message, even where no password field is shown.
@Suite(.timeLimit(.minutes(5))) struct PasswordMaskingTests {
  @Test(arguments: [
    ["p merlot"], ["1", "p merlot"], ["tab regions", "p merlot"], ["tab account", "P  merlot "],
    ["p merlot" + String(repeating: "x", count: 9000)],
  ])
  func aPasswordTypedAnywhereIsNeverShown(commands: [String]) throws {
    let outcome = try AppProcess.session(commands)
    #expect(outcome.status == 0)
    #expect(!outcome.output.contains("merlot"), "\(outcome.output)")
    #expect(!outcome.error.contains("merlot"))
    #expect(outcome.output.contains("> p •••") || outcome.output.contains("> P •••"))
  }

  @Test func theUnknownCommandMessageShowsThePasswordMasked() throws {
    let outcome = try AppProcess.session(["p merlot"])
    #expect(
      outcome.output.contains(
        "Unknown command 'p ••••••'. Type a shortcut shown on screen, or 'help'."))
  }
}
