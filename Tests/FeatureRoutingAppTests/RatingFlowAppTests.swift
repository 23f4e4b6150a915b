import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// "Rate this grape" as a person does it, in line mode and full screen: two steps on Details'
/// stack, the rating shown on Details, kept in the state file and in the history.
@Suite(.serialized, .timeLimit(.minutes(5))) struct RatingFlowAppTests {
  @Test func lineModeRatesAGrapeAndKeepsTheRating() throws {
    let folder = try TemporaryFolder()
    let file = try folder.signedInStateFile()
    let rated = try AppProcess.session(
      ["3", "r", "url", "4", "n jammy", "d", "history"], arguments: ["--state", file])
    #expect(rated.status == 0)
    #expect(rated.screens[2].contains("Wine Grapes › Shiraz › Score\n"))
    #expect(
      rated.screens[3]
        == "url\nfeature-routing://grapes/shiraz/details/score?style=details-stack")
    #expect(rated.screens[6].contains("Your rating: ★★★★☆ jammy"))
    #expect(rated.screens[7].contains("rating finished: ★★★★☆\n"))
    let saved = try String(contentsOfFile: file, encoding: .utf8)
    #expect(saved.contains(#""ratings":{"shiraz":{"note":"jammy","score":4}}"#))

    let again = try AppProcess.session([], arguments: ["--state", file])
    #expect(again.screens[0].contains("Your rating: ★★★★☆ jammy"), "kept across runs")
  }

  @Test func lineModeCancelKeepsNothing() throws {
    let folder = try TemporaryFolder()
    let outcome = try AppProcess.session(
      ["3", "r", "2", "c", "url"], arguments: ["--state", try folder.signedInStateFile()])
    #expect(outcome.screens[4].contains("Wine Grapes › Shiraz\n"))
    #expect(!outcome.screens[4].contains("Your rating"))
  }

  @Test func fullScreenRatesInASheetUnderShowDetailsModally() throws {
    let launcher = try FullScreenTests()
    let folder = try TemporaryFolder()
    let app = try launcher.start(
      ["--state", try folder.signedInStateFile(), "--presentation-style", "details-modally"],
      waitingFor: "[3] Shiraz")
    app.send("3")
    try app.waitForScreen("Shiraz's Details in a sheet") { $0.text.contains("[r] Rate this grape") }
    app.send("r")
    try app.waitForScreen("the Score step in the sheet") { $0.text.contains("[5] 5 stars") }
    app.send("5")
    try app.waitForScreen("the Note step") { $0.text.contains("[d] Done") }
    app.send("d")
    try app.waitForScreen("Details with the rating, still in its sheet") {
      $0.text.contains("Your rating: ★★★★★") && $0.text.contains("[r] Rate this grape")
    }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  @Test func fullScreenScoreStepOpensOnOneStarSoAnEarlyEnterMovesForward() throws {
    let launcher = try FullScreenTests()
    let folder = try TemporaryFolder()
    let app = try launcher.start(
      ["--state", try folder.signedInStateFile()], waitingFor: "[3] Shiraz")
    app.send("3")
    try app.waitForScreen("Shiraz's Details") { $0.text.contains("[r] Rate this grape") }
    app.send("r")
    try app.waitForScreen("the Score step") { $0.text.contains("[5] 5 stars") }
    #expect(FullScreenTests.highlight(app.screen) == "[1] 1 star")
    app.send("\r")
    try app.waitForScreen("the Note step with one star") {
      $0.text.contains("[d] Done") && $0.text.contains("★☆☆☆☆")
    }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }
}
