import Foundation
import Testing

/// The Swift code shown in README.md and Docs/, kept true by comparing it with the code that runs.
///
/// Every ```` ```swift ```` block follows a comment naming the file, from the repository's root,
/// that holds the same code (a test that runs it, or the source it shows):
///
/// ```markdown
/// <!-- swift: Tests/RootFeatureTests/ReadmeExampleTests.swift -->
/// ```
///
/// The block must appear in that file as written, whitespace and `//` comments aside; a line `…`
/// stands for code left out, and the parts around it must appear in that order. An example that
/// drifts from the code it shows, or a block without a comment, fails.
@Suite(.timeLimit(.minutes(5))) struct DocumentedCodeTests {
  /// One Swift block: where it is, the file it names and its code.
  struct Block: CustomTestStringConvertible, Sendable {
    let file: String
    let line: Int
    let source: String?
    let code: String

    var testDescription: String { "\(file):\(line)" }
  }

  /// The repository's root, two folders above this file's.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let marker = "<!-- swift: "

  /// README.md and every document in Docs/.
  static func documents() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Docs").path)
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
  }

  /// Every Swift block of every document, with the file its comment names (`nil` for none).
  static func blocks() throws -> [Block] {
    try documents().flatMap { document -> [Block] in
      let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
      let lines = text.components(separatedBy: "\n")
      return lines.indices.compactMap { index -> Block? in
        guard lines[index].hasPrefix("```swift") else { return nil }
        let close = lines[(index + 1)...].firstIndex { $0.hasPrefix("```") } ?? lines.count
        let previous = index > 0 ? lines[index - 1] : ""
        let source =
          previous.hasPrefix(marker) && previous.hasSuffix(" -->")
          ? String(previous.dropFirst(marker.count).dropLast(" -->".count)) : nil
        return Block(
          file: document, line: index + 1, source: source,
          code: lines[(index + 1)..<close].joined(separator: "\n"))
      }
    }
  }

  @Test func theReadmeAndTheCodeDocumentShowCheckedSwift() throws {
    let blocks = try Self.blocks()
    for document in ["README.md", "Docs/NavigationInCode.md"] {
      #expect(blocks.contains { $0.file == document }, "\(document) has no Swift block")
    }
  }

  @Test(arguments: try blocks())
  func theShownCodeIsTheCodeThatRuns(_ block: Block) throws {
    let source = try #require(
      block.source,
      """
      \(block.file):\(block.line): a Swift block needs a comment naming the file that holds \
      its code, on the line before it: \(Self.marker)Tests/…/SomeTests.swift -->
      """)
    let text = try String(
      contentsOf: Self.root.appendingPathComponent(source), encoding: .utf8)
    var rest = Self.normalized(text)[...]
    for part in Self.parts(of: block.code) {
      let found = rest.range(of: part)
      #expect(
        found != nil,
        """
        \(block.file):\(block.line) shows code that \(source) does not hold (whitespace and \
        comments aside). The part not found:
        \(part)
        """)
      guard let found else { return }
      rest = rest[found.upperBound...]
    }
  }

  @Test func normalizingKeepsStringsAndDropsComments() {
    let code = """
      #expect(router.url == "feature-routing://tab")  // the URL
      let a = 1 // one
      """
    #expect(Self.normalized(code) == #"#expect(router.url=="feature-routing://tab")leta=1"#)
    #expect(Self.parts(of: "a()\n…\nb()\n  …  \nc(\"…\")") == ["a()", "b()", #"c("…")"#])
  }

  /// The parts of `code` between the lines `…`, normalized.
  static func parts(of code: String) -> [String] {
    var parts: [[Substring]] = [[]]
    for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces) == "…" {
        parts.append([])
      } else {
        parts[parts.count - 1].append(line)
      }
    }
    return parts.map { normalized($0.joined(separator: "\n")) }.filter { !$0.isEmpty }
  }

  /// `code` without its `//` comments and without any whitespace outside string literals.
  static func normalized(_ code: String) -> String {
    var result = ""
    for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
      var inString = false
      var escaped = false
      var previous: Character?
      for character in line {
        if inString {
          result.append(character)
          if escaped {
            escaped = false
          } else if character == "\\" {
            escaped = true
          } else if character == "\"" {
            inString = false
          }
        } else if character == "/" && previous == "/" {
          result.removeLast()
          break
        } else if character == "\"" {
          inString = true
          result.append(character)
        } else if !character.isWhitespace {
          result.append(character)
        }
        previous = character
      }
    }
    return result
  }
}

/// The commands README.md shows print what it shows from a fresh start, whatever ran before.
///
/// Each block of app output in the README is checked by running the app (`DocumentedOutputTests`,
/// with the run its `<!-- checked: … -->` comment names); this suite checks that the block starts
/// with that run written as a command a reader can paste, and that the run uses `--no-state`, so
/// a state left by an earlier run cannot change what it prints.
@Suite(.timeLimit(.minutes(5))) struct DocumentedCommandsTests {
  /// The run a `checked` comment names: its options after `--line` and the commands it types.
  struct Run: Decodable {
    var arguments: [String]?
    var input: [String]?
  }

  static let marker = "<!-- checked: "

  @Test func everyOutputInTheReadmeStartsWithTheCommandThatPrintsIt() throws {
    let text = try String(
      contentsOf: DocumentedCodeTests.root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let checked = lines.indices.filter { lines[$0].hasPrefix(Self.marker) }
    #expect(!checked.isEmpty, "README.md shows no checked output")
    for index in checked {
      let comment = lines[index].dropFirst(Self.marker.count).dropLast(" -->".count)
      let run = try JSONDecoder().decode(Run.self, from: Data(comment.utf8))
      let arguments = run.arguments ?? []
      #expect(
        arguments.contains("--no-state"),
        "README.md:\(index + 1): the run should start afresh, with --no-state")
      let typed = (run.input ?? []).map { $0 + "\\n" }.joined()
      let command =
        "$ printf '\(typed)' | swift run feature-routing --line --width 60 --latency 0 "
        + arguments.joined(separator: " ")
      let shown = index + 2 < lines.count ? lines[index + 2] : ""
      #expect(
        shown == command,
        "README.md:\(index + 3): the block should start with the command it shows:\n\(command)")
    }
  }
}
