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
/// folder; the block's text must appear in what it prints. A line `…` in a block stands for
/// output left out: the parts around it must appear in that order.
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
    var input: [String]
  }

  /// The repository's root, two folders above this file's.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The documents whose examples are checked.
  static let documents = ["README.md", "Docs/Tour.md"]

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
    let outcome = try AppProcess.session(
      example.run.input, arguments: ["--line"] + (example.run.arguments ?? []))
    #expect(outcome.status == 0, "\(outcome.error)")
    let parts = example.shown.components(separatedBy: "\n…\n")
    var rest = outcome.output[...]
    for part in parts {
      let found = rest.range(of: part)
      #expect(
        found != nil,
        """
        \(example.file):\(example.line) shows output the app does not print. The part not found:
        \(part)
        The app printed:
        \(outcome.output)
        """)
      guard let found else { return }
      rest = rest[found.upperBound...]
    }
  }

  struct DocumentError: Error, CustomStringConvertible {
    let file: String
    let line: Int
    let problem: String

    var description: String { "\(file):\(line): \(problem)" }
  }
}
