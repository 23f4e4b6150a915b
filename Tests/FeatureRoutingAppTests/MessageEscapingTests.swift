import Foundation
import Testing

@testable import FeatureRoutingApp

/// Every message goes through one escaping at the output sink: nothing a file, a path or a line
/// holds reaches the terminal raw, whichever path built the message.
@Suite(.timeLimit(.minutes(10))) struct MessageEscapingTests {
  /// Sets the terminal's title and clears the screen, if it ever reached a terminal raw.
  static let attack = "\u{1B}]2;PWNED\u{7}\u{1B}[2J"
  /// ``attack`` as JSON writes it.
  static let attackInJSON = "\\u001b]2;PWNED\\u0007\\u001b[2J"
  /// ``attack`` as the app shows it.
  static let attackShown = "\\e]2;PWNED\\u{7}\\e[2J"

  /// Whether `text` holds a character that acts on a terminal or breaks a line.
  static func holdsRawControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      scalar != "\n"
        && [.control, .format, .lineSeparator, .paragraphSeparator].contains(
          scalar.properties.generalCategory)
    }
  }

  @Test(arguments: [
    (
      """
      [{"id": "a", "title": "A", "subtitle": "", "regions": [{"name": "X", "value": 1, "color": "\(attackInJSON)"}]}]
      """,
      "unknown colour \"\(attackShown)\""
    ),
    (
      """
      [{"id": "\(attackInJSON)", "title": "A", "subtitle": "", "regions": []},
       {"id": "\(attackInJSON)", "title": "B", "subtitle": "", "regions": []}]
      """,
      "grapes 1 and 2 share the id \"\(attackShown)\""
    ),
    (
      "[{\"id\": \"\", \"title\": \"\(attackInJSON)\", \"subtitle\": \"\", \"regions\": []}]",
      "grape 1 (\"\(attackShown)\") has an empty id"
    ),
  ])
  func escapeSequencesInADataFileReachNoMessageRaw(json: String, shown: String) throws {
    let file = try TemporaryFile(contents: json)
    let outcome = try AppProcess.run(["--data", file.path])
    #expect(outcome.status == 65)
    #expect(outcome.error.contains(shown), "\(outcome.error)")
    #expect(!Self.holdsRawControl(outcome.error), "\(outcome.error.debugDescription)")
    #expect(outcome.error.split(separator: "\n").count == 1)
  }

  @Test(arguments: ["--data", "--script", "--state"])
  func pathsWithEscapesOrLineSeparatorsAreShownEscaped(option: String) throws {
    let folder = try TemporaryFolder()
    // A folder named so: each option refuses it, naming the path.
    let path = folder.file("x\(Self.attack)\u{2028}\u{2029}\u{85}")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    let outcome = try AppProcess.run(["--latency", "0", option, path], input: "quit\n")
    #expect(
      outcome.error.contains("x\(Self.attackShown)\\u{2028}\\u{2029}\\u{85}"),
      "\(outcome.error)")
    #expect(!Self.holdsRawControl(outcome.error), "\(outcome.error.debugDescription)")
    #expect(outcome.error.split(separator: "\n").count == 1)
  }

  @Test func lineAndParagraphSeparatorsAreEscapedLikeOtherLineBreaks() {
    #expect(
      Printable.escape("a\u{2028}b\u{2029}c\u{85}d\ne") == "a\\u{2028}b\\u{2029}c\\u{85}d\\ne")
    #expect(Printable.escape("a\nb\u{1B}", keepingLineFeeds: true) == "a\nb\\e")
  }

  @Test func escapingTwiceChangesNothing() {
    let once = Printable.escape("\(Self.attack) \\e \u{202E}", limit: .max)
    #expect(Printable.escape(once, limit: .max) == once)
  }
}
