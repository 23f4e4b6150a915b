import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

struct Grape: Identifiable {
  let id: String
  var name: String { id }
}

/// A list screen as a feature module would write it: title, toolbar, rows and a menu.
struct GrapeListScreen: View {
  let grapes = ["Cabernet Sauvignon", "Shiraz", "Pinot Noir", "Gewürztraminer 葡萄"].map(Grape.init)

  var body: some View {
    VStack(spacing: 1) {
      Text("Red and white grapes from around the world, by region.").foregroundStyle(.secondary)
      List(grapes) { grape in
        ControlView(showsDisclosure: true, action: {}) { Text(grape.name) }
      }
      HStack {
        Button("Show sheet") {}
        Spacer()
        Menu("Present") { Button("Full screen") {} }
      }
    }
    .navigationTitle("Wine Grapes")
    .toolbar {
      ToolbarItem { Button("Programmatic pop") {} }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct SnapshotTests {
  let regions = [
    ChartSlice(name: "Barossa Valley", value: 42, color: .red),
    ChartSlice(name: "McLaren Vale", value: 30, color: .green),
    ChartSlice(name: "Clare Valley", value: 18.5, color: .blue),
    ChartSlice(name: "Eden Valley", value: 9.5, color: .yellow),
  ]

  @Test(arguments: [60, 20])
  func grapeListScreen(width: Int) {
    assertSnapshot(of: GrapeListScreen(), width: width, named: "grape-list-\(width)")
  }

  @Test(arguments: [60, 30])
  func wineRegionChart(width: Int) {
    let chart = VStack(spacing: 1) {
      Text("Shiraz by region").font(.headline)
      PieChart(slices: regions)
    }
    assertSnapshot(of: chart, width: width, named: "region-chart-\(width)")
  }

  @Test func theDiffShowsOnlyDifferingLinesWithTheirNumbers() {
    #expect(snapshotDiff(expected: "a\nb\nc", actual: "a\nb\nc") == nil)
    #expect(snapshotDiff(expected: "a\nb\nc", actual: "a\nB\nc") == "-2│b\n+2│B")
    #expect(snapshotDiff(expected: "a", actual: "a\nnew") == "+2│new")
    #expect(snapshotDiff(expected: "a\nold", actual: "a") == "-2│old")
  }
}

/// The snapshot helper itself: when it writes files, what it says, and how styles are stored.
///
/// Its fixtures live in temporary folders, so `SNAPSHOT_RECORD=1` can never rewrite them.
@Suite(.timeLimit(.minutes(5))) struct SnapshotHelperTests {
  private static let ci = SnapshotPolicy(environment: ["CI": "true"])
  private static let ciRecording = SnapshotPolicy(environment: ["CI": "1", "SNAPSHOT_RECORD": "1"])
  private static let local = SnapshotPolicy(environment: [:])
  private static let recording = SnapshotPolicy(environment: ["SNAPSHOT_RECORD": "1"])

  /// A snapshot file in a folder of its own, removed afterwards; `contents` is written first.
  private static func withSnapshot(
    contents: String? = nil, _ body: (SnapshotFile) throws -> Void
  ) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("SnapshotHelperTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("GrapeTests").appendingPathComponent("list.txt")
    if let contents {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
    try body(SnapshotFile(url: url))
  }

  private static func contents(_ file: SnapshotFile) -> String? {
    try? String(contentsOf: file.url, encoding: .utf8)
  }

  @Test(arguments: [
    (["CI": "true"], true), (["CI": "1"], true), (["CI": "yes"], true), (["CI": ""], false),
    ([:], false),
  ])
  func anyNonEmptyCIVariableMeansCI(environment: [String: String], isCI: Bool) {
    #expect(SnapshotPolicy(environment: environment).isCI == isCI)
    #expect(!SnapshotPolicy(environment: environment).records)
  }

  @Test func underCIAMissingSnapshotFailsSayingHowToRecordItAndWritesNothing() throws {
    try Self.withSnapshot { file in
      for policy in [Self.ci, Self.ciRecording] {
        let outcome = file.check("Wine Grapes", policy: policy)
        #expect(outcome == .missing)
        #expect(!FileManager.default.fileExists(atPath: file.url.deletingLastPathComponent().path))
        let message = try #require(file.message(for: outcome, name: "list", policy: policy))
        #expect(message.hasPrefix("No snapshot \"list\" at \(file.url.path)."))
        #expect(message.contains("Snapshots are never written under CI"))
        #expect(message.contains("`SNAPSHOT_RECORD=1 swift test --filter GrapeTests`"))
      }
    }
  }

  @Test func underCIRecordingIsRefusedAndADifferenceFails() throws {
    try Self.withSnapshot(contents: "Wine Grapes\n[1] Merlot") { file in
      let outcome = file.check("Wine Grapes\n[1] Shiraz", policy: Self.ciRecording)
      #expect(outcome == .mismatched(diff: "-2│[1] Merlot\n+2│[1] Shiraz"))
      #expect(Self.contents(file) == "Wine Grapes\n[1] Merlot")
      let message = file.message(for: outcome, name: "list", policy: Self.ciRecording)
      #expect(message?.contains("SNAPSHOT_RECORD=1 is ignored") == true)
    }
  }

  @Test func withoutCIAMissingSnapshotIsOnlyWrittenWhenRecordingIsAskedFor() throws {
    try Self.withSnapshot { file in
      #expect(file.check("Wine Grapes", policy: Self.local) == .missing)
      #expect(Self.contents(file) == nil)
      #expect(file.check("Wine Grapes", policy: Self.recording) == .recorded(diff: nil))
      #expect(Self.contents(file) == "Wine Grapes")
      #expect(file.check("Wine Grapes", policy: Self.local) == .matched)
    }
  }

  @Test func recordingAChangeWritesItAndStillFailsWithTheDiffForReview() throws {
    try Self.withSnapshot(contents: "Wine Grapes\n[1] Merlot") { file in
      let outcome = file.check("Wine Grapes\n[1] Shiraz", policy: Self.recording)
      #expect(outcome == .recorded(diff: "-2│[1] Merlot\n+2│[1] Shiraz"))
      #expect(Self.contents(file) == "Wine Grapes\n[1] Shiraz")
      let message = try #require(file.message(for: outcome, name: "list", policy: Self.recording))
      #expect(message.contains("Review the change"))
      #expect(file.check("Wine Grapes\n[1] Shiraz", policy: Self.recording) == .matched)
    }
  }

  @Test func aMismatchIsReportedAsALineDiffAndLeavesTheFileAlone() throws {
    try Self.withSnapshot(contents: "Wine Grapes\n[1] Cabernet Sauvignon") { file in
      withKnownIssue {
        assertSnapshot(
          of: "Wine Grapes\n[1] Merlot", in: file, named: "list", policy: Self.local,
          sourceLocation: #_sourceLocation)
      } matching: { issue in
        issue.description.contains("-2│[1] Cabernet Sauvignon")
          && issue.description.contains("+2│[1] Merlot")
          && issue.description.contains("SNAPSHOT_RECORD=1 swift test --filter GrapeTests")
      }
      #expect(Self.contents(file) == "Wine Grapes\n[1] Cabernet Sauvignon")
    }
  }

  /// Spaces that look plain join the run around them or are left out (line 5).
  @Test func stylesAreListedAfterTheCharactersOneRunPerLine() {
    func cells(_ text: String, _ style: Style = .plain) -> [Cell] {
      text.map { Cell(character: String($0), style: style) }
    }
    let frame = Frame(
      width: 12,
      lines: [
        cells("Wine", Style(bold: true, underline: true)) + cells(" Grapes "),
        cells("[1]") + cells(" Shiraz ›", Style(inverse: true)),
        cells("葡", Style(foreground: .ansi256(208))).flatMap {
          [$0, Cell(character: "", style: $0.style)]
        } + cells("  ") + cells("dim", Style(background: .rgb(255, 136, 0), dim: true))
          + cells("     "),
        cells("            "),
        cells("a", Style(dim: true)) + cells(" ") + cells("b", Style(dim: true))
          + cells("         ", Style(dim: true)),
      ], controls: [])
    let expected = [
      "Wine Grapes ", "[1] Shiraz ›", "葡  dim     ", String(repeating: " ", count: 12),
      "a b         ",
      #"--- styles (line:columns style "text") ---"#,
      #"1:1-4 bold underline "Wine""#,
      #"2:4-12 inverse " Shiraz ›""#,
      #"3:1-2 fg=ansi256:208 "葡""#,
      #"3:5-7 dim bg=#ff8800 "dim""#,
      #"5:1-3 dim "a b""#,
    ]
    #expect(frame.snapshotText == expected.joined(separator: "\n"))
    let plain = Frame(width: 3, lines: [cells("abc")], controls: [])
    #expect(plain.snapshotText == "abc")
  }

  @Test func aStyleChangeIsReportedAsStyleLinesUnderTheUnchangedCharacters() {
    let header = "--- styles (line:columns style \"text\") ---"
    let before = ["[1] Shiraz", "[2] Merlot", header, "1:1-10 inverse \"[1] Shiraz\""]
    let after = ["[1] Shiraz", "[2] Merlot", header, "2:1-10 inverse \"[2] Merlot\""]
    #expect(
      snapshotDiff(
        expected: before.joined(separator: "\n"), actual: after.joined(separator: "\n"))
          == """
          -style│1:1-10 inverse "[1] Shiraz"
          +style│2:1-10 inverse "[2] Merlot"
          """)
    #expect(
      snapshotDiff(
        expected: before[..<2].joined(separator: "\n"), actual: before.joined(separator: "\n"))
        == "+style│1:1-10 inverse \"[1] Shiraz\"")
  }
}
