import Foundation
import Testing

@Suite(.timeLimit(.minutes(10))) struct CommandLineTests {
  @Test func helpListsEveryOptionAndStyle() throws {
    let outcome = try AppProcess.run(["--help"])
    #expect(outcome.status == 0)
    for option in [
      "--presentation-style", "--width", "--latency", "--data", "--script", "--line", "--no-color",
      "--help", "--version", "--state", "--no-state", "--open", "--print-url",
    ] {
      #expect(outcome.output.contains(option), "help does not mention \(option)")
    }
    for style in [
      "details-stack", "extra-details-stack", "details-modally", "extra-details-modally",
      "split-view",
    ] {
      #expect(outcome.output.contains(style), "help does not mention \(style)")
    }
    #expect(outcome.output.contains("KEYS (full screen"))
    for command in ["open URL", "url "] {
      #expect(outcome.output.contains(command), "help does not mention \(command)")
    }
    #expect(outcome.output.contains("feature-routing://grapes/shiraz/details/extra"))
    #expect(outcome.error.isEmpty)
  }

  @Test func versionPrintsTheVersion() throws {
    let outcome = try AppProcess.run(["--version"])
    #expect(outcome.status == 0)
    #expect(outcome.output.hasPrefix("feature-routing "))
  }

  @Test(arguments: [
    (["--bogus"], "Unknown option '--bogus'. Run 'feature-routing --help' to see every option."),
    (
      ["--presentation-style", "sideways"],
      "Unknown presentation style 'sideways'. Valid styles: details-stack, extra-details-stack, details-modally, extra-details-modally, split-view."
    ),
    (
      ["--width", "wide"], "--width expects a whole number of columns from 1 to 10000, got 'wide'."
    ),
    (["--width"], "--width needs a value. Usage: --width N."),
    (
      ["--latency", "-1"],
      "--latency expects a number of seconds from 0 to 3600 (such as 0.5), got '-1'."
    ),
    (["stray"], "Unexpected argument 'stray'. Run 'feature-routing --help' for usage."),
  ])
  func badArgumentsExitWithUsageStatusAndAClearMessage(arguments: [String], message: String) throws
  {
    let outcome = try AppProcess.run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.error == "feature-routing: \(message)\n")
    #expect(outcome.output.isEmpty)
  }

  @Test func swiftCaseNamesAreAcceptedForStyles() throws {
    let outcome = try AppProcess.session(
      ["quit"], arguments: ["--presentation-style", "detailsModally"])
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("Show Details Modally ▸"))
  }

  @Test func missingDataFileNamesTheFile() throws {
    let outcome = try AppProcess.run(["--data", "/nonexistent/grapes.json"])
    #expect(outcome.status == 66)
    #expect(
      outcome.error.hasPrefix(
        "feature-routing: /nonexistent/grapes.json: cannot read the data file"))
    #expect(outcome.output.isEmpty)
  }

  @Test func malformedDataFileNamesWhereFoundationStopped() throws {
    let file = try TemporaryFile(contents: "[\n  {\"id\": \"a\",,}\n]")
    let outcome = try AppProcess.run(["--data", file.path])
    #expect(outcome.status == 65)
    #expect(
      outcome.error
        == "feature-routing: \(file.path): not valid JSON: Invalid value around character 15.\n"
    )
  }

  @Test func dataFileWithAWrongFieldNamesTheGrapeAndField() throws {
    let file = try TemporaryFile(
      contents: """
        [{"id": "a", "title": "A", "subtitle": "", "regions": [{"name": "X", "value": true, "color": "red"}]}]
        """)
    let outcome = try AppProcess.run(["--data", file.path])
    #expect(outcome.status == 65)
    #expect(outcome.error.contains("grape 1, field \"regions[0].value\": expected a number"))
  }

  @Test func dataFileGrapesAreShown() throws {
    let file = try TemporaryFile(
      contents: """
        [{"id": "merlot", "title": "Merlot", "subtitle": "Soft and round", "regions": []}]
        """)
    let outcome = try AppProcess.session(["1", "quit"], arguments: ["--data", file.path])
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("[1] Merlot ›"))
    #expect(outcome.output.contains("Soft and round"))
  }

  @Test func missingScriptFileIsReported() throws {
    let outcome = try AppProcess.run(["--script", "/nonexistent/script.txt", "--latency", "0"])
    #expect(outcome.status == 66)
    #expect(outcome.error.contains("Cannot read the script file '/nonexistent/script.txt'"))
  }
}

/// A file removed when the value is released.
final class TemporaryFile {
  let path: String

  init(contents: String) throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("feature-routing-\(UUID().uuidString).json").path
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }
}

@Suite(.timeLimit(.minutes(10))) struct RefusedDeepLinkTests {
  @Test func aDeepLinkNeedingMoreGrapesSaysWhyAndKeepsTheScreen() throws {
    let file = try TemporaryFile(
      contents: """
        [{"id": "merlot", "title": "Merlot", "subtitle": "Soft", "regions": []}]
        """)
    let outcome = try AppProcess.session(["1", "deeplink 2"], arguments: ["--data", file.path])
    #expect(
      outcome.output.contains(
        "\"Push 2 Details and 1 Extra Details Programmatically\" needs 3 grapes; 1 loaded."))
    #expect(outcome.status == 0)
  }
}
