import NavigationBackport
import Testing

@testable import RootFeature

@Suite(.timeLimit(.minutes(5))) struct RootLocationURLTests {
  private typealias Screen = RootLocation.Screen

  @Test(arguments: [
    ("feature-routing://", RootLocation()),
    ("feature-routing://?", RootLocation()),
    ("feature-routing://grapes/shiraz/details", RootLocation(path: [Screen(.details, "shiraz")])),
    (
      "feature-routing://grapes/shiraz/details/extra?style=details-modally",
      RootLocation(
        path: [Screen(.details, "shiraz"), Screen(.extraDetails, "shiraz")],
        presentationStyle: .detailsModally)
    ),
    (
      "feature-routing://grapes/a/details/grapes/b/extra/grapes/c/details",
      RootLocation(path: [Screen(.details, "a"), Screen(.extraDetails, "b"), Screen(.details, "c")])
    ),
    (
      "FEATURE-ROUTING://grapes/a/extra/details",
      RootLocation(path: [Screen(.extraDetails, "a"), Screen(.details, "a")])
    ),
    ("feature-routing://grapes/details/details", RootLocation(path: [Screen(.details, "details")])),
    ("feature-routing://grapes/a%2Fb/extra", RootLocation(path: [Screen(.extraDetails, "a/b")])),
    ("feature-routing://grapes/caf%c3%A9/details", RootLocation(path: [Screen(.details, "café")])),
    ("feature-routing://grapes/%73heet/details", RootLocation(path: [Screen(.details, "sheet")])),
    (
      "feature-routing://sheet/grapes/pinot-noir/details/extra",
      RootLocation(modals: [
        .init(content: Screen(.details, "pinot-noir"), path: [Screen(.extraDetails, "pinot-noir")])
      ])
    ),
    (
      "feature-routing://grapes/a/details/cover/grapes/b/extra/sheet/grapes/c/details/grapes/a/extra",
      RootLocation(
        path: [Screen(.details, "a")],
        modals: [
          .init(.fullScreenCover, content: Screen(.extraDetails, "b")),
          .init(content: Screen(.details, "c"), path: [Screen(.extraDetails, "a")]),
        ])
    ),
    (
      "feature-routing://?style=extraDetailsModally",
      RootLocation(presentationStyle: .extraDetailsModally)
    ),
    ("feature-routing://?st%79le=details-stack", RootLocation(presentationStyle: .detailsStack)),
  ])
  func parsesValidURLs(url: String, expected: RootLocation) throws {
    #expect(try RootLocation(url: url) == expected)
  }

  @Test(arguments: [
    (
      "",
      DeepLinkError.link(
        NBLinkError("The URL is empty; expected one such as 'feature-routing://'."))
    ),
    (
      String(repeating: "a", count: 4097),
      DeepLinkError.link(NBLinkError("The URL is 4097 bytes long; the limit is 4096 bytes."))
    ),
    (
      "http://grapes/a/details",
      DeepLinkError.link(
        NBLinkError("The URL must start with 'feature-routing://', not 'http://'."))
    ),
    (
      "feature-routing:grapes/a/details",
      DeepLinkError.link(
        NBLinkError("The URL must start with 'feature-routing://', not 'feature-routing:'."))
    ),
    (
      "grapes/a/details",
      DeepLinkError.link(
        NBLinkError("The URL must start with 'feature-routing://', not 'grapes/a/details'."))
    ),
    (
      "feature-routing://grapes/a b/details",
      DeepLinkError.link(
        NBLinkError(
          "The URL contains a space at offset 26; write it percent-encoded (UTF-8 bytes as %XX)."))
    ),
    (
      "feature-routing://grapes/\u{1B}[2J/details",
      DeepLinkError.link(
        NBLinkError(
          "The URL contains the character U+001B at offset 25; write it percent-encoded (UTF-8 bytes as %XX)."
        ))
    ),
    (
      "feature-routing://grapes/é/details",
      DeepLinkError.link(
        NBLinkError(
          "The URL contains the character U+00E9 at offset 25; write it percent-encoded (UTF-8 bytes as %XX)."
        ))
    ),
    (
      "feature-routing://grapes/[a]/details",
      DeepLinkError.link(
        NBLinkError(
          "The URL contains the character U+005B at offset 25; write it percent-encoded (UTF-8 bytes as %XX)."
        ))
    ),
    (
      "feature-routing://grapes/a/details#top",
      DeepLinkError.link(NBLinkError("The URL has a fragment '#top'; links have none."))
    ),
    (
      "feature-routing://grapes//details",
      DeepLinkError.link(
        NBLinkError("Segment 2 of the URL is empty (two slashes in a row, or a slash at the end)."))
    ),
    (
      "feature-routing://grapes/a/details/",
      DeepLinkError.link(
        NBLinkError("Segment 4 of the URL is empty (two slashes in a row, or a slash at the end)."))
    ),
    (
      "feature-routing:///",
      DeepLinkError.link(
        NBLinkError("Segment 1 of the URL is empty (two slashes in a row, or a slash at the end)."))
    ),
    (
      "feature-routing://grapes/a%G1/details",
      DeepLinkError.link(
        NBLinkError(
          "Bad percent-encoding at offset 26: '%' must be followed by two hexadecimal digits."))
    ),
    (
      "feature-routing://grapes/a%2/details",
      DeepLinkError.link(
        NBLinkError(
          "Bad percent-encoding at offset 26: '%' must be followed by two hexadecimal digits."))
    ),
    (
      "feature-routing://grapes/a%C3/details",
      DeepLinkError.link(
        NBLinkError("Bad percent-encoding in 'a%C3': the bytes it encodes are not UTF-8."))
    ),
    (
      "feature-routing://wines/a/details",
      DeepLinkError.link(
        NBLinkError(
          "Unknown segment 'wines' at position 1; expected 'tab', 'grapes', 'regions', 'sign-in', 'edit-name', 'sheet' or 'cover'."
        ))
    ),
    (
      "feature-routing://grapes/a/details/chart",
      DeepLinkError.link(
        NBLinkError(
          "Unknown segment 'chart' at position 4; expected 'details', 'extra', 'grapes', 'regions', 'sign-in', 'edit-name', 'sheet' or 'cover'."
        ))
    ),
    (
      "feature-routing://grapes/a/detail",
      DeepLinkError.link(
        NBLinkError(
          "The id 'a' at segment 2 must be followed by 'details' or 'extra', not 'detail'."))
    ),
    (
      "feature-routing://grapes/a",
      DeepLinkError.link(
        NBLinkError("The id 'a' at segment 2 must be followed by 'details' or 'extra'."))
    ),
    (
      "feature-routing://grapes",
      DeepLinkError.link(NBLinkError("'grapes' at segment 1 must be followed by an id."))
    ),
    (
      "feature-routing://details",
      DeepLinkError.link(
        NBLinkError(
          "Unknown segment 'details' at position 1; expected 'grapes/ID' before 'details'."))
    ),
    (
      "feature-routing://grapes/a/details/sheet",
      DeepLinkError.link(
        NBLinkError("'sheet' at segment 4 must be followed by the screen it presents."))
    ),
    (
      "feature-routing://grapes/a/details/cover/extra",
      DeepLinkError.link(
        NBLinkError("Unknown segment 'extra' at position 5; expected 'grapes/ID' before 'extra'."))
    ),
    ("feature-routing://?style=sideways", DeepLinkError.unknownStyle("sideways")),
    (
      "feature-routing://?colour=red",
      DeepLinkError.link(
        NBLinkError("Unknown query parameter 'colour'; expected 'style' or 'sheets'."))
    ),
    (
      "feature-routing://?style",
      DeepLinkError.link(
        NBLinkError("The query parameter 'style' has no value; write 'style=VALUE'."))
    ),
    (
      "feature-routing://?style=details-stack&",
      DeepLinkError.link(NBLinkError("Unknown query parameter ''; expected 'style' or 'sheets'."))
    ),
    (
      "feature-routing://?style=details-stack&style=details-stack",
      DeepLinkError.link(NBLinkError("The query parameter 'style' appears more than once."))
    ),
  ])
  func rejectsInvalidURLsNamingTheBadPart(url: String, expected: DeepLinkError) {
    #expect(throws: expected) {
      try RootLocation(url: url)
    }
  }

  @Test func messagesNameTheBadPart() {
    #expect(
      DeepLinkError.unknownSheetPolicy("piled").description
        == "Unknown sheet policy 'piled'; expected one of single, stacked.")
    #expect(
      DeepLinkError.unknownID(noun: "region", id: "italy", known: []).description
        == "No region has the id 'italy'; no regions are loaded.")
    #expect(
      DeepLinkError.unknownID(noun: "grape", id: "merlot", known: ["a", "b"]).description
        == "No grape has the id 'merlot'; the ids are 'a', 'b'.")
    #expect(
      DeepLinkError.link(NBLinkError("The URL has a fragment '#top'; links have none.")).description
        == "The URL has a fragment '#top'; links have none.")
  }

  @Test func longPartsAreShortenedInMessages() {
    let long = String(repeating: "w", count: 500)
    #expect(
      throws: DeepLinkError.link(
        NBLinkError(
          "Unknown segment '\(String(repeating: "w", count: 59))…' at position 1; expected 'tab', 'grapes', 'regions', 'sign-in', 'edit-name', 'sheet' or 'cover'."
        ))
    ) {
      try RootLocation(url: "feature-routing://\(long)")
    }
  }

  @Test func theCanonicalURLGroupsScreensOfOneGrapeAndEncodesIds() throws {
    let location = RootLocation(
      path: [Screen(.details, "a b"), Screen(.extraDetails, "a b"), Screen(.details, "é/")],
      modals: [.init(content: Screen(.extraDetails, "grapes"), path: [Screen(.details, "x")])],
      presentationStyle: .extraDetailsStack)
    #expect(
      location.url
        == "feature-routing://grapes/a%20b/details/extra/grapes/%C3%A9%2F/details/sheet/grapes/grapes/extra/grapes/x/details?style=extra-details-stack"
    )
    #expect(try RootLocation(url: location.url) == location)
  }

  /// Found by the `url-parsing` fuzz target: ids full of `&` (legal raw in a path) were written
  /// `%26`, so the canonical URL of a 2,741-byte link was over the 4,096-byte limit and did not
  /// parse back.
  @Test func theCanonicalURLOfAParsedURLIsNoLongerAndParsesBack() throws {
    let url =
      "feature-routing://grapes/" + String(repeating: "&", count: 2000) + "/details/extra"
      + "/sheet/grapes/shiraz'de&:@!$()*+,;=/details"
    let location = try RootLocation(url: url)
    #expect(location.url == url)
    #expect(try RootLocation(url: location.url) == location)
  }

  @Test func theRootListIsTheBarePrefix() {
    #expect(RootLocation().url == "feature-routing://")
    #expect(
      RootLocation(presentationStyle: .detailsModally).url
        == "feature-routing://?style=details-modally")
  }

  @Test(arguments: ["", "a", "details", "sheet", "grapes", "%", "a/b", "🍇", "\u{1B}", "é?#&="])
  func everyIdRoundTrips(id: String) throws {
    let location = RootLocation(
      path: [Screen(.details, id)],
      modals: [.init(.fullScreenCover, content: Screen(.extraDetails, id))])
    guard !id.isEmpty else {
      // An empty id would be an empty segment; the data never has one (ids are checked on load).
      #expect(throws: DeepLinkError.self) { try RootLocation(url: location.url) }
      return
    }
    #expect(try RootLocation(url: location.url) == location)
  }

  @Test func unprintableIdsAreShownPercentEncodedInMessages() {
    #expect(RootLocation.displayID("shiraz") == "shiraz")
    #expect(RootLocation.displayID("\u{1B}[2J") == "%1B%5B2J")
  }
}
