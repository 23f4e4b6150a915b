import ExtraDetailsKit
import Foundation
import NavigationBackport
import Testing

@testable import RootFeature

@Suite(.timeLimit(.minutes(5))) struct RootSavedStateTests {
  private typealias Screen = RootLocation.Screen

  private static let location = RootLocation(
    path: [Screen(.details, "shiraz"), Screen(.extraDetails, "shiraz")],
    modals: [.init(content: Screen(.details, "pinot-noir"), path: [Screen(.extraDetails, "a/b")])])

  private static var sample: RootSavedState {
    RootSavedState(presentationStyle: .detailsModally, location: location)
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
        "presentationStyle":"extra-details-stack","sheets":"single","version":4}
        """)
  }

  /// A file as the app wrote it before it used one encoder: `version` first, the navigation on
  /// one line, element texts with sorted keys.
  @Test func aFileWrittenByTheEarlierAppStillRestores() throws {
    let earlier = """
      {
        "version": 1,
        "presentationStyle": "details-modally",
        "navigation": {"modals":[{"content":["DetailsKit.DetailsViewModel","{\\"id\\":\\"shiraz\\",\\"subtitle\\":\\"Syrah\\",\\"title\\":\\"Shiraz\\"}"],"path":["DetailsKit.DetailsViewModel","{\\"id\\":\\"shiraz\\",\\"subtitle\\":\\"Syrah\\",\\"title\\":\\"Shiraz\\"}"],"style":"sheet"}],"roots":[{"id":"main","path":["DetailsKit.DetailsViewModel","{\\"id\\":\\"shiraz\\",\\"subtitle\\":\\"Syrah\\",\\"title\\":\\"Shiraz\\"}"]}],"selectedRoot":"main"}
      }

      """

    let restored = try RootSavedState(decoding: Data(earlier.utf8))
    #expect(restored.presentationStyle == .detailsModally)
    #expect(
      RootLocation(state: restored.navigation)
        == RootLocation(
          path: [Screen(.details, "shiraz")],
          modals: [.init(content: Screen(.details, "shiraz"), path: [Screen(.details, "shiraz")])]))
  }

  @Test func encodingThenDecodingGivesTheSameState() throws {
    let decoded = try RootSavedState(decoding: Self.sample.encoded())
    #expect(decoded == Self.sample)
    #expect(RootLocation(state: decoded.navigation) == Self.location)
  }

  /// Each screen is saved as its kind's name and the grape's id: nothing it shows is written.
  @Test func screensAreSavedAsTheirKindAndGrapeIDOnly() throws {
    let text = String(decoding: try Self.sample.encoded(), as: UTF8.self)
    #expect(
      text.contains(
        #""path":["extra","{\"id\":\"shiraz\"}","details","{\"id\":\"shiraz\"}"]"#),
      "\(text)")
    #expect(text.contains(#""content":["details","{\"id\":\"pinot-noir\"}"]"#), "\(text)")
    #expect(!text.contains("DetailsKit"))
  }

  /// A file of version 1 held each screen's whole view model; it restores by the ids.
  @Test func aVersion1FileWithWholeViewModelsIsReadByTheIDs() throws {
    let file = """
      {
        "version": 1,
        "presentationStyle": "details-modally",
        "navigation": {"modals":[{"content":["DetailsKit.DetailsViewModel","{\\"id\\":\\"pinot-noir\\",\\"subtitle\\":\\"Old text\\",\\"title\\":\\"Pinot Noir\\"}"],"path":["ExtraDetailsKit.ExtraDetailsViewModel","{\\"id\\":\\"a/b\\",\\"regions\\":[{\\"color\\":\\"ansi256:208\\",\\"name\\":\\"US\\",\\"value\\":5}],\\"title\\":\\"AB\\"}"],"style":"sheet"}],"roots":[{"id":"main","path":["ExtraDetailsKit.ExtraDetailsViewModel","{\\"id\\":\\"shiraz\\",\\"regions\\":[],\\"title\\":\\"Shiraz\\"}","DetailsKit.DetailsViewModel","{\\"id\\":\\"shiraz\\",\\"subtitle\\":\\"New World Syrah\\",\\"title\\":\\"Shiraz\\"}"]}],"selectedRoot":"main"}
      }
      """
    let saved = try RootSavedState(decoding: Data(file.utf8))
    #expect(saved.presentationStyle == .detailsModally)
    #expect(
      RootLocation(state: saved.navigation)
        == RootLocation(
          path: [Screen(.details, "shiraz"), Screen(.extraDetails, "shiraz")],
          modals: [
            .init(content: Screen(.details, "pinot-noir"), path: [Screen(.extraDetails, "a/b")])
          ]))
  }

  /// What the app writes, it reads back: a state too large for the reader is not written.
  @Test func aStateLargerThanTheReaderTakesIsNotEncoded() {
    let id = String(repeating: "x", count: RootSavedState.maximumSize / 2)
    let state = RootSavedState(
      presentationStyle: .detailsStack,
      location: RootLocation(path: [Screen(.details, id), Screen(.extraDetails, id)]))
    do {
      _ = try state.encoded()
      Issue.record("a state of more than \(RootSavedState.maximumSize) bytes was encoded")
    } catch let error as RootSavedStateError {
      #expect(error.kind == .tooLarge)
      #expect(error.problem.hasSuffix("more than the 16777216 a state file may hold"))
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test func everyTruncationIsRejectedAsNotJSON() throws {
    let data = try Self.sample.encoded()
    // Every prefix short of the closing brace (the last byte is a newline).
    for length in 0..<(data.count - 2) {
      #expect(throws: RootSavedStateError.self, "truncated to \(length) bytes") {
        try RootSavedState(decoding: data.prefix(length))
      }
    }
    #expect(throws: RootSavedStateError(kind: .notJSON, problem: "the file is empty")) {
      try RootSavedState(decoding: Data())
    }
  }

  @Test(arguments: [
    (
      "{\"version\": 1,", RootSavedStateError.Kind.notJSON,
      "not valid JSON: Unexpected end of file during JSON parse"
    ),
    ("not json", .notJSON, "not valid JSON: Invalid value around character 1"),
    ("{\"version\": 1e999}", .notJSON, "Number 1e999 is not representable in Swift"),
    (
      "[1, 2]", .invalid,
      "expected a JSON object with \"version\", \"presentationStyle\" and \"navigation\""
    ),
    ("{}", .invalid, "the field \"version\" is missing"),
    ("{\"version\": \"1\"}", .invalid, "\"version\" should be a whole number"),
    (
      "{\"version\": 5, \"future\": true}", .unsupportedVersion,
      "version 5 is not supported; this app reads versions 1, 2, 3 and 4"
    ),
    (
      "{\"version\": 1, \"presentationStyle\": \"details-stack\"}", .invalid,
      "the field \"navigation\" is missing"
    ),
    (
      """
      {"version": 1, "presentationStyle": "sideways", "navigation": {"modals":[],"roots":[{"id":"main","path":[]}],"selectedRoot":"main"}}
      """, .invalid, "\"presentationStyle\" is \"sideways\", not one of details-stack"
    ),
    (
      """
      {"version": 1, "presentationStyle": "details-stack", "navigation": {"modals":[],"roots":[{"id":"main","path":["Evil.Payload","{}"]}],"selectedRoot":"main"}}
      """, .invalid, "names type \"Evil.Payload\", which is not registered"
    ),
    (
      """
      {"version": 1, "presentationStyle": "details-stack", "navigation": {"modals":[],"roots":[{"id":"main","path":["DetailsKit.DetailsViewModel","{\\"id\\":1}"]}],"selectedRoot":"main"}}
      """, .invalid, "of type \"DetailsKit.DetailsViewModel\", does not decode"
    ),
    (
      """
      {"version": 1, "presentationStyle": "details-stack", "navigation": {"roots":[],"selectedRoot":"main"}}
      """, .invalid, "The selected root \"main\" is not among the roots ()"
    ),
  ])
  func badFilesSayWhatIsWrong(text: String, kind: RootSavedStateError.Kind, message: String) {
    do {
      _ = try RootSavedState(decoding: Data(text.utf8))
      Issue.record("decoded \(text)")
    } catch {
      #expect(error.kind == kind)
      #expect(error.problem.contains(message), "\(error.problem)")
    }
  }

  /// Issue 16: a field reads as `navigation.roots[0].path`, not `roots.Index 0.path`, and the
  /// problem is one clause that the app ends with its own period, never `..`.
  @Test func aBadEntryIsNamedByItsFieldPathInOneClause() throws {
    let text = """
      {"version": 1, "presentationStyle": "details-stack", "navigation": {"modals":[],\
      "roots":[{"id":"main","path":["Evil.Payload","{}"]}],"selectedRoot":"main"}}
      """
    let error = try #require(throws: RootSavedStateError.self) {
      try RootSavedState(decoding: Data(text.utf8))
    }

    let registered = RootRouter.restorableTypes.typeNames.joined(separator: ", ")
    #expect(
      error.problem == """
        In navigation.roots[0].path, entry 0 from the top (items 0 and 1) names type \
        "Evil.Payload", which is not registered (registered types: \(registered)). Register it \
        with the navigator or destination table before decoding
        """)
  }

  @Test(arguments: [
    #"{"version": 1, "presentationStyle": "details-stack", "navigation": {"modals":[{"style":"sheet","content":[]}],"roots":[{"id":"main","path":[]}],"selectedRoot":"main"}}"#,
    #"{"version": 1, "presentationStyle": "details-stack", "navigation": {"modals":[],"roots":[{"id":"main","path":[]},{"id":"main","path":[]}],"selectedRoot":"main"}}"#,
    #"{"version": 1, "presentationStyle": "details-stack", "navigation": {"modals":[],"roots":[{"id":"main","path":[1]}],"selectedRoot":"main"}}"#,
  ])
  func noProblemEndsWithAPeriodOrNamesAnIndexKey(text: String) throws {
    let error = try #require(throws: RootSavedStateError.self) {
      try RootSavedState(decoding: Data(text.utf8))
    }

    #expect(!error.problem.hasSuffix("."), "\(error.problem)")
    #expect(!error.problem.contains("Index "), "\(error.problem)")
    #expect(
      error.problem.contains("navigation.roots[") || error.problem.contains("navigation.modals[0]"))
  }

  @Test func aFileLargerThanTheLimitIsRejectedUnread() {
    let huge = Data(count: RootSavedState.maximumSize + 1)
    #expect(throws: RootSavedStateError.self) { try RootSavedState(decoding: huge) }
  }
}

/// A grape with 400,000 regions made a 31 MB state file, which the next start refused (issue
/// 16); the file now holds the same few bytes however much a screen shows.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct SavedStateSizeTests {
  @Test func whatAScreenShowsDoesNotGrowTheFileAndTheFileReadsBack() async throws {
    let regions = (0..<100_000).map { RegionShare(name: "Region \($0)", value: 1, color: .red) }
    let grape = RootModel(id: "crowded", title: "Crowded", subtitle: "", regions: regions)
    let harness = await RootHarness.loaded(style: .extraDetailsStack, grapes: [grape])
    harness.router.show(harness.presenter.items[0])
    harness.router.presentationStyle = .detailsModally
    harness.router.show(harness.presenter.items[0])

    let data = try harness.router.savedState.encoded()

    #expect(data.count < 400, "\(data.count) bytes")
    let restored = try RootSavedState(decoding: data)
    #expect(
      RootLocation(
        state: restored.navigation, currentStyle: restored.presentationStyle,
        currentPolicy: restored.sheetPolicy) == harness.router.location)
  }
}

/// Version 3: every tab's stack, the selected tab and the sheet policy; version 1 and 2 files
/// still restore, into the Grapes tab.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct TabsSavedStateTests {
  private typealias Screen = RootLocation.Screen

  @Test func everyTabTheSheetsAndThePolicyRoundTrip() async throws {
    let harness = await RootHarness.loaded()
    harness.presenter.select(Grapes.second)
    harness.router.sheetPolicy = .stacked
    harness.presenter.select(.regions)
    harness.router.showRegion("france")
    harness.router.showGrape("pinot-noir")

    let data = try harness.router.savedState.encoded()
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""sheets":"stacked""#))
    #expect(text.contains(#""selectedRoot":"regions""#))
    #expect(text.contains(#"{"id":"grapes","path":["details","{\"id\":\"pinot-noir\"}"]}"#))
    #expect(text.contains(#"["region","{\"id\":\"france\"}"]"#))

    let restored = try RootSavedState(decoding: data)
    #expect(restored == harness.router.savedState)
    #expect(restored.sheetPolicy == .stacked)
    let location = try #require(RootLocation(state: restored.navigation))
    #expect(location.tab == .regions)
    #expect(location.path(of: .grapes) == [Screen(.details, "pinot-noir")])
    #expect(try location.resolved(against: Grapes.all) == harness.navigator.state)
  }

  @Test func aVersion2FilesOneRootIsTheGrapesTab() throws {
    let file = #"""
      {"navigation":{"modals":[{"content":["details","{\"id\":\"pinot-noir\"}"],"path":["extra","{\"id\":\"pinot-noir\"}"],"style":"sheet"}],"roots":[{"id":"main","path":["extra","{\"id\":\"shiraz\"}"]}],"selectedRoot":"main"},"presentationStyle":"details-modally","version":2}
      """#
    let saved = try RootSavedState(decoding: Data(file.utf8))
    #expect(saved.sheetPolicy == .single)
    #expect(saved.navigation.rootIDs == RootTab.allCases.map(\.rootID))
    #expect(
      RootLocation(state: saved.navigation)
        == RootLocation(
          path: [Screen(.extraDetails, "shiraz")],
          modals: [
            .init(
              content: Screen(.details, "pinot-noir"), path: [Screen(.extraDetails, "pinot-noir")])
          ]))
  }

  @Test(arguments: [
    (
      #"{"version":3,"presentationStyle":"details-stack","navigation":{"modals":[],"roots":[{"id":"settings","path":[]}],"selectedRoot":"settings"}}"#,
      #""navigation.roots[0].id" is "settings", not a tab (grapes, regions, account)"#
    ),
    (
      #"{"version":3,"presentationStyle":"details-stack","navigation":{"modals":[],"roots":[{"id":"main","path":[]},{"id":"grapes","path":[]}],"selectedRoot":"main"}}"#,
      #""navigation.roots[1].id" names the Grapes tab a second time"#
    ),
    (
      #"{"version":3,"presentationStyle":"details-stack","sheets":"piled","navigation":{"modals":[],"roots":[{"id":"grapes","path":[]}],"selectedRoot":"grapes"}}"#,
      #""sheets" is "piled", not one of single, stacked"#
    ),
  ])
  func aRootThatIsNoTabOrAnUnknownPolicyIsRefused(file: String, problem: String) {
    do {
      _ = try RootSavedState(decoding: Data(file.utf8))
      Issue.record("decoded \(file)")
    } catch {
      #expect(error.kind == .invalid)
      #expect(error.problem == problem)
    }
  }

  @Test func aFileWithSomeTabsGetsTheOthersEmpty() throws {
    let file = #"""
      {"version":3,"presentationStyle":"details-stack","sheets":"stacked","navigation":{"modals":[],"roots":[{"id":"regions","path":["region","{\"id\":\"us\"}"]}],"selectedRoot":"regions"}}
      """#
    let saved = try RootSavedState(decoding: Data(file.utf8))
    #expect(saved.navigation.rootIDs == RootTab.allCases.map(\.rootID))
    #expect(RootLocation(state: saved.navigation)?.path == [Screen(.region, "us")])
    #expect(RootLocation(state: saved.navigation)?.tab == .regions)
  }

  @Test func aRegionThatIsGoneIsDroppedWithAMessageNamingTheTab() {
    var location = RootLocation(tab: .regions, path: [Screen(.region, "atlantis")])
    location.modals = [.init(content: Screen(.region, "france"))]
    let (trimmed, dropped) = location.trimmed(to: Grapes.all)
    #expect(trimmed.path.isEmpty)
    #expect(
      dropped == [.init("region", id: "atlantis", place: .rootStack(index: 0, tab: .regions))])
    #expect(
      dropped[0].description
        == "region 'atlantis' no longer exists; its screen and every screen above it were removed from the Regions tab's stack."
    )
  }
}
