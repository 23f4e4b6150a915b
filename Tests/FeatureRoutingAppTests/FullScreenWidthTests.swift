import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// Emoji whose width terminals disagree on never shift what follows them in full screen.
///
/// The model terminal counts each scalar as xterm does (🏳️‍🌈 three columns, 👍🏽 four), the app as
/// tmux does (one and two).
@Suite(.timeLimit(.minutes(10))) struct FullScreenWidthTests {
  @Test func emojiSequencesInASheetShiftNothingAfterThem() throws {
    let home = try TemporaryFolder()
    let data = try TemporaryFile(
      contents: """
        [{"id": "pride", "title": "🏳️‍🌈 Pride ☺️", "subtitle": "👍🏽 1️⃣ 🇫🇷 👨‍👩‍👧 end", "regions": []}]
        """)
    let app = try TerminalProcess(
      executable: AppProcess.executable.path,
      arguments: ["--latency", "0", "--no-state", "-s", "details-modally", "--data", data.path],
      environment: ["TERM": "xterm-256color", "HOME": home.path, "LANG": "C.UTF-8"],
      rows: 20, columns: 50)
    try app.waitForScreen("the list") { $0.text.contains("[1] ") }
    app.send("1")
    try app.waitForScreen("the sheet") { $0.text.contains("end") && $0.text.contains("┘") }
    let screen = app.screen
    let top = try #require(screen.lines.firstIndex { $0.contains { $0.character == "┐" } })
    let bottom = try #require(screen.lines.firstIndex { $0.contains { $0.character == "┘" } })
    let right = try #require(screen.lines[top].lastIndex { $0.character == "┐" })
    #expect(right == 49, "\(screen.text)")
    #expect(screen.lines[bottom][right].character == "┘", "\(screen.text)")
    for row in (top + 1)..<bottom {
      #expect(screen.lines[row][right].character == "│", "line \(row):\n\(screen.text)")
      #expect(screen.lines[row][0].character == "│", "line \(row):\n\(screen.text)")
    }
    // What follows each emoji is where the app put it, and nothing strays from an earlier frame.
    let titleRow = try #require(
      ((top + 1)..<bottom).first { screen.text(ofLine: $0).contains("Pride") }, "\(screen.text)")
    let subtitleRow = try #require(screen.line(containing: "Description")) + 1
    for (row, text, word) in [
      (titleRow, "🏳️‍🌈 Pride ☺️", "Pride"), (subtitleRow, "👍🏽 1️⃣ 🇫🇷 👨‍👩‍👧 end", "end"),
    ] {
      let column = 2 + String(text.prefix { $0 != word.first }).displayWidth
      let written = screen.lines[row][column..<(column + word.count)].map(\.character).joined()
      #expect(written == word, "line \(row):\n\(screen.text)")
      let after = screen.lines[row][(2 + text.displayWidth)..<right]
      #expect(after.allSatisfy { $0.character == " " }, "line \(row):\n\(screen.text)")
    }
    let variety = try #require(screen.line(containing: "Grape variety"))
    #expect(
      screen.text(ofLine: variety).wholeMatch(of: /│ Grape variety *│/) != nil, "\(screen.text)")
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }
}
