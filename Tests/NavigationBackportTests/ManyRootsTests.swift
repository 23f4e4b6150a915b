import Foundation
import NavigationBackport
import Testing

/// A state with many roots decodes and is applied in time linear in its size: each root id is
/// checked against the ids seen so far in a set, and a new state finds each old root by id.
///
/// With a scan of the roots decoded so far, 300,000 roots take many minutes (45 billion
/// comparisons); linear work takes seconds, well within the suite's time limit.
///
/// Decoding runs off the main actor, so that the suites that need it are not kept waiting.
@Suite(.timeLimit(.minutes(5))) struct ManyRootsTests {
  static let count = 300_000

  /// A state document with `count` roots, each with an empty path, and `extra` appended last.
  static func document(selecting selected: String, extra: String = "") -> Data {
    var roots = (0..<count).map { #"{"id":"r\#($0)","path":[]}"# }
    if !extra.isEmpty {
      roots.append(extra)
    }
    return Data(
      #"{"selectedRoot":"\#(selected)","roots":[\#(roots.joined(separator: ","))],"modals":[]}"#
        .utf8)
  }

  @Test func manyRootsDecode() throws {
    let state = try NBTypeRegistry().makeDecoder().decode(
      NBNavigationState.self, from: Self.document(selecting: "r299999"))

    #expect(state.roots.count == Self.count)
    #expect(state.selectedRootID == "r299999")
  }

  /// Setting a state finds each root of the state before by its id.
  ///
  /// 100,000 roots keep the main actor busy for a moment only; looking each one up in a scan
  /// would take minutes.
  @MainActor @Test func manyRootsApply() {
    let count = 100_000
    let state = NBNavigationState(
      roots: (0..<count).map { NBRoot(id: NBRootID(rawValue: "r\($0)")) }, selected: "r5")
    let navigator = NBNavigator()

    navigator.state = state
    navigator.state = state

    #expect(navigator.state.roots.count == count)
    #expect(navigator.state.selectedRootID == "r5")
  }

  @Test func aDuplicateAfterManyRootsIsStillFound() {
    let data = Self.document(selecting: "r0", extra: #"{"id":"r5","path":[]}"#)

    #expect(throws: DecodingError.self) {
      try NBTypeRegistry().makeDecoder().decode(NBNavigationState.self, from: data)
    }
  }

  @Test func anUnknownSelectedRootAmongManyIsStillFound() {
    let data = Self.document(selecting: "nowhere")

    #expect(throws: DecodingError.self) {
      try NBTypeRegistry().makeDecoder().decode(NBNavigationState.self, from: data)
    }
  }
}
