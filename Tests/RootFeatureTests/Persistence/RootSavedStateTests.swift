import DetailsKit
import Foundation
import NavigationBackport
import Testing

@testable import RootFeature

@Suite struct RootSavedStateTests {
  private static let details = DetailsViewModel(id: "shiraz", title: "Shiraz", subtitle: "Syrah")

  private static var sample: RootSavedState {
    RootSavedState(
      presentationStyle: .detailsModally,
      navigation: NBNavigationState(
        path: NBNavigationPath([details]),
        modals: [NBModal(.sheet, content: details, path: NBNavigationPath([details]))]))
  }

  @Test func theFileIsOneJSONDocumentWithSortedKeys() throws {
    let text = String(
      decoding: try RootSavedState(
        presentationStyle: .extraDetailsStack, navigation: NBNavigationState()
      ).encoded(), as: UTF8.self)
    #expect(
      text == """
        {"navigation":{"modals":[],"roots":[{"id":"main","path":[]}],"selectedRoot":"main"},\
        "presentationStyle":"extra-details-stack","version":1}
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

    #expect(try RootSavedState(decoding: Data(earlier.utf8)) == Self.sample)
  }

  @Test func encodingThenDecodingGivesTheSameState() throws {
    #expect(try RootSavedState(decoding: Self.sample.encoded()) == Self.sample)
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
    ("{\"version\": 1,", RootSavedStateError.Kind.notJSON, "line 1, column 15: not valid JSON"),
    ("not json", .notJSON, "line 1, column 2: not valid JSON: unexpected 'o'"),
    ("{\"version\": 1e999}", .notJSON, "line 1, column 13: the number 1e999 is out of range"),
    (
      "[1, 2]", .invalid,
      "expected a JSON object with \"version\", \"presentationStyle\" and \"navigation\""
    ),
    ("{}", .invalid, "the field \"version\" is missing"),
    ("{\"version\": \"1\"}", .invalid, "\"version\" should be a whole number"),
    (
      "{\"version\": 2, \"future\": true}", .unsupportedVersion,
      "version 2 is not supported; this app reads version 1"
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

    #expect(
      error.problem == """
        In navigation.roots[0].path, entry 0 from the top (items 0 and 1) names type \
        "Evil.Payload", which is not registered (registered types: DetailsKit.DetailsViewModel, \
        ExtraDetailsKit.ExtraDetailsViewModel). Register it with the navigator or destination \
        table before decoding
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
