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
    ("", DeepLinkError.empty),
    (String(repeating: "a", count: 4097), .tooLong(byteCount: 4097)),
    ("http://grapes/a/details", .badScheme(found: "http://")),
    ("feature-routing:grapes/a/details", .badScheme(found: "feature-routing:")),
    ("grapes/a/details", .badScheme(found: "grapes/a/details")),
    ("feature-routing://grapes/a b/details", .invalidCharacter(" ", offset: 26)),
    ("feature-routing://grapes/\u{1B}[2J/details", .invalidCharacter("\u{1B}", offset: 25)),
    ("feature-routing://grapes/é/details", .invalidCharacter("é", offset: 25)),
    ("feature-routing://grapes/[a]/details", .invalidCharacter("[", offset: 25)),
    ("feature-routing://grapes/a/details#top", .fragment("top")),
    ("feature-routing://grapes//details", .emptySegment(position: 2)),
    ("feature-routing://grapes/a/details/", .emptySegment(position: 4)),
    ("feature-routing:///", .emptySegment(position: 1)),
    ("feature-routing://grapes/a%G1/details", .badPercentEncoding(part: "a%G1")),
    ("feature-routing://grapes/a%2/details", .badPercentEncoding(part: "a%2")),
    ("feature-routing://grapes/a%C3/details", .badPercentEncoding(part: "a%C3")),
    (
      "feature-routing://wines/a/details",
      .unknownSegment(
        "wines", position: 1,
        expected: "'tab', 'grapes', 'regions', 'sign-in', 'edit-name', 'sheet' or 'cover'")
    ),
    (
      "feature-routing://grapes/a/details/chart",
      .unknownSegment(
        "chart", position: 4,
        expected:
          "'details', 'extra', 'grapes', 'regions', 'sign-in', 'edit-name', 'sheet' or 'cover'")
    ),
    (
      "feature-routing://grapes/a/detail",
      .missingScreen(word: "grapes", id: "a", position: 2, found: "detail")
    ),
    (
      "feature-routing://grapes/a", .missingScreen(word: "grapes", id: "a", position: 2, found: nil)
    ),
    ("feature-routing://grapes", .missingID(word: "grapes", position: 1)),
    (
      "feature-routing://details",
      .unknownSegment("details", position: 1, expected: "'grapes/ID' before 'details'")
    ),
    ("feature-routing://grapes/a/details/sheet", .emptyModal("sheet", position: 4)),
    (
      "feature-routing://grapes/a/details/cover/extra",
      .unknownSegment("extra", position: 5, expected: "'grapes/ID' before 'extra'")
    ),
    ("feature-routing://?style=sideways", .unknownStyle("sideways")),
    ("feature-routing://?colour=red", .unknownParameter("colour")),
    ("feature-routing://?style", .unknownParameter("style")),
    ("feature-routing://?style=details-stack&", .unknownParameter("")),
    (
      "feature-routing://?style=details-stack&style=details-stack",
      .duplicateParameter("style")
    ),
  ])
  func rejectsInvalidURLsNamingTheBadPart(url: String, expected: DeepLinkError) {
    #expect(throws: expected) {
      try RootLocation(url: url)
    }
  }

  @Test func messagesNameTheBadPart() {
    #expect(
      DeepLinkError.unknownSegment(
        "wines", position: 1, expected: "'grapes', 'sheet' or 'cover'"
      ).description
        == "Unknown segment 'wines' at position 1; expected 'grapes', 'sheet' or 'cover'.")
    #expect(
      DeepLinkError.missingScreen(word: "grapes", id: "a", position: 2, found: "chart").description
        == "The grape id 'a' at segment 2 must be followed by 'details' or 'extra', not 'chart'.")
    #expect(
      DeepLinkError.missingScreen(word: "regions", id: "x", position: 4, found: nil).description
        == "The region id 'x' at segment 4 must be followed by 'region'.")
    #expect(
      DeepLinkError.missingID(word: "regions", position: 3).description
        == "'regions' at segment 3 must be followed by a region id.")
    #expect(
      DeepLinkError.missingTab(position: 1).description
        == "'tab' at segment 1 must be followed by a tab: 'grapes', 'regions' or 'account'.")
    #expect(
      DeepLinkError.unknownParameter("colour").description
        == "Unknown query parameter 'colour'; the parameters are 'style=STYLE' and 'sheets=single' or 'sheets=stacked'."
    )
    #expect(
      DeepLinkError.unknownSheetPolicy("piled").description
        == "Unknown sheet policy 'piled'; expected one of single, stacked.")
    #expect(
      DeepLinkError.unknownID(noun: "region", id: "italy", known: []).description
        == "No region has the id 'italy'; no regions are loaded.")
    #expect(
      DeepLinkError.invalidCharacter("\u{1B}", offset: 25).description
        == "The URL contains the character U+001B at offset 25; write it percent-encoded (UTF-8 bytes as %XX)."
    )
    #expect(
      DeepLinkError.badScheme(found: "http://").description
        == "The URL must start with 'feature-routing://', not 'http://'.")
    #expect(
      DeepLinkError.tooLong(byteCount: 5000).description
        == "The URL is 5000 bytes long; the limit is 4096 bytes.")
    #expect(
      DeepLinkError.badPercentEncoding(part: "a%G1").description
        == "Bad percent-encoding in 'a%G1': '%' must be followed by two hexadecimal digits that encode UTF-8."
    )
    #expect(
      DeepLinkError.unknownID(noun: "grape", id: "merlot", known: ["a", "b"]).description
        == "No grape has the id 'merlot'; the ids are 'a', 'b'.")
  }

  @Test func longPartsAreShortenedInMessages() {
    let long = String(repeating: "w", count: 500)
    #expect(
      throws: DeepLinkError.unknownSegment(
        String(repeating: "w", count: 59) + "…", position: 1,
        expected: "'tab', 'grapes', 'regions', 'sign-in', 'edit-name', 'sheet' or 'cover'")
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
