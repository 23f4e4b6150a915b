import ExtraDetailsKit
import Foundation
import NavigationBackport
import Testing

@testable import RootFeature

/// The state file of version 5: the settings and every screen by route and id.
///
/// Earlier versions are converted by the app before they reach ``RootSavedState`` (see the app's
/// tests).
@Suite(.timeLimit(.minutes(5))) struct RootSavedStateTests {
  private static var navigation: NBNavigationState {
    Named.state(
      .grapes, [Named.details("shiraz"), Named.extra("shiraz")],
      modals: [Named.modal(.sheet, Named.details("pinot-noir"), Named.extra("a/b"))])
  }

  private static var sample: RootSavedState {
    RootSavedState(presentationStyle: .detailsModally, navigation: navigation)
  }

  @Test func theFileIsOneJSONDocumentWithSortedKeys() throws {
    let text = String(
      decoding: try RootSavedState(
        presentationStyle: .extraDetailsStack, navigation: NBNavigationState()
      ).encoded(), as: UTF8.self)
    #expect(
      text == """
        {"navigation":{"modals":[],"roots":[{"id":"grapes","path":[]},{"id":"regions","path":[]},\
        {"id":"account","path":[]}],"selectedRoot":"grapes"},\
        "presentationStyle":"extra-details-stack","sheets":"single","version":5}
        """)
  }

  @Test func encodingThenDecodingGivesTheSameState() throws {
    let decoded = try RootSavedState(decoding: Self.sample.encoded())
    #expect(decoded == Self.sample)
    #expect(decoded.navigation == Self.navigation)
    #expect(decoded.presentationStyle == .detailsModally)
    #expect(decoded.sheetPolicy == .single)
    #expect(decoded.account == nil)
  }

  /// Each screen is saved as its route and id: nothing it shows is written.
  ///
  /// A path is written from its top screen down.
  /// Full screen's highlights go with the state and come back; a file without them has none.
  @Test func highlightsAreKeptByScreenURLAndLeftOutWhenThereAreNone() throws {
    var state = Self.sample
    state.highlights = ["feature-routing://": "3", "feature-routing://grapes/shiraz/details": "e"]
    let text = String(decoding: try state.encoded(), as: UTF8.self)
    #expect(text.hasPrefix(#"{"highlights":{"feature-routing://":"3","#), "\(text)")
    #expect(try RootSavedState(decoding: state.encoded()) == state)
    let without = String(decoding: try Self.sample.encoded(), as: UTF8.self)
    #expect(!without.contains("highlights"))
    #expect(try RootSavedState(decoding: Self.sample.encoded()).highlights.isEmpty)
  }

  @Test func screensAreSavedAsTheirRouteAndIDOnly() throws {
    let text = String(decoding: try Self.sample.encoded(), as: UTF8.self)
    let extra = #"["screen","{\"id\":\"shiraz\",\"route\":\"grapes/{id}/extra\"}","#
    let details = #""screen","{\"id\":\"shiraz\",\"route\":\"grapes/{id}/details\"}"]"#
    #expect(text.contains(#""path":"# + extra + details), "\(text)")
    #expect(
      text.contains(
        #""content":["screen","{\"id\":\"pinot-noir\",\"route\":\"grapes/{id}/details\"}"]"#),
      "\(text)")
    #expect(!text.contains("DetailsKit"))
  }

  /// What the app writes, it reads back: a state too large for the reader is not written.
  @Test func aStateLargerThanTheReaderTakesIsNotEncoded() {
    let id = String(repeating: "x", count: RootSavedState.maximumSize / 2)
    let state = RootSavedState(
      presentationStyle: .detailsStack,
      navigation: Named.state(.grapes, [Named.details(id), Named.extra(id)]))
    do {
      _ = try state.encoded()
      Issue.record("a state of more than \(RootSavedState.maximumSize) bytes was encoded")
    } catch let error as RootDataError {
      #expect(error.problem.hasSuffix("more than the 16777216 a state file may hold"))
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test func everyTruncationIsRejectedAsNotJSON() throws {
    let data = try Self.sample.encoded()
    // Every prefix short of the closing brace.
    for length in 0..<(data.count - 1) {
      #expect(throws: RootDataError.self, "truncated to \(length) bytes") {
        try RootSavedState(decoding: data.prefix(length))
      }
    }
    #expect(throws: RootDataError(problem: "the file is empty")) {
      try RootSavedState(decoding: Data())
    }
  }

  @Test(arguments: [
    (
      "{\"version\": 5,",
      "not valid JSON: Unexpected end of file during JSON parse"
    ),
    ("not json", "not valid JSON: Invalid value around character 1"),
    ("{\"version\": 1e999}", "Number 1e999 is not representable in Swift"),
    (
      "[1, 2]",
      """
      expected a JSON object with "version", "presentationStyle", "sheets" and "navigation"
      """
    ),
    ("{}", "the field \"version\" is missing"),
    ("{\"version\": \"5\"}", "\"version\" should be a whole number"),
    (
      "{\"version\": 4.5}",
      "version 4.5 is not supported; this app reads versions 1 to 5 (it converts earlier ones before reading them)"
    ),
    (
      "{\"version\": 6, \"future\": true}",
      "version 6 is not supported; this app reads versions 1 to 5 (it converts earlier ones before reading them)"
    ),
    (
      "{\"version\": 4, \"presentationStyle\": \"details-stack\"}",
      "version 4 is not supported; this app reads versions 1 to 5 (it converts earlier ones before reading them)"
    ),
    (
      "{\"version\": 5, \"presentationStyle\": \"details-stack\", \"sheets\": \"single\"}",
      "the field \"navigation\" is missing"
    ),
    (
      """
      {"version": 5, "presentationStyle": "sideways", "sheets": "single", "navigation": {"modals":[],"roots":[{"id":"grapes","path":[]}],"selectedRoot":"grapes"}}
      """, "\"presentationStyle\" is \"sideways\", not one of details-stack"
    ),
    (
      """
      {"version": 5, "presentationStyle": "details-stack", "sheets": "single", "navigation": {"modals":[],"roots":[{"id":"grapes","path":["Evil.Payload","{}"]}],"selectedRoot":"grapes"}}
      """, "names type \"Evil.Payload\", which is not registered"
    ),
    (
      """
      {"version": 5, "presentationStyle": "details-stack", "sheets": "single", "navigation": {"modals":[],"roots":[{"id":"grapes","path":["DetailsKit.DetailsViewModel","{\\"id\\":\\"shiraz\\",\\"subtitle\\":\\"\\",\\"title\\":\\"Shiraz\\"}"]}],"selectedRoot":"grapes"}}
      """, "names type \"DetailsKit.DetailsViewModel\", which is not registered"
    ),
    (
      """
      {"version": 5, "presentationStyle": "details-stack", "sheets": "single", "navigation": {"modals":[],"roots":[{"id":"grapes","path":["screen","{\\"id\\":1,\\"route\\":\\"sign-in\\"}"]}],"selectedRoot":"grapes"}}
      """, "of type \"screen\", does not decode"
    ),
    (
      """
      {"version": 5, "presentationStyle": "details-stack", "sheets": "single", "navigation": {"modals":[],"roots":[{"id":"grapes","path":["screen","{\\"id\\":\\"shiraz\\"}"]}],"selectedRoot":"grapes"}}
      """, "of type \"screen\", does not decode"
    ),
    (
      """
      {"version": 5, "presentationStyle": "details-stack", "sheets": "single", "navigation": {"roots":[],"selectedRoot":"grapes"}}
      """, "The selected root \"grapes\" is not among the roots ()"
    ),
  ])
  func badFilesSayWhatIsWrong(text: String, message: String) {
    do {
      _ = try RootSavedState(decoding: Data(text.utf8))
      Issue.record("decoded \(text)")
    } catch {
      #expect(error.problem.contains(message), "\(error.problem)")
    }
  }

  /// A file without one of the required fields says which is missing, and the list of what is
  /// expected names every required field, the missing one included.
  @Test(arguments: ["version", "presentationStyle", "sheets", "navigation"])
  func aMissingFieldIsNamedAmongTheExpectedOnes(field: String) throws {
    var object = try #require(
      try JSONSerialization.jsonObject(with: Self.sample.encoded()) as? [String: Any])
    object[field] = nil
    let error = try #require(throws: RootDataError.self) {
      try RootSavedState(decoding: JSONSerialization.data(withJSONObject: object))
    }

    #expect(
      error.problem == """
        the field "\(field)" is missing (expected "version", "presentationStyle", "sheets" and \
        "navigation")
        """)
  }

  /// Issue 16: a field reads as `navigation.roots[0].path`, not `roots.Index 0.path`, and the
  /// problem is one clause that the app ends with its own period, never `..`.
  @Test func aBadEntryIsNamedByItsFieldPathInOneClause() throws {
    let text = """
      {"version": 5, "presentationStyle": "details-stack", "sheets": "single", "navigation": \
      {"modals":[],"roots":[{"id":"grapes","path":["Evil.Payload","{}"]}],"selectedRoot":"grapes"}}
      """
    let error = try #require(throws: RootDataError.self) {
      try RootSavedState(decoding: Data(text.utf8))
    }

    #expect(
      error.problem == """
        In navigation.roots[0].path, entry 0 from the top (items 0 and 1) names type \
        "Evil.Payload", which is not registered (registered types: screen). Register it \
        with the navigator or destination table before decoding
        """)
  }

  @Test(arguments: [
    #"{"version": 5, "presentationStyle": "details-stack", "sheets": "single", "navigation": {"modals":[{"style":"sheet","content":[]}],"roots":[{"id":"grapes","path":[]}],"selectedRoot":"grapes"}}"#,
    #"{"version": 5, "presentationStyle": "details-stack", "sheets": "single", "navigation": {"modals":[],"roots":[{"id":"grapes","path":[]},{"id":"grapes","path":[]}],"selectedRoot":"grapes"}}"#,
    #"{"version": 5, "presentationStyle": "details-stack", "sheets": "single", "navigation": {"modals":[],"roots":[{"id":"grapes","path":[1]}],"selectedRoot":"grapes"}}"#,
  ])
  func noProblemEndsWithAPeriodOrNamesAnIndexKey(text: String) throws {
    let error = try #require(throws: RootDataError.self) {
      try RootSavedState(decoding: Data(text.utf8))
    }

    #expect(!error.problem.hasSuffix("."), "\(error.problem)")
    #expect(!error.problem.contains("Index "), "\(error.problem)")
    #expect(
      error.problem.contains("navigation.roots[") || error.problem.contains("navigation.modals[0]"))
  }

  @Test func aFileLargerThanTheLimitIsRejectedUnread() {
    let huge = Data(count: RootSavedState.maximumSize + 1)
    #expect(throws: RootDataError.self) { try RootSavedState(decoding: huge) }
  }
}

/// A grape with 400,000 regions made a 31 MB state file, which the next start refused (issue
/// 16); the file now holds the same few bytes however much a screen shows.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct SavedStateSizeTests {
  /// A harness with `grape` loaded, showing its Extra details pushed and its Details in a sheet.
  private func showing(_ grape: RootModel) async -> RootHarness {
    let harness = await RootHarness.loaded(style: .extraDetailsStack, grapes: [grape])
    harness.router.show(harness.presenter.items[0])
    harness.router.settings.presentationStyle = .detailsModally
    harness.router.show(harness.presenter.items[0])
    return harness
  }

  @Test func whatAScreenShowsDoesNotGrowTheFileAndTheFileReadsBack() async throws {
    let regions = (0..<100_000).map { GrapeRegion(name: "Region \($0)", value: 1, color: .red) }
    let grape = RootModel(id: "crowded", title: "Crowded", subtitle: "", regions: regions)
    let harness = await showing(grape)
    let bare = await showing(RootModel(id: "crowded", title: "C", subtitle: "", regions: []))

    let data = try harness.router.savedState.encoded()

    #expect(data.count == (try bare.router.savedState.encoded()).count)
    #expect(data.count < 500, "\(data.count) bytes")
    let restored = try RootSavedState(decoding: data)
    let next = await RootHarness.loaded(grapes: [grape])
    next.router.settings.presentationStyle = restored.presentationStyle  // the app's choice
    #expect(next.router.restore(restored).isEmpty)
    #expect(next.navigator.state == harness.navigator.state)
    #expect(next.router.url == harness.router.url)
  }
}

/// Every tab's stack, the selected tab, the sheet policy; a root that is no tab is refused.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct TabsSavedStateTests {
  @Test func everyTabTheSheetsAndThePolicyRoundTrip() async throws {
    let harness = await RootHarness.loaded()
    harness.presenter.select(Grapes.second)
    harness.router.settings.sheetPolicy = .stacked
    harness.presenter.select(.regions)
    harness.router.showRegion("france")
    harness.router.showGrape("pinot-noir")

    let data = try harness.router.savedState.encoded()
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""sheets":"stacked""#))
    #expect(text.contains(#""selectedRoot":"regions""#))
    #expect(
      text.contains(
        #"{"id":"grapes","path":["screen","{\"id\":\"pinot-noir\",\"route\":\"grapes/{id}/details\"}"]}"#
      ), "\(text)")
    #expect(text.contains(#"["screen","{\"id\":\"france\",\"route\":\"regions/{id}/region\"}"]"#))

    let restored = try RootSavedState(decoding: data)
    #expect(restored == harness.router.savedState)
    #expect(restored.sheetPolicy == .stacked)
    #expect(RootTab(rootID: restored.navigation.selectedRootID) == .regions)
    #expect(
      restored.navigation.path(in: .root(RootTab.grapes.rootID))?.elements
        == [Named.details("pinot-noir")])
    let next = await RootHarness.loaded()
    next.router.settings.sheetPolicy = restored.sheetPolicy  // the app's choice
    #expect(next.router.restore(restored).isEmpty)
    #expect(next.navigator.state == harness.navigator.state)
    #expect(next.router.savedState == restored)
  }

  @Test(arguments: [
    (
      #"{"version":5,"presentationStyle":"details-stack","sheets":"single","navigation":{"modals":[],"roots":[{"id":"settings","path":[]}],"selectedRoot":"settings"}}"#,
      #""navigation.roots[0].id" is "settings", not a tab (grapes, regions, account)"#
    ),
    (
      #"{"version":5,"presentationStyle":"details-stack","sheets":"single","navigation":{"modals":[],"roots":[{"id":"main","path":[]},{"id":"grapes","path":[]}],"selectedRoot":"main"}}"#,
      #""navigation.roots[1].id" names the Grapes tab a second time"#
    ),
    (
      #"{"version":5,"presentationStyle":"details-stack","sheets":"piled","navigation":{"modals":[],"roots":[{"id":"grapes","path":[]}],"selectedRoot":"grapes"}}"#,
      #""sheets" is "piled", not one of single, stacked"#
    ),
  ])
  func aRootThatIsNoTabOrAnUnknownPolicyIsRefused(file: String, problem: String) {
    do {
      _ = try RootSavedState(decoding: Data(file.utf8))
      Issue.record("decoded \(file)")
    } catch {
      #expect(error.problem == problem)
    }
  }

  @Test func aFileWithSomeTabsGetsTheOthersEmpty() throws {
    let file = #"""
      {"version":5,"presentationStyle":"details-stack","sheets":"stacked","navigation":{"modals":[],"roots":[{"id":"regions","path":["screen","{\"id\":\"us\",\"route\":\"regions/{id}/region\"}"]}],"selectedRoot":"regions"}}
      """#
    let saved = try RootSavedState(decoding: Data(file.utf8))
    #expect(saved.navigation.roots.map(\.id) == RootTab.allCases.map(\.rootID))
    #expect(saved.navigation == Named.state(.regions, [Named.region("us")]))
  }

  @Test func aRegionThatIsGoneIsDroppedWithAMessageNamingTheTab() async {
    let harness = await RootHarness.loaded()
    let saved = RootSavedState(
      presentationStyle: .detailsStack,
      navigation: Named.state(
        .regions, [Named.region("atlantis")], modals: [Named.modal(.sheet, Named.region("france"))]
      ))

    let dropped = harness.router.restore(saved)

    #expect(harness.shown == Shown(tab: .regions, sheets: [Regions.sheet(Regions.france)]))
    #expect(
      dropped == [
        "No region has the id 'atlantis'; the ids are 'argentina', 'australia', 'france', 'us'. "
          + "It was left out of the stack of 'regions', with the screens above it."
      ])
  }
}
