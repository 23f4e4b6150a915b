import Foundation
import Testing

/// What `url` prints, `open` accepts: a link is accepted only if the URL of the state it opens,
/// which always names the style, fits the 4096-byte limit too.
@Suite(.timeLimit(.minutes(10))) struct URLLengthTests {
  /// A data file with one grape whose id makes `feature-routing://grapes/ID/details` `length`
  /// bytes long; the URL.
  static func longLink(_ length: Int) throws -> (file: TemporaryFile, url: String) {
    let id = String(repeating: "a", count: length - "feature-routing://grapes//details".utf8.count)
    let file = try TemporaryFile(
      contents: "[{\"id\": \"\(id)\", \"title\": \"A\", \"subtitle\": \"\", \"regions\": []}]")
    return (file, "feature-routing://grapes/\(id)/details")
  }

  /// The link of the issue: 4,095 bytes, whose state's URL would have been 4,115 with its
  /// `?style=details-stack`, which `open` refused.
  @Test func aLinkWhoseStatesURLWouldBeTooLongIsRefusedWithTheReason() throws {
    let (file, url) = try Self.longLink(4095)
    let outcome = try AppProcess.session(["open " + url, "url"], arguments: ["--data", file.path])
    #expect(
      outcome.output.contains(
        "Cannot open the URL: The URL of the state it opens would be 4123 bytes long with '?style=extra-details-modally', more than the 4096 that open accepts, so that state could not be shared. Shorten the URL.\n"
      ))
    #expect(outcome.output.hasSuffix("> url\nfeature-routing://?style=details-stack\n"))

    let start = try AppProcess.run(["--latency", "0", "--data", file.path, "--open", url])
    #expect(start.status == 64)
    #expect(start.error.contains("would be 4123 bytes long with '?style=extra-details-modally'"))
  }

  /// The longest link without a style that is accepted: its state's URL, printed with the style,
  /// is accepted again.
  @Test func whatURLPrintsOpenAccepts() throws {
    let (file, url) = try Self.longLink(4096 - "?style=extra-details-modally".utf8.count)
    let first = try AppProcess.session(
      ["style extra-details-modally", "open " + url, "url"], arguments: ["--data", file.path])
    let printed = try #require(first.output.split(separator: "\n").last.map(String.init))
    #expect(printed == url + "?style=extra-details-modally")
    #expect(printed.utf8.count == 4096)
    #expect(!first.output.contains("Cannot open"))

    let second = try AppProcess.session(
      ["open " + printed, "url"], arguments: ["--data", file.path])
    #expect(!second.output.contains("Cannot open"))
    #expect(second.output.hasSuffix("\n" + printed + "\n"))
  }
}
