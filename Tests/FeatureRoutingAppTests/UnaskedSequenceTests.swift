import Foundation
import TerminalUITesting
import Testing

/// Sequences the terminal sends that the app never asked for — a title, a device report — are
/// consumed whole: none of their bytes acts as a key.
@Suite(.serialized, .timeLimit(.minutes(10))) struct UnaskedSequenceTests {
  @Test(arguments: [
    "\u{1B}]0;title]\u{7}", "\u{1B}]2;]]]\u{1B}\\", "\u{1B}P1$r]\u{1B}\\", "\u{1B}_]]\u{1B}\\",
    "\u{1B}[" + String(repeating: "1;", count: 40) + "m",
  ])
  func aSequenceTheAppDidNotAskForActsAsNoKey(sequence: String) throws {
    let launcher = try FullScreenTests()
    let app = try launcher.start(["--no-state"])
    app.send(sequence + "3")
    try app.waitForScreen("Shiraz, on the Grapes tab") {
      $0.text.contains("Shiraz") && $0.text.contains("[b] ‹ Wine Grapes")
    }
    #expect(app.screen.text.contains("● Grapes"), "\(app.screen.text)")
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }
}
