import Foundation
import Testing

/// Why the app is where it is: `history` in line mode and `--trace FILE`, one JSON line per
/// transition, appended only to a file the app could have written.
@Suite(.timeLimit(.minutes(5))) struct HistoryAndTraceTests {
  private struct Line: Decodable, Equatable {
    let cause: String
    let from: String
    let to: String
    let time: String
  }

  @Test func historyListsEachTransitionWithItsCauseAndURLs() throws {
    let outcome = try AppProcess.session(
      ["history", "3", "b", "open feature-routing://tab/regions", "history"],
      arguments: ["--no-state"])
    #expect(outcome.status == 0)
    #expect(outcome.screens[1] == "history\nNothing has happened yet.")
    #expect(
      outcome.screens[5].hasPrefix(
        """
        history
        opened Details
          feature-routing:// → feature-routing://grapes/shiraz/details
        went back
          feature-routing://grapes/shiraz/details → feature-routing://
        open feature-routing://tab/regions
          feature-routing:// → feature-routing://tab/regions

        """), "\(outcome.screens[5])")
  }

  /// A setting chosen later is not shown on earlier transitions: `history` shows where each went,
  /// without the settings (the trace records those in effect at the time).
  @Test func historyShowsNoSettingThatWasNotInEffect() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("trace.jsonl")
    let outcome = try AppProcess.session(
      ["3", "style details-modally", "tab regions", "sheets stacked", "history"],
      arguments: ["--no-state", "--trace", file])
    #expect(
      outcome.screens[5] == """
        history
        opened Details
          feature-routing:// → feature-routing://grapes/shiraz/details
        showed the Regions tab
          feature-routing://grapes/shiraz/details → feature-routing://tab/regions

        """, "\(outcome.screens[5])")

    let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map {
      try JSONDecoder().decode(Line.self, from: Data($0.utf8))
    }
    #expect(
      lines.map(\.to) == [
        "feature-routing://grapes/shiraz/details?style=details-stack",
        "feature-routing://tab/regions?sheets=single",
      ])
  }

  @Test func printingAURLTracesNothing() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("trace.jsonl")
    let outcome = try AppProcess.run([
      "--print-url", "--latency", "0", "--no-state", "--trace", file, "--open",
      "feature-routing://grapes/shiraz/details",
    ])
    #expect(outcome.output == "feature-routing://grapes/shiraz/details?style=details-stack\n")
    #expect(!FileManager.default.fileExists(atPath: file), "no session ran, so nothing happened")
  }

  @Test func traceAppendsOneJSONLinePerTransition() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("trace.jsonl")
    _ = try AppProcess.session(["3", "b"], arguments: ["--no-state", "--trace", file])
    _ = try AppProcess.session(["deeplink 1"], arguments: ["--no-state", "--trace", file])

    let text = try String(contentsOfFile: file, encoding: .utf8)
    let lines = try text.split(separator: "\n").map {
      try JSONDecoder().decode(Line.self, from: Data($0.utf8))
    }
    #expect(
      lines.map(\.cause) == [
        "opened Details", "went back", "menu: Push 1 Details Programmatically",
      ])
    #expect(lines[0].to == "feature-routing://grapes/shiraz/details?style=details-stack")
    #expect(lines[1].from == lines[0].to)
    #expect(lines.allSatisfy { $0.time.hasSuffix("Z") })
  }

  @Test func aFileThatIsNoTraceIsNeitherAppendedToNorReplaced() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("notes.txt")
    try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: file))

    let outcome = try AppProcess.session(["3"], arguments: ["--no-state", "--trace", file])

    #expect(outcome.status == 73)
    #expect(outcome.error.contains("holds something else than a trace of this app"))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "my notes\n")
  }

  @Test func aFolderIsRefusedSayingWhatItIs() throws {
    let folder = try TemporaryFolder()
    let outcome = try AppProcess.session([], arguments: ["--no-state", "--trace", folder.path])
    #expect(outcome.status == 73)
    #expect(outcome.error.contains("it is a folder, not a regular file."))
  }
}
