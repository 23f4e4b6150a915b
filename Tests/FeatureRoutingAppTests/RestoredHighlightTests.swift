import Foundation
import TerminalUITesting
import Testing

/// After a restart, each restored screen opens on the control it was left on, scrolled to it.
@Suite(.serialized, .timeLimit(.minutes(10))) struct RestoredHighlightTests {
  /// The app's home folder and state file for one test, removed after it.
  private let home: TemporaryFolder

  init() throws {
    home = try TemporaryFolder()
  }

  /// Starts the app full screen on a 60x24 terminal over `grapes`, keeping its state in the home
  /// folder.
  private func start(_ grapes: TemporaryFile) throws -> TerminalProcess {
    try TerminalProcess(
      executable: AppProcess.executable.path,
      arguments: ["--latency", "0", "--state", home.file("state.json"), "--data", grapes.path],
      environment: [
        "TERM": "xterm-256color", "HOME": home.path, "LANG": "C.UTF-8",
        "LLVM_PROFILE_FILE": AppProcess.coverageProfile(writable: true),
      ],
      rows: 24, columns: 60)
  }

  /// The highlighted text above the status line (which is drawn in inverse video too).
  private static func highlight(_ screen: VirtualTerminal) -> String? {
    var above = screen
    above.feed("\u{1B}[\(screen.rows);1H\u{1B}[0m\u{1B}[2K")
    return above.inverseText.first
  }

  @Test func theListAndDetailsOpenOnTheControlsTheyWereLeftOn() throws {
    let grapes = try LargeListTests.grapeFile(count: 40)
    let first = try start(grapes)
    try first.waitForScreen("the list") { Self.highlight($0) == "[1] Grape 1 ›" }
    // Row 30 is far below the first page: the list has scrolled to it.
    first.send("30")
    try first.waitForScreen("Grape 30's details") { $0.text.contains("Wine Grapes › Grape 30") }
    try first.waitForScreen("Details' first control highlighted") { Self.highlight($0) != nil }
    let opened = Self.highlight(first.screen)
    first.send("j")
    try first.waitForScreen("the next control") { Self.highlight($0) != opened }
    let details = try #require(Self.highlight(first.screen))
    first.send("q")
    #expect(try first.waitForExit() == 0)

    let second = try start(grapes)
    try second.waitForScreen("Grape 30's details on the control left highlighted") {
      $0.text.contains("Wine Grapes › Grape 30") && Self.highlight($0) == details
    }
    second.send("\u{1B}")
    try second.waitForScreen("the list on row 30, scrolled to it") { screen in
      Self.highlight(screen) == "[30] Grape 30 ›" && !screen.text.contains("[1] Grape 1 ›")
    }
    second.send("q")
    #expect(try second.waitForExit() == 0)
  }

  /// A person's first key on a restored screen wins over what the file kept.
  @Test func aHighlightMovedAfterTheRestartIsTheOneKeptNext() throws {
    let grapes = try LargeListTests.grapeFile(count: 10)
    let first = try start(grapes)
    try first.waitForScreen("the list") { Self.highlight($0) == "[1] Grape 1 ›" }
    first.send("jjj")
    try first.waitForScreen("row 4") { Self.highlight($0) == "[4] Grape 4 ›" }
    first.send("q")
    #expect(try first.waitForExit() == 0)

    let second = try start(grapes)
    try second.waitForScreen("row 4 again") { Self.highlight($0) == "[4] Grape 4 ›" }
    second.send("k")
    try second.waitForScreen("row 3") { Self.highlight($0) == "[3] Grape 3 ›" }
    second.send("q")
    #expect(try second.waitForExit() == 0)

    let third = try start(grapes)
    try third.waitForScreen("row 3, the last one chosen") {
      Self.highlight($0) == "[3] Grape 3 ›"
    }
    third.send("q")
    #expect(try third.waitForExit() == 0)
  }
}
