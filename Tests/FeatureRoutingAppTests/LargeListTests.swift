import Foundation
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The grape list full screen at 10, 1,000 and 100,000 grapes: the same keys highlight the same
/// rows and show them the same way at every size, whatever part of the list has been drawn.
@Suite(.serialized, .timeLimit(.minutes(10))) struct LargeListTests {
  /// A data file of `count` grapes in the format of Docs/Tour.md ("The data file"): `Grape N`, with
  /// the subtitle `Subtitle N` and two regions.
  static func grapeFile(count: Int) throws -> TemporaryFile {
    let colors = ["red", "green", "blue", "orange"]
    let grapes = (1...count).map { number in
      """
      {"id":"grape-\(number)","title":"Grape \(number)","subtitle":"Subtitle \(number)",\
      "regions":[{"name":"North","value":\(number % 9 + 1),"color":"\(colors[number % 4])"},\
      {"name":"South","value":\(number % 5 + 1),"color":"\(colors[(number + 1) % 4])"}]}
      """
    }
    return try TemporaryFile(contents: "[\n" + grapes.joined(separator: ",\n") + "\n]\n")
  }

  /// The highlighted text above the status line (which is drawn in inverse video too).
  private static func highlight(_ screen: VirtualTerminal) -> String? {
    var above = screen
    above.feed("\u{1B}[\(screen.rows);1H\u{1B}[0m\u{1B}[2K")
    return above.inverseText.first
  }

  private static func row(_ number: Int) -> String {
    "[\(number)] Grape \(number) ›"
  }

  @Test(arguments: [10, 1000, 100_000])
  func theSameKeysShowTheSameRowsAtEverySize(count: Int) throws {
    let file = try Self.grapeFile(count: count)
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("feature-routing-home-\(UUID().uuidString)").path
    let app = try TerminalProcess(
      executable: AppProcess.executable.path,
      arguments: ["--latency", "0", "--no-state", "--data", file.path],
      environment: ["TERM": "xterm-256color", "HOME": home, "LANG": "C.UTF-8"],
      rows: 24, columns: 60)
    try app.waitForScreen("the list", timeout: .seconds(120)) { Self.highlight($0) == Self.row(1) }

    app.send("jjj")
    try app.waitForScreen("j three times") { Self.highlight($0) == Self.row(4) }

    // The tab bar, the title and the rule stay put, so a page is the 20 lines under them: from
    // row 4 on line 9 a page down reaches line 29, row 14.
    app.send("\u{1B}[6~")
    try app.waitForScreen("a page down") { Self.highlight($0) == Self.row(min(14, count)) }

    // Under the tab bar and the navigation bar, the list ends on line 2 × count + 2, or at the
    // bottom of the 23 lines above the status.
    app.send("\u{1B}[F")
    try app.waitForScreen("End: the last row, at the bottom") { screen in
      Self.highlight(screen) == Self.row(count)
        && screen.text(ofLine: min(2 * count + 2, 22)).hasSuffix("Subtitle \(count)")
    }

    app.send("\u{1B}[H")
    try app.waitForScreen("Home: the menu, at the top") { screen in
      Self.highlight(screen) == "[m] Push Details on Stack ▸"
        && screen.text(ofLine: 3) == Self.row(1)
    }

    // Typing the last row's number opens it; coming back shows it highlighted.
    app.send(String(count))
    try app.waitForScreen("the last grape's details") {
      $0.text.contains("Wine Grapes › Grape \(count)") && $0.text.contains("Subtitle \(count)")
    }
    app.send("\u{1B}")
    try app.waitForScreen("back on the list at the last row") {
      Self.highlight($0) == Self.row(count)
    }

    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  @Test(arguments: [10, 1000])
  func lineModePrintsEveryRowInOrder(count: Int) throws {
    let file = try Self.grapeFile(count: count)
    let outcome = try AppProcess.run(["--data", file.path, "--width", "60"])
    #expect(outcome.status == 0)
    let rows = outcome.output.split(separator: "\n").filter {
      $0.hasPrefix("[") && $0.hasSuffix(" ›")
    }
    #expect(rows == (1...count).map { Substring(Self.row($0)) })
  }

  /// A grape grown in 200,000 regions: Extra details prints every region, in order and aligned,
  /// holding only what it shows at a time.
  @Test func extraDetailsOfAGrapeWithManyRegionsRunsInBoundedMemory() throws {
    let count = 200_000
    let regions = (1...count).map { number in
      #"{"name":"Region \#(number)","value":\#(count + 1 - number),"color":"green"}"#
    }
    let file = try TemporaryFile(
      contents: #"[{"id":"many","title":"Many","subtitle":"Grown everywhere","regions":["#
        + regions.joined(separator: ",") + "]}]")
    let printed = try TemporaryFile(contents: "")
    let app = try ChildProcess(
      [AppProcess.executable.path, "--latency", "0", "--no-state", "--data", file.path],
      environment: AppProcess.environment(
        [:], stateHome: FileManager.default.temporaryDirectory.path),
      output: .path(printed.path, O_WRONLY | O_TRUNC))
    app.send("1\ne\n")
    let last = "[\(count)] Region \(count) "
    try app.wait(timeout: 300) { Self.tail(of: printed.path).contains(last) }
    let peak = try #require(app.peakMemory)
    app.closeInput()
    let end = try app.waitForExit()
    #expect(end.status == 0)
    let output = try String(contentsOfFile: printed.path, encoding: .utf8)
    let rows = output.split(separator: "\n").filter { $0.hasPrefix("[") && $0.contains("Region ") }
    #expect(rows.count == count)
    #expect(rows.first?.hasPrefix("[1]      Region 1 ") == true, "aligned under [200000]")
    #expect(rows.last?.hasPrefix(Substring(last)) == true)
    #expect(peak < 300 << 20, "peak memory \(peak >> 20) MB")
  }

  /// The last few KiB of the file at `path`.
  private static func tail(of path: String) -> String {
    guard let file = FileHandle(forReadingAtPath: path) else { return "" }
    defer { try? file.close() }
    let size = (try? file.seekToEnd()) ?? 0
    try? file.seek(toOffset: size > 4096 ? size - 4096 : 0)
    return String(decoding: (try? file.readToEnd()) ?? Data(), as: UTF8.self)
  }
}
