import Foundation
import Testing

/// Line mode and the data file client survive whatever they are fed.
@Suite(.timeLimit(.minutes(10))) struct HostileInputTests {
  /// A line just under the 1 MiB after which input is taken not to be commands at all.
  @Test func aLongLineIsRefusedAndTheSessionGoesOn() throws {
    let line = String(repeating: "x", count: 1_000_000)
    let outcome = try AppProcess.session([line, "open feature-routing://" + line, "1"])
    #expect(outcome.status == 0)
    #expect(outcome.error.isEmpty)
    #expect(outcome.output.count < 20_000)
    let refusal =
      "The line is longer than 8192 bytes, the most a command may be; the rest of it is skipped. It starts "
    #expect(outcome.output.contains(refusal + "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'."))
    #expect(outcome.output.contains(refusal + "'open feature-routing://xxxxxxxxxxxxxxxxx…'."))
    #expect(outcome.output.contains("[b] Back  Cabernet Sauvignon"))
  }

  @Test func aLongURLJustUnderTheLineLimitIsRefusedByTheURLLimit() throws {
    let outcome = try AppProcess.session([
      "open feature-routing://" + String(repeating: "grapes/shiraz/details/", count: 300)
    ])
    #expect(
      outcome.output.contains(
        "Cannot open the URL: The URL is 6618 bytes long; the limit is 4096 bytes."))
  }

  /// Lines that are not UTF-8 are skipped, each named, and never trap.
  @Test func invalidUTF8IsNamedAndNeverTrapsOn() throws {
    var input = Data([0xFF, 0xFE, 0x31, 0x0A, 0xC3, 0x28, 0x0A])
    input.append(Data("open feature-routing://grapes/".utf8))
    input.append(contentsOf: [0xE2, 0x82])
    input.append(Data("/details\n1\n".utf8))
    let outcome = try AppProcess.run(["--latency", "0"], inputData: input)
    #expect(outcome.status == 0)
    #expect(outcome.error.isEmpty)
    for line in 1...3 {
      #expect(
        outcome.output.contains(
          "Line \(line) of standard input is not UTF-8 text, so it is skipped; save or send the "
            + "commands as UTF-8."))
    }
    #expect(!outcome.output.contains("FFFD"))
    #expect(outcome.output.contains("[b] Back  Cabernet Sauvignon"))
  }

  @Test(arguments: [
    "\u{1B}[2J\u{1B}[H", "\u{1B}]0;title\u{7}", "\u{1B}P1$r\u{1B}\\", "a\u{0}b", "\u{7F}\u{8}\u{8}",
    "\u{9B}31m", "style \u{1B}[31mred", "open \u{1B}[2J", "deeplink \u{1B}[2J", "\u{202E}evil",
  ])
  func controlCharactersAndEscapeSequencesAreNeverEchoedRaw(line: String) throws {
    let outcome = try AppProcess.session([line, "1"], arguments: ["-s", "details-stack"])
    #expect(outcome.status == 0)
    for raw in ["\u{1B}", "\u{7}", "\u{0}", "\u{7F}", "\u{8}", "\u{9B}", "\u{202E}"] {
      #expect(!outcome.output.contains(raw), "\(raw.unicodeScalars.map(\.value))")
      #expect(!outcome.error.contains(raw))
    }
    #expect(outcome.output.contains("[b] Back  Cabernet Sauvignon"))
  }

  @Test func controlCharactersInArgumentsAreNeverEchoedRaw() throws {
    for arguments in [
      ["--presentation-style", "\u{1B}[2J"], ["--width", "\u{1B}[2J"], ["\u{1B}[2J"],
      ["--\u{1B}[2J"], ["--open", "\u{1B}[2J"],
    ] {
      let outcome = try AppProcess.run(arguments)
      #expect(outcome.status == 64)
      #expect(!outcome.error.contains("\u{1B}"))
      #expect(outcome.error.contains("\\e[2J") || outcome.error.contains("U+001B"))
    }
  }

  /// The session ends cleanly wherever the input stops: between commands, inside one, inside a
  /// multi-byte character.
  @Test func endOfInputAtAnyByteEndsTheSessionCleanly() throws {
    let script = Data(
      "3\ne\nstyle détails\nstyle details-modally\n2\nx\nopen feature-routing://grapes/shiraz/details\nurl\n"
        .utf8)
    for length in 0...script.count {
      let outcome = try AppProcess.run(["--latency", "0"], inputData: script.prefix(length))
      #expect(outcome.status == 0, "input cut after \(length) bytes")
      #expect(outcome.error.isEmpty, "input cut after \(length) bytes: \(outcome.error)")
    }
  }
}

/// The data file client against bad and large files.
@Suite(.timeLimit(.minutes(10))) struct DataFileTests {
  @Test func anEmptyListIsShownAsSuch() throws {
    let file = try TemporaryFile(contents: "[]")
    let outcome = try AppProcess.session(["1", "url"], arguments: ["--data", file.path])
    #expect(outcome.status == 0)
    #expect(outcome.screens[0].contains("No grapes to show."))
    #expect(outcome.output.contains("There is no [1] on this screen."))
    #expect(outcome.output.contains("\nfeature-routing://?style=details-stack\n"))
  }

  @Test func duplicateIdsNameBothGrapes() throws {
    let file = try TemporaryFile(contents: StateFileTests.grapes(["a", "b", "a"]))
    let outcome = try AppProcess.run(["--data", file.path])
    #expect(outcome.status == 65)
    #expect(
      outcome.error
        == "feature-routing: \(file.path): grapes 1 and 3 share the id \"a\"; ids must be unique because deep links and saved state refer to grapes by id.\n"
    )
  }

  @Test(arguments: [
    ("{\"id\": \"a\"}", "expected a JSON array of grapes at the top level"),
    (
      "[{\"id\": 7, \"title\": \"A\", \"subtitle\": \"\", \"regions\": []}]",
      "grape 1, field \"id\": expected a string"
    ),
    (
      "[{\"id\": \"a\", \"title\": \"A\", \"subtitle\": \"\"}]",
      "grape 1, field \"regions\": this required field is missing"
    ),
    (
      "[{\"id\": \"a\", \"title\": \"A\", \"subtitle\": \"\", \"regions\": [{\"name\": \"X\", \"value\": 1, \"color\": \"plaid\"}]}]",
      "unknown colour \"plaid\""
    ),
    ("[1, 2", "not valid JSON: Unexpected end of file"),
    ("", "not valid JSON"),
  ])
  func malformedDataSaysWhatAndWhere(text: String, message: String) throws {
    let file = try TemporaryFile(contents: text)
    let outcome = try AppProcess.run(["--data", file.path])
    #expect(outcome.status == 65)
    #expect(outcome.error.contains(message), "\(outcome.error)")
    #expect(outcome.output.isEmpty)
  }

  @Test func aHundredThousandGrapesAreListedOpenedAndLinked() throws {
    let count = 100_000
    let grapes = (1...count).map { index in
      """
      {"id":"g\(index)","title":"Grape \(index)","subtitle":"No. \(index)","regions":[{"name":"R","value":\(index % 7 + 1),"color":"red"}]}
      """
    }
    let file = try TemporaryFile(contents: "[" + grapes.joined(separator: ",\n") + "]")
    let outcome = try AppProcess.session(
      ["b", "100000", "url"],
      arguments: ["--data", file.path, "--open", "feature-routing://grapes/g99999/details"])
    #expect(outcome.status == 0)
    #expect(outcome.error.isEmpty)
    #expect(outcome.screens[0].contains("[b] ‹ Wine Grapes  Grape 99999"))
    let list = outcome.screens[1]
    #expect(list.contains("[1] Grape 1 ›\n    No. 1\n"))
    #expect(list.contains("[100000] Grape 100000 ›\n         No. 100000\n"))
    #expect(list.components(separatedBy: " ›\n").count == count + 1)
    #expect(outcome.screens[2].contains("[b] ‹ Wine Grapes  Grape 100000"))
    #expect(
      outcome.output.contains("\nfeature-routing://grapes/g100000/details?style=details-stack\n"))
  }
}
