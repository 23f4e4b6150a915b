import Foundation
import Testing

/// The app output shown in README.md and Docs/, kept true by running the app.
///
/// A shown block is checked when the line before its opening fence is a comment naming the run:
///
/// ```markdown
/// <!-- checked: {"arguments": ["--sheets", "stacked"], "input": ["tab regions", "3"]} -->
/// ```
///
/// The app runs in line mode with `--latency 0`, 60 columns and no colour, and a fresh state
/// folder (holding `stateFile` first, when the run names one); the block's text must appear in
/// what it prints, standard error included, with the state folder shown as
/// `/home/me/.local/state` and the time a corrupt file was moved aside as `20250614T093012Z`. A
/// line `…` stands for output left out, and a line starting with `$ ` for the command the reader
/// types: the parts around them must appear in that order. The run must end with `status` (0
/// unless given); with `"showsStateFile": true` the block is the state file the run leaves.
@Suite(.timeLimit(.minutes(5))) struct DocumentedOutputTests {
  /// One checked block: where it is, the run that prints it and what it shows.
  struct Example: CustomTestStringConvertible, Sendable {
    let file: String
    let line: Int
    let run: Run
    let shown: String

    var testDescription: String { "\(file):\(line)" }
  }

  /// The run a `checked` comment names.
  struct Run: Decodable, Sendable {
    /// Options after `--line` (`--latency 0` and the width are set already).
    var arguments: [String]?
    /// The commands, one a line.
    var input: [String]?
    /// The state file's text before the run.
    var stateFile: String?
    /// How the run ends.
    var status: Int32?
    /// Whether the block shows the state file the run leaves instead of what it prints.
    var showsStateFile: Bool?
  }

  /// The repository's root, two folders above this file's.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The documents whose examples are checked.
  static let documents = ["README.md", "Docs/Tour.md", "Docs/DeepLinks.md", "Docs/SavedState.md"]

  static let marker = "<!-- checked: "

  /// Every checked block of every document; a malformed comment fails the test that reads it.
  static func examples() throws -> [Example] {
    try documents.flatMap { document -> [Example] in
      let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
      let lines = text.components(separatedBy: "\n")
      return try lines.indices.compactMap { index -> Example? in
        let line = lines[index]
        guard line.hasPrefix(marker), line.hasSuffix(" -->") else { return nil }
        let json = line.dropFirst(marker.count).dropLast(" -->".count)
        let run = try JSONDecoder().decode(Run.self, from: Data(json.utf8))
        guard index + 1 < lines.count, lines[index + 1].hasPrefix("```"),
          let close = lines[(index + 2)...].firstIndex(where: { $0.hasPrefix("```") })
        else {
          throw DocumentError(file: document, line: index + 1, problem: "no fenced block follows")
        }
        let shown = lines[(index + 2)..<close].joined(separator: "\n")
        return Example(file: document, line: index + 1, run: run, shown: shown)
      }
    }
  }

  @Test func everyDocumentShowsCheckedOutput() throws {
    let examples = try Self.examples()
    for document in Self.documents {
      #expect(examples.contains { $0.file == document }, "\(document) has no checked block")
    }
  }

  @Test(arguments: try examples())
  func theShownOutputIsWhatTheAppPrints(_ example: Example) throws {
    let home = try TemporaryFolder()
    let stateFile = home.file("feature-routing/state.json")
    if let text = example.run.stateFile {
      try FileManager.default.createDirectory(
        atPath: home.file("feature-routing"), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: stateFile))
    }
    let outcome = try AppProcess.session(
      example.run.input ?? [], arguments: ["--line"] + (example.run.arguments ?? []),
      environment: ["XDG_STATE_HOME": home.path])
    #expect(outcome.status == example.run.status ?? 0, "\(outcome.error)")
    let printed =
      example.run.showsStateFile == true
      ? try String(contentsOfFile: stateFile, encoding: .utf8)
      : (outcome.output + outcome.error)
        .replacingOccurrences(of: home.path, with: "/home/me/.local/state")
        .replacingOccurrences(
          of: #"corrupt-[0-9]{8}T[0-9]{6}Z"#, with: "corrupt-20250614T093012Z",
          options: .regularExpression)
    var rest = printed[...]
    for part in Self.parts(of: example.shown) {
      let found = rest.range(of: part)
      #expect(
        found != nil,
        """
        \(example.file):\(example.line) shows output the app does not print. The part not found:
        \(part)
        The app printed:
        \(printed)
        """)
      guard let found else { return }
      rest = rest[found.upperBound...]
    }
  }

  /// The runs of output `shown` holds, in order: its lines between the lines `…` and `$ …`.
  static func parts(of shown: String) -> [String] {
    var parts: [[Substring]] = [[]]
    for line in shown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "…" || line.hasPrefix("$ ") {
        parts.append([])
      } else {
        parts[parts.count - 1].append(line)
      }
    }
    return parts.filter { !$0.isEmpty }.map { $0.joined(separator: "\n") }
  }

  struct DocumentError: Error, CustomStringConvertible {
    let file: String
    let line: Int
    let problem: String

    var description: String { "\(file):\(line): \(problem)" }
  }
}
