import NavigationBackport
import Testing

/// Links that cannot be read or opened: each error says what is wrong, where, and what to do.
@Suite(.timeLimit(.minutes(5))) struct LinksErrorTests {
  private let grammar = SampleLinks.grammar()
  private static let everyWord =
    "'tab', 'grapes', 'regions', 'sign-in', 'edit-name', 'sheet' or 'cover'"

  @Test(arguments: [
    ("", "The URL is empty; expected one such as 'feature-routing://'."),
    (
      String(repeating: "a", count: 4097),
      "The URL is 4097 bytes long; the limit is 4096 bytes."
    ),
    (
      "http://grapes/a/details",
      "The URL must start with 'feature-routing://', not 'http://'."
    ),
    (
      "feature-routing:grapes/a/details",
      "The URL must start with 'feature-routing://', not 'feature-routing:'."
    ),
    (
      "grapes/a/details",
      "The URL must start with 'feature-routing://', not 'grapes/a/details'."
    ),
    (
      "feature-routing://grapes/a b/details",
      "The URL contains a space at offset 26; write it percent-encoded (UTF-8 bytes as %XX)."
    ),
    (
      "feature-routing://grapes/\u{1B}[2J/details",
      "The URL contains the character U+001B at offset 25; write it percent-encoded (UTF-8 bytes as %XX)."
    ),
    (
      "feature-routing://grapes/é/details",
      "The URL contains the character U+00E9 at offset 25; write it percent-encoded (UTF-8 bytes as %XX)."
    ),
    (
      "feature-routing://grapes/[a]/details",
      "The URL contains the character U+005B at offset 25; write it percent-encoded (UTF-8 bytes as %XX)."
    ),
    (
      "feature-routing://grapes/a/details#top",
      "The URL has a fragment '#top'; links have none."
    ),
    (
      "feature-routing://me@grapes/a/details",
      "The URL names a user or a port before its first '/'; links have neither."
    ),
    (
      "feature-routing://grapes//details",
      "Segment 2 of the URL is empty (two slashes in a row, or a slash at the end)."
    ),
    (
      "feature-routing://grapes/a/details/",
      "Segment 4 of the URL is empty (two slashes in a row, or a slash at the end)."
    ),
    (
      "feature-routing:///",
      "Segment 1 of the URL is empty (two slashes in a row, or a slash at the end)."
    ),
    (
      "feature-routing://grapes/a%G1/details",
      "Bad percent-encoding at offset 26: '%' must be followed by two hexadecimal digits."
    ),
    (
      "feature-routing://grapes/a%2/details",
      "Bad percent-encoding at offset 26: '%' must be followed by two hexadecimal digits."
    ),
    (
      "feature-routing://grapes/a%C3/details",
      "Bad percent-encoding in 'a%C3': the bytes it encodes are not UTF-8."
    ),
    (
      "feature-routing://grapes/caf;C2%A9/details",
      "Bad percent-encoding in 'caf;C2%A9': the bytes it encodes are not UTF-8."
    ),
    (
      "feature-routing://wines/a/details",
      "Unknown segment 'wines' at position 1; expected \(everyWord)."
    ),
    (
      "feature-routing://grapes/a/details/chart",
      "Unknown segment 'chart' at position 4; expected 'details', 'extra', 'grapes', 'regions', 'sign-in', 'edit-name', 'sheet' or 'cover'."
    ),
    (
      "feature-routing://grapes/a/detail",
      "The id 'a' at segment 2 must be followed by 'details' or 'extra', not 'detail'."
    ),
    (
      "feature-routing://grapes/a",
      "The id 'a' at segment 2 must be followed by 'details' or 'extra'."
    ),
    (
      "feature-routing://grapes/shiraz/region",
      "The id 'shiraz' at segment 2 must be followed by 'details' or 'extra', not 'region'."
    ),
    ("feature-routing://grapes", "'grapes' at segment 1 must be followed by an id."),
    ("feature-routing://tab/regions/regions", "'regions' at segment 3 must be followed by an id."),
    (
      "feature-routing://details",
      "Unknown segment 'details' at position 1; expected 'grapes/ID' before 'details'."
    ),
    (
      "feature-routing://grapes/a/details/region",
      "Unknown segment 'region' at position 4; expected 'regions/ID' before 'region'."
    ),
    (
      "feature-routing://grapes/a/details/sheet",
      "'sheet' at segment 4 must be followed by the screen it presents."
    ),
    (
      "feature-routing://cover/sheet/sign-in",
      "'cover' at segment 1 must be followed by the screen it presents."
    ),
    (
      "feature-routing://tab",
      "'tab' at segment 1 must be followed by a tab: 'grapes', 'regions' or 'account'."
    ),
    (
      "feature-routing://tab/wines",
      "Unknown segment 'wines' at position 2; expected 'grapes', 'regions' or 'account'."
    ),
    (
      "feature-routing://grapes/a/details/tab/regions",
      "Unknown segment 'tab' at position 4; expected 'details', 'extra', 'grapes', 'regions', 'sign-in', 'edit-name', 'sheet' or 'cover'."
    ),
    (
      "feature-routing://?colour=red",
      "Unknown query parameter 'colour'; expected 'style' or 'sheets'."
    ),
    (
      "feature-routing://?style",
      "The query parameter 'style' has no value; write 'style=VALUE'."
    ),
    (
      "feature-routing://?style=details-stack&",
      "Unknown query parameter ''; expected 'style' or 'sheets'."
    ),
    (
      "feature-routing://?style=a&st%79le=b",
      "The query parameter 'st%79le' appears more than once."
    ),
    (
      "feature-routing://?sheets=%C3",
      "Bad percent-encoding in '%C3': the bytes it encodes are not UTF-8."
    ),
  ])
  func aBadLinkIsRejectedNamingTheBadPart(url: String, message: String) {
    #expect(throws: NBLinkError(message)) {
      try grammar.parse(url)
    }
  }

  @Test func longPartsAreShortenedInMessages() {
    let long = String(repeating: "w", count: 500)
    let shown = String(repeating: "w", count: 59) + "…"
    #expect(
      throws: NBLinkError("Unknown segment '\(shown)' at position 1; expected \(Self.everyWord).")
    ) {
      try grammar.parse("feature-routing://\(long)")
    }
  }

  @Test func anUnknownIdIsReportedWhenResolvingAndAMakeClosureMaySayWhy() throws {
    let loaded = SampleLinks.grammar(grapes: ["shiraz"], regions: ["france"])
    let merlot = try loaded.parse(
      "feature-routing://grapes/shiraz/details/sheet/grapes/mer%20lot/extra")
    #expect(
      throws: NBLinkError(
        "Nothing loaded has the id 'mer%20lot' that 'grapes/mer%20lot/extra' names.")
    ) {
      try loaded.resolve(merlot.state)
    }
    let editName = try loaded.parse("feature-routing://tab/account/edit-name")
    #expect(throws: NBLinkError("'edit-name' cannot be opened: nobody is signed in.")) {
      try loaded.resolve(editName.state)
    }
  }

  @Test func aScreenOfAnUndeclaredRouteIsReported() {
    let state = SampleLinks.state("grapes", [NBLinkScreen("wines/{id}/label", id: "x")])
    #expect(
      throws: NBLinkError(
        "No route is declared as 'wines/{id}/label'; the routes are 'grapes/{id}/details', 'grapes/{id}/extra', 'regions/{id}/region', 'sign-in' or 'edit-name'."
      )
    ) {
      try SampleLinks.grammar().resolve(state)
    }
  }

  /// Whatever the input, parsing returns or throws a printable message; it never traps.
  @Test(arguments: [
    "feature-routing://%", "feature-routing://%%%", "feature-routing://[::1]/x",
    "feature-routing://grapes:80/a/details", "feature-routing://a:b/c", "feature-routing://?&&&",
    "feature-routing://?=", "feature-routing://#", "feature-routing://tab/", "::::",
    "feature-routing://grapes/a/details?style=%00", "\u{0}", "🍇://grapes", "feature-routing://🍇",
    String(repeating: "feature-routing://grapes/a/details/", count: 200),
  ])
  func hostileInputNeverTrapsAndMessagesArePrintable(url: String) {
    do {
      _ = try grammar.parse(url)
    } catch {
      #expect(error.description.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
    }
  }
}
