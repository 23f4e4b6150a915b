import Foundation
import TerminalUITesting
import Testing

/// A size from `COLUMNS` or the terminal is held to the rule of `--width` (1 to 10,000 columns):
/// outside it the app says so once and uses another width, never trying to draw a huge one.
@Suite(.timeLimit(.minutes(10))) struct TerminalSizeTests {
  @Test(arguments: ["9223372036854775807", "99999999", "10001", "0", "-3", "wide"])
  func aColumnsValueOutsideTheRangeIsIgnoredWithOneNotice(columns: String) throws {
    let outcome = try AppProcess.session(["1", "b"], environment: ["COLUMNS": columns])
    #expect(outcome.status == 0)
    #expect(
      outcome.error == """
        feature-routing: ignoring COLUMNS='\(columns)': a width must be a whole number of columns \
        from 1 to 10000; using 80.

        """)
    let widest = outcome.output.split(separator: "\n").map(\.count).max() ?? 0
    #expect(widest <= 80)
    #expect(outcome.output.contains("[b] ‹ Wine Grapes  Cabernet Sauvignon"))
  }

  @Test func theLargestAllowedColumnsIsUsedAsItIs() throws {
    let outcome = try AppProcess.session([], environment: ["COLUMNS": "10000"])
    #expect(outcome.status == 0)
    #expect(outcome.error.isEmpty)
  }

  @Test func aWidthOptionNeedsNoNoticeAboutColumns() throws {
    let outcome = try AppProcess.session(
      [], arguments: ["--width", "50"], environment: ["COLUMNS": "99999999"])
    #expect(outcome.status == 0)
    #expect(outcome.error.isEmpty)
  }

  /// The terminal reports a width no screen has: the app keeps drawing the last size it could
  /// use, and says so on the status line.
  @Test func aTerminalReportingAHugeSizeKeepsTheLastUsableOne() throws {
    let home = try TemporaryFolder()
    let app = try TerminalProcess(
      executable: AppProcess.executable.path, arguments: ["--latency", "0", "--no-state"],
      environment: ["TERM": "xterm-256color", "HOME": home.path, "LANG": "C.UTF-8"],
      rows: 20, columns: 60)
    try app.waitForScreen("the list") { $0.text.contains("[3] Shiraz ›") }
    _ = app.pty.resize(rows: 20, columns: 20_000)
    try app.waitForScreen("the notice") {
      $0.text(ofLine: 19).contains("Terminal size not in 1–10000; using 60×20.")
    }
    app.send("3")
    try app.waitForScreen("Shiraz") { $0.text.contains("Shiraz") && $0.text.contains("[b]") }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }
}
