import NavigationBackport
import Testing

@testable import RootFeature

/// Reading and writing the root's links before any grape is loaded: the screens by route and id,
/// the settings, and a message naming the bad part of a URL that cannot be read.
@Suite(.timeLimit(.minutes(5))) struct RootLinkTests {
  /// A URL, the state and settings it names, and its canonical spelling (the URL itself when
  /// `nil`).
  struct Form: Sendable, CustomTestStringConvertible {
    let url: String
    let state: @Sendable () -> NBNavigationState
    var style: PresentationStyle?
    var canonical: String?
    var testDescription: String { url }
  }

  static let forms: [Form] = [
    Form(url: "feature-routing://", state: { Named.state() }),
    Form(url: "feature-routing://?", state: { Named.state() }, canonical: "feature-routing://"),
    Form(
      url: "feature-routing://grapes/shiraz/details",
      state: { Named.state(.grapes, [Named.details("shiraz")]) }),
    Form(
      url: "feature-routing://grapes/shiraz/details/extra?style=details-modally",
      state: { Named.state(.grapes, [Named.details("shiraz"), Named.extra("shiraz")]) },
      style: .detailsModally),
    Form(
      url: "feature-routing://grapes/a/details/grapes/b/extra/grapes/c/details",
      state: { Named.state(.grapes, [Named.details("a"), Named.extra("b"), Named.details("c")]) }),
    Form(
      url: "FEATURE-ROUTING://grapes/a/extra/details",
      state: { Named.state(.grapes, [Named.extra("a"), Named.details("a")]) },
      canonical: "feature-routing://grapes/a/extra/details"),
    Form(
      url: "feature-routing://grapes/details/details",
      state: { Named.state(.grapes, [Named.details("details")]) }),
    Form(
      url: "feature-routing://grapes/a%2Fb/extra",
      state: { Named.state(.grapes, [Named.extra("a/b")]) }),
    Form(
      url: "feature-routing://grapes/caf%c3%A9/details",
      state: { Named.state(.grapes, [Named.details("café")]) },
      canonical: "feature-routing://grapes/caf%C3%A9/details"),
    Form(
      url: "feature-routing://grapes/%73heet/details",
      state: { Named.state(.grapes, [Named.details("sheet")]) },
      canonical: "feature-routing://grapes/sheet/details"),
    Form(
      url: "feature-routing://sheet/grapes/pinot-noir/details/extra",
      state: {
        Named.state(
          modals: [Named.modal(.sheet, Named.details("pinot-noir"), Named.extra("pinot-noir"))])
      }),
    Form(
      url:
        "feature-routing://grapes/a/details/cover/grapes/b/extra/sheet/grapes/c/details/grapes/a/extra",
      state: {
        Named.state(
          .grapes, [Named.details("a")],
          modals: [
            Named.modal(.fullScreenCover, Named.extra("b")),
            Named.modal(.sheet, Named.details("c"), Named.extra("a")),
          ])
      }),
    Form(
      url: "feature-routing://?style=extraDetailsModally", state: { Named.state() },
      style: .extraDetailsModally, canonical: "feature-routing://?style=extra-details-modally"),
    Form(
      url: "feature-routing://?st%79le=details-stack", state: { Named.state() },
      style: .detailsStack, canonical: "feature-routing://?style=details-stack"),
  ]

  @Test(arguments: forms)
  func parsesValidURLsAndWritesThemCanonically(form: Form) throws {
    let link = try RootLink(url: form.url)
    #expect(link.state == form.state())
    #expect(link.tab == .grapes)
    #expect(link.presentationStyle == form.style)
    #expect(link.sheetPolicy == nil)
    #expect(link.url == form.canonical ?? form.url)
    #expect(try RootLink(url: link.url) == link)
  }

  private static let everyWord =
    "'tab', 'grapes', 'regions', 'sign-in', 'edit-name', 'search', 'sheet' or 'cover'"

  // The syntax errors every link gets (empty, too long, another scheme, bad characters or
  // percent-encoding, empty segments, fragments) are the engine's, checked word for word over this
  // same grammar in `LinksErrorTests`; these are the ones the root's words and parameters decide
  // (two of the engine's, to show the root's words in them).
  @Test(arguments: [
    (
      "feature-routing://wines/a/details",
      "Unknown segment 'wines' at position 1; expected \(everyWord)."
    ),
    (
      "feature-routing://grapes/a/detail",
      "The id 'a' at segment 2 must be followed by 'details', 'extra', 'score' or 'note', not 'detail'."
    ),
    (
      "feature-routing://grapes/a/details/cover/extra",
      "Unknown segment 'extra' at position 5; expected 'grapes/ID' before 'extra'."
    ),
    (
      "feature-routing://grapes/a/details/score/note/6",
      "'note' at segment 5 must be followed by '1', '2', '3', '4' or '5', not '6'."
    ),
    (
      "feature-routing://grapes/a/details/score/note",
      "'note' at segment 5 must be followed by '1', '2', '3', '4' or '5'."
    ),
    (
      "feature-routing://grapes/a/note/04",
      "'note' at segment 3 must be followed by '1', '2', '3', '4' or '5', not '04'."
    ),
    (
      "feature-routing://?style=sideways",
      "Unknown style 'sideways'; expected one of details-stack, extra-details-stack, details-modally, extra-details-modally, split-view."
    ),
    (
      "feature-routing://?style=details-stack&style=details-stack",
      "The query parameter 'style' appears more than once."
    ),
  ])
  func rejectsInvalidURLsNamingTheBadPart(url: String, message: String) {
    #expect(throws: NBLinkError(message)) {
      try RootLink(url: url)
    }
  }

  @Test(arguments: [
    ("grapes/shiraz/score", "grapes/shiraz/score", "grapes/shiraz/details", ""),
    ("grapes/a/details/grapes/shiraz/score", "grapes/shiraz/score", "grapes/shiraz/details", ""),
    ("tab/regions/sheet/grapes/shiraz/score", "grapes/shiraz/score", "grapes/shiraz/details", ""),
    ("grapes/shiraz/details/note/3", "grapes/shiraz/note/3", "grapes/shiraz/score", "/note/3"),
    (
      "grapes/a/details/score/grapes/shiraz/note/3", "grapes/shiraz/note/3",
      "grapes/shiraz/score", "/note/3"
    ),
  ])
  func aRatingStepOpensOnlyWhereItCanBeFinished(
    path: String, step: String, below: String, note: String
  ) {
    #expect(
      throws: NBLinkError(
        "'\(step)' opens only right above '\(below)'; write 'grapes/shiraz/details/score\(note)'.")
    ) {
      try RootLink(url: "feature-routing://" + path)
    }
  }

  @Test func ratingStepsAboveTheirGrapesScreensOpen() throws {
    let link = try RootLink(url: "feature-routing://grapes/shiraz/details/score/note/4")
    #expect(link.url == "feature-routing://grapes/shiraz/details/score/note/4")
  }

  @Test func longPartsAreShortenedInMessages() {
    let long = String(repeating: "w", count: 500)
    let shown = String(repeating: "w", count: 59) + "…"
    #expect(
      throws: NBLinkError("Unknown segment '\(shown)' at position 1; expected \(Self.everyWord).")
    ) {
      try RootLink(url: "feature-routing://\(long)")
    }
    #expect(
      throws: NBLinkError(
        "Unknown style '\(shown)'; expected one of details-stack, extra-details-stack, "
          + "details-modally, extra-details-modally, split-view.")
    ) {
      try RootLink(url: "feature-routing://?style=\(long)")
    }
  }

  @Test func theCanonicalURLGroupsScreensOfOneGrapeAndEncodesIds() throws {
    let state = Named.state(
      .grapes, [Named.details("a b"), Named.extra("a b"), Named.details("é/")],
      modals: [Named.modal(.sheet, Named.extra("grapes"), Named.details("x"))])
    let link = RootLink(state: state, style: .extraDetailsStack, policy: nil)
    #expect(
      link.url
        == "feature-routing://grapes/a%20b/details/extra/grapes/%C3%A9%2F/details/sheet/grapes/grapes/extra/grapes/x/details?style=extra-details-stack"
    )
    #expect(try RootLink(url: link.url) == link)
  }

  /// Found by the `url-parsing` fuzz target: ids full of `&` (legal raw in a path) were written
  /// `%26`, so the canonical URL of a 2,741-byte link was over the 4,096-byte limit and did not
  /// parse back.
  @Test func theCanonicalURLOfAParsedURLIsNoLongerAndParsesBack() throws {
    let url =
      "feature-routing://grapes/" + String(repeating: "&", count: 2000) + "/details/extra"
      + "/sheet/grapes/shiraz'de&:@!$()*+,;=/details"
    let link = try RootLink(url: url)
    #expect(link.url == url)
    #expect(try RootLink(url: link.url) == link)
  }

  @Test func theRootListIsTheBarePrefix() throws {
    #expect(
      RootLink(state: RootTab.emptyState(), style: nil, policy: nil).url == "feature-routing://")
    #expect(
      RootLink(state: RootTab.emptyState(), style: .detailsModally, policy: nil).url
        == "feature-routing://?style=details-modally")
  }

  @Test(arguments: ["a", "details", "sheet", "grapes", "%", "a/b", "🍇", "\u{1B}", "é?#&="])
  func everyIdRoundTrips(id: String) throws {
    let state = Named.state(
      .grapes, [Named.details(id)], modals: [Named.modal(.fullScreenCover, Named.extra(id))])
    let link = RootLink(state: state, style: nil, policy: nil)
    #expect(try RootLink(url: link.url) == link)
  }

  /// An empty id would be an empty segment; the data never has one (ids are checked on load).
  @Test func anEmptyIdIsAnEmptySegment() {
    let link = RootLink(state: Named.state(.grapes, [Named.details("")]), style: nil, policy: nil)
    #expect(link.url == "feature-routing://grapes//details")
    #expect(
      throws: NBLinkError(
        "Segment 2 of the URL is empty (two slashes in a row, or a slash at the end).")
    ) {
      try RootLink(url: link.url)
    }
  }

  @Test func unprintableIdsAreShownPercentEncodedInMessages() {
    #expect(displayID("shiraz") == "shiraz")
    #expect(displayID("\u{1B}[2J") == "%1B%5B2J")
    #expect(
      displayID(String(repeating: "x", count: 100)) == String(repeating: "x", count: 59) + "…")
  }
}

/// Opening a link once the grapes are loaded: an id that names nothing loaded is reported with
/// the ids that exist, and nothing changes.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct RootLinkIDTests {
  private func router(grapes ids: [String]) -> RootRouter {
    let router = RootRouter()
    router.data = ScreenData(ids.map { RootModel.named($0) })
    return router
  }

  @Test(arguments: [
    ([String](), "grapes/merlot/details", "No grape has the id 'merlot'; no grapes are loaded."),
    (["a", "b"], "grapes/merlot/extra", "No grape has the id 'merlot'; the ids are 'a', 'b'."),
    (
      ["a", "b", "c", "d", "e", "f", "g"], "grapes/merlot/details",
      "No grape has the id 'merlot'; the ids are 'a', 'b', 'c', 'd', 'e' and 2 more."
    ),
    (
      ["a", "b"], "grapes/%1B%5B2J/details",
      "No grape has the id '%1B%5B2J'; the ids are 'a', 'b'."
    ),
    (["a"], "regions/italy/region", "No region has the id 'italy'; no regions are loaded."),
  ])
  func anUnknownIdIsNamedWithTheIdsThatExist(grapes: [String], screens: String, message: String)
    throws
  {
    let router = router(grapes: grapes)
    let link = try RootLink(url: "feature-routing://" + screens)
    let before = router.navigator.state
    #expect(throws: NBLinkError(message)) {
      try router.open(link)
    }
    #expect(router.navigator.state == before)
  }

  @Test func aKnownIdOpensItsScreen() throws {
    let router = router(grapes: ["a", "b"])
    try router.open(try RootLink(url: "feature-routing://grapes/b/details/extra"))
    let b = RootModel.named("b")
    #expect(Shown(router.navigator.state) == Shown(root: [b.details, b.extraDetails]))
  }
}
