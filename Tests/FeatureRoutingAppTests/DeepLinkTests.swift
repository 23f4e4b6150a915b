import Foundation
import Testing

/// `--open`, `--print-url` and the line commands `open` and `url`.
@Suite(.timeLimit(.minutes(10))) struct DeepLinkTests {
  @Test func openStartsAtTheLinkWithoutALoadingScreen() throws {
    let outcome = try AppProcess.session(
      ["url"],
      arguments: [
        "--open", "feature-routing://sheet/grapes/pinot-noir/details/extra?style=details-modally",
      ])
    #expect(outcome.status == 0)
    #expect(outcome.error.isEmpty)
    #expect(!outcome.screens[0].contains("Loading…"))
    #expect(outcome.screens[0].contains("┌─ Pinot Noir "))
    #expect(outcome.screens[0].contains("│ Pinot Noir › Pinot Noir's regions"))
    #expect(
      outcome.screens[1]
        == "url\nfeature-routing://sheet/grapes/pinot-noir/details/extra?style=details-modally\n")
  }

  @Test(arguments: [
    ([], "feature-routing://?style=details-stack"),
    (["-s", "extra-details-modally"], "feature-routing://?style=extra-details-modally"),
    (
      ["--open", "FEATURE-ROUTING://grapes/shiraz/details/extra"],
      "feature-routing://grapes/shiraz/details/extra?style=details-stack"
    ),
    (
      [
        "--open",
        "feature-routing://grapes/shiraz/details/grapes/shiraz/extra?style=detailsModally",
      ],
      "feature-routing://grapes/shiraz/details/extra?style=details-modally"
    ),
  ])
  func printURLPrintsTheCanonicalURLOfTheStartAndExits(arguments: [String], url: String) throws {
    let folder = try TemporaryFolder()
    let outcome = try AppProcess.run(
      ["--print-url", "--latency", "0"] + arguments,
      environment: ["XDG_STATE_HOME": folder.path])
    #expect(outcome.status == 0)
    #expect(outcome.output == url + "\n")
    #expect(outcome.error.isEmpty)
    // Printing does not save anything.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func printURLPrintsTheRestoredStateAndLeavesTheFileAlone() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    _ = try AppProcess.session(["deeplink 2", "e"], arguments: ["--state", file])
    let saved = try #require(contents(file))
    let outcome = try AppProcess.run(["--print-url", "--latency", "0", "--state", file])
    #expect(
      outcome.output
        == "feature-routing://grapes/cabernet-sauvignon/details/grapes/pinot-noir/extra/grapes/shiraz/details/extra?style=details-stack\n"
    )
    #expect(contents(file) == saved)
  }

  @Test func anOpenedURLIsSavedAndReplacesTheRestoredState() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    _ = try AppProcess.session(["1"], arguments: ["--state", file])
    _ = try AppProcess.session(
      [], arguments: ["--state", file, "--open", "feature-routing://grapes/shiraz/extra"])
    #expect(try savedURL(file) == "feature-routing://grapes/shiraz/extra?style=details-stack")
  }

  @Test func openAtStartKeepsTheRestoredStacksOfTheTabsTheURLDoesNotName() throws {
    let folder = try TemporaryFolder()
    let file = try folder.signedInStateFile()
    _ = try AppProcess.session(["3", "tab account", "e"], arguments: ["--state", file])
    let commands = ["tab grapes", "url", "tab account", "url"]
    let kept = [
      "url\nfeature-routing://grapes/shiraz/details?style=details-stack",
      "url\nfeature-routing://tab/account/edit-name",
    ]

    // As the `open` command does after a plain start: restored first, then opened over it.
    let opened = try AppProcess.session(
      commands, arguments: ["--state", file, "--open", "feature-routing://tab/regions"])
    #expect(opened.status == 0)
    #expect(opened.error.isEmpty, "\(opened.error)")
    #expect(opened.screens[0].contains("● Regions"), "\(opened.screens[0])")
    #expect([opened.screens[2], opened.screens[4]].map(trimmed) == kept)

    // The file saved afterwards still holds both stacks.
    let next = try AppProcess.session(commands, arguments: ["--state", file])
    #expect([next.screens[2], next.screens[4]].map(trimmed) == kept)
  }

  /// `screen` without the blank line that ends it.
  private func trimmed(_ screen: String) -> String {
    screen.trimmingCharacters(in: .newlines)
  }

  @Test(arguments: [
    ("", "The URL is empty; expected one such as 'feature-routing://'."),
    ("https://grapes/shiraz", "The URL must start with 'feature-routing://', not 'https://'."),
    (
      "feature-routing://grapes/shiraz/chart",
      "The id 'shiraz' at segment 2 must be followed by 'details', 'extra', 'score' or 'note', not 'chart'."
    ),
    (
      "feature-routing://grapes/shi%zz/details",
      "Bad percent-encoding at offset 28: '%' must be followed by two hexadecimal digits."
    ),
    (
      "feature-routing://grapes/\u{1B}]0;pwned\u{7}/details",
      "The URL contains the character U+001B at offset 25; write it percent-encoded (UTF-8 bytes as %XX)."
    ),
    (
      "feature-routing://" + String(repeating: "grapes/a/details/", count: 300),
      "The URL is 5118 bytes long; the limit is 4096 bytes."
    ),
    (
      "feature-routing://?style=sideways",
      "Unknown style 'sideways'; expected one of details-stack, extra-details-stack, details-modally, extra-details-modally, split-view."
    ),
  ])
  func anInvalidOpenURLIsAUsageErrorNamingTheBadPart(url: String, message: String) throws {
    let outcome = try AppProcess.run(["--open", url, "--latency", "0"])
    #expect(outcome.status == 64)
    #expect(outcome.output.isEmpty)
    #expect(outcome.error == "feature-routing: Cannot open the URL: \(message)\n")
  }

  @Test func anOpenURLNamingAnUnknownGrapeStopsBeforeDrawing() throws {
    let outcome = try AppProcess.run(
      ["--open", "feature-routing://grapes/merlot/details", "--latency", "0"])
    #expect(outcome.status == 64)
    #expect(outcome.output.isEmpty)
    #expect(
      outcome.error
        == "feature-routing: --open: No grape has the id 'merlot'; the ids are 'cabernet-sauvignon', 'pinot-noir', 'shiraz'.\n"
    )
  }

  @Test func aBadLinkInLineModeIsReportedAndTheScreenKept() throws {
    let outcome = try AppProcess.session([
      "3", "open feature-routing://grapes/merlot/extra",
      "open feature-routing://grapes/a/details/b",
      "open", "url", "open   feature-routing://grapes/pinot-noir/extra  ", "url",
    ])
    #expect(outcome.status == 0)
    #expect(
      outcome.output.contains(
        "Cannot open the URL: No grape has the id 'merlot'; the ids are 'cabernet-sauvignon', 'pinot-noir', 'shiraz'. The screen is unchanged."
      ))
    #expect(
      outcome.output.contains(
        "Cannot open the URL: Unknown segment 'b' at position 4; expected 'details', 'extra', 'score', 'note', 'grapes', 'regions', 'sign-in', 'edit-name', 'search', 'sheet' or 'cover'."
      ))
    #expect(
      outcome.output.contains(
        "open needs a URL, such as 'open feature-routing://grapes/shiraz/details'."))
    #expect(
      outcome.output.contains("\nfeature-routing://grapes/shiraz/details?style=details-stack\n"))
    #expect(
      outcome.output.contains("\nfeature-routing://grapes/pinot-noir/extra?style=details-stack\n"))
  }

  @Test func openedStatesPrintTheURLTheyWereOpenedWith() throws {
    let urls = [
      "feature-routing://?style=extra-details-stack",
      "feature-routing://grapes/cabernet-sauvignon/details/extra/grapes/shiraz/details?style=details-stack",
      "feature-routing://grapes/shiraz/extra/sheet/grapes/pinot-noir/details/extra?style=details-modally",
      "feature-routing://cover/grapes/shiraz/extra?style=extra-details-modally",
      "feature-routing://grapes/pinot-noir/details/sheet/grapes/shiraz/extra/sheet/grapes/shiraz/details?style=details-modally",
    ]
    let outcome = try AppProcess.session(urls.flatMap { ["open \($0)", "url"] })
    let printed = outcome.output.split(separator: "\n").filter {
      $0.hasPrefix("feature-routing://")
    }
    #expect(printed.map(String.init) == urls)
  }

  @Test func aURLTooLongToOpenIsPrintedWithAWarning() throws {
    let id = String(repeating: "g", count: 4100)
    let file = try TemporaryFile(contents: StateFileTests.grapes([id]))
    let outcome = try AppProcess.session(["1", "url"], arguments: ["--data", file.path])
    let url = "feature-routing://grapes/\(id)/details?style=details-stack"
    #expect(outcome.output.contains("\n\(url)\n"))
    #expect(
      outcome.output.contains(
        "This URL is \(url.utf8.count) bytes long, more than the 4096 that --open and open accept.")
    )
  }
}
