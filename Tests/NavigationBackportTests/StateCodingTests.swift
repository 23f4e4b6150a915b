import Foundation
import Testing

@testable import NavigationBackport

/// Encoding and decoding the whole navigation state with the allowlisted `Codable` mechanism.
@Suite(.timeLimit(.minutes(5))) struct StateCodingTests {
  /// Two roots with mixed paths, a sheet with its own stack and a cover without one.
  static func richState() -> NBNavigationState {
    NBNavigationState(
      roots: [
        NBRoot(id: "home", path: NBNavigationPath(Fixtures.mixedElements())),
        NBRoot(id: "search", path: NBNavigationPath([Route.search(query: "q", page: 1)])),
      ],
      selected: "search",
      modals: [
        NBModal(
          .sheet, content: Fixtures.article,
          path: NBNavigationPath([AnyHashable(Dog(name: "Rex", breed: "Beagle")), Fixtures.tags])),
        NBModal(.fullScreenCover, content: Route.home, path: nil),
      ])
  }

  // MARK: Round-trips

  @Test func wholeStateRoundTripsThroughJSONBytes() throws {
    let state = Self.richState()

    let data = try encodeJSON(state)
    let decoded = try Fixtures.registry().makeDecoder().decode(NBNavigationState.self, from: data)

    #expect(decoded == state)
    #expect(decoded.roots.map(\.id) == ["home", "search"])
    #expect(decoded.selectedRootID == "search")
    #expect(decoded.path(in: .root("home"))?.count == 10)
    #expect(decoded.modals.map(\.style) == [.sheet, .fullScreenCover])
    #expect(decoded.modals[0].path?.elements.first?.base is Dog)
    #expect(decoded.modals[1].path == nil)
  }

  @Test func stateDecodesInsideAnotherDocumentWithTheRegistrysDecoder() throws {
    struct Saved: Codable, Equatable {
      let version: Int
      let navigation: NBNavigationState
    }
    let saved = Saved(version: 1, navigation: Self.richState())

    let decoded = try Fixtures.registry().makeDecoder().decode(Saved.self, from: encodeJSON(saved))

    #expect(decoded == saved)
  }

  @Test @MainActor func navigatorDecodesWithItsOwnRegisteredTypes() throws {
    let navigator = NBNavigator()
    navigator.typeRegistry.register(Article.self)
    navigator.typeRegistry.merge(Fixtures.registry())
    let data = try encodeJSON(Self.richState())

    let decoded = try navigator.typeRegistry.makeDecoder().decode(
      NBNavigationState.self, from: data)

    #expect(decoded == Self.richState())
    #expect(navigator.state == NBNavigationState())
  }

  @Test @MainActor func navigatorRefusesTypesItWasNotTold() throws {
    let navigator = NBNavigator()
    navigator.typeRegistry.register(Int.self)
    let state = NBNavigationState(path: NBNavigationPath([AnyHashable(1), Fixtures.article]))
    let data = try encodeJSON(state)

    let error = try #require(throws: DecodingError.self) {
      try navigator.typeRegistry.makeDecoder().decode(NBNavigationState.self, from: data)
    }

    #expect(error.message.contains(#""NavigationBackportTests.Article""#))
    #expect(error.message.contains("registered types: Swift.Int"))
  }

  @Test func decodedStateHasFreshIdentities() throws {
    let state = Self.richState()
    let data = try encodeJSON(state)

    let decoded = try Fixtures.registry().makeDecoder().decode(NBNavigationState.self, from: data)

    #expect(decoded.modals[0].id != state.modals[0].id)
    #expect(decoded.modals[1].id != state.modals[1].id)
    let oldIDs = Set(state.roots.flatMap { $0.path.entries.map(\.id) })
    let newIDs = Set(decoded.roots.flatMap { $0.path.entries.map(\.id) })
    #expect(oldIDs.isDisjoint(with: newIDs))
  }

  // MARK: Shape

  @Test func encodedStateIsAReadableObject() throws {
    let state = NBNavigationState(
      path: NBNavigationPath([1]),
      modals: [
        NBModal(.sheet, content: "hi", path: NBNavigationPath([Fixtures.article])),
        NBModal(.fullScreenCover, content: 2, path: nil),
      ])

    let data = try encodeJSON(state)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

    #expect(object["selectedRoot"] as? String == "main")
    let roots = try #require(object["roots"] as? [[String: Any]])
    #expect(roots.count == 1)
    #expect(roots[0]["id"] as? String == "main")
    #expect(roots[0]["path"] as? [String] == ["Swift.Int", "1"])
    let modals = try #require(object["modals"] as? [[String: Any]])
    #expect(modals.count == 2)
    #expect(modals[0]["style"] as? String == "sheet")
    #expect(modals[0]["content"] as? [String] == ["Swift.String", #""hi""#])
    #expect(
      modals[0]["path"] as? [String] == [
        "NavigationBackportTests.Article", #"{"id":1,"title":"Shiraz"}"#,
      ])
    #expect(modals[1]["style"] as? String == "fullScreenCover")
    #expect(modals[1]["content"] as? [String] == ["Swift.Int", "2"])
    #expect(modals[1]["path"] == nil)
  }

  // MARK: Codable or not

  @Test func codableIsNilWhenANonSelectedRootHoldsANonCodableValue() {
    var state = Self.richState()
    state.setPath(NBNavigationPath([Opaque(token: 1)]), in: .root("home"))

    #expect(throws: EncodingError.self) { try encodeJSON(state) }
  }

  @Test func encodingThrowsWhenAModalShowsANonCodableValue() {
    var state = Self.richState()
    state.modals.append(NBModal(.sheet, content: Opaque(token: 1)))

    #expect(throws: EncodingError.self) { try encodeJSON(state) }
  }

  @Test func encodingThrowsWhenAModalsStackHoldsANonCodableValue() {
    var state = Self.richState()
    state.modals[0].path?.append(Opaque(token: 1))

    #expect(throws: EncodingError.self) { try encodeJSON(state) }
  }

  // MARK: Rejected states

  /// One state document to refuse, where the error must point and what its message must mention.
  struct RejectedState: Sendable, CustomTestStringConvertible {
    let label: String
    let json: String
    let place: String
    let mentions: [String]

    var testDescription: String { label }
  }

  static let rejectedStates: [RejectedState] = [
    RejectedState(
      label: "unknown selected root",
      json: #"""
        {"selectedRoot": "nowhere",
         "roots": [{"id": "home", "path": []}, {"id": "search", "path": []}], "modals": []}
        """#,
      place: "selectedRoot",
      mentions: [#"selected root "nowhere""#, #""home", "search""#]
    ),
    RejectedState(
      label: "duplicate roots",
      json: #"""
        {"selectedRoot": "home",
         "roots": [{"id": "home", "path": []}, {"id": "home", "path": ["Swift.Int", "1"]}],
         "modals": []}
        """#,
      place: "roots.Index 1",
      mentions: [#"Root "home" appears more than once"#]
    ),
    RejectedState(
      label: "unknown modal style",
      json: #"""
        {"selectedRoot": "main", "roots": [{"id": "main", "path": []}],
         "modals": [{"style": "sheet", "content": ["Swift.Int", "1"]},
                    {"style": "popover", "content": ["Swift.Int", "2"]}]}
        """#,
      place: "modals.Index 1.style",
      mentions: [#"modal style "popover""#, #""sheet", "fullScreenCover""#]
    ),
    RejectedState(
      label: "modal without content",
      json: #"""
        {"selectedRoot": "main", "roots": [{"id": "main", "path": []}],
         "modals": [{"style": "sheet", "content": []}]}
        """#,
      place: "modals.Index 0.content",
      mentions: ["exactly one type name and its JSON text", "found 0 values"]
    ),
    RejectedState(
      label: "modal with two contents",
      json: #"""
        {"selectedRoot": "main", "roots": [{"id": "main", "path": []}],
         "modals": [{"style": "sheet", "content": ["Swift.Int", "1", "Swift.Int", "2"]}]}
        """#,
      place: "modals.Index 0.content",
      mentions: ["exactly one type name and its JSON text", "found 2 values"]
    ),
    RejectedState(
      label: "unregistered type in a root path",
      json: #"""
        {"selectedRoot": "main",
         "roots": [{"id": "main", "path": ["NavigationBackportTests.Unregistered", "{}"]}],
         "modals": []}
        """#,
      place: "roots.Index 0.path",
      mentions: ["roots", #""NavigationBackportTests.Unregistered""#, "registered types: "]
    ),
    RejectedState(
      label: "unregistered type as modal content",
      json: #"""
        {"selectedRoot": "main", "roots": [{"id": "main", "path": []}],
         "modals": [{"style": "sheet", "content": ["NavigationBackportTests.Opaque", "{}"]}]}
        """#,
      place: "modals.Index 0.content",
      mentions: ["modals", "content", #""NavigationBackportTests.Opaque""#, "registered types: "]
    ),
  ]

  @Test(arguments: rejectedStates)
  func rejectedStateNamesWhatIsWrong(_ input: RejectedState) throws {
    let error = try #require(throws: DecodingError.self) {
      try Fixtures.registry().makeDecoder().decode(
        NBNavigationState.self, from: Data(input.json.utf8))
    }

    #expect(codingPath(of: error) == input.place)
    for fragment in input.mentions {
      #expect(error.message.contains(fragment), "\(fragment) in: \(error.message)")
    }
  }

  /// Where a decoding error points, such as `modals.Index 0.style`.
  func codingPath(of error: DecodingError) -> String? {
    guard case .dataCorrupted(let context) = error else {
      return nil
    }
    return context.codingPath.map(\.stringValue).joined(separator: ".")
  }

  @Test func stateDecodingWithoutARegistryIsRefused() throws {
    let data = try encodeJSON(NBNavigationState())

    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(NBNavigationState.self, from: data)
    }

    #expect(error.message.contains("No NBTypeRegistry was supplied"))
  }

  @Test(arguments: ["", "[]", #"{"roots": []}"#, "{"])
  func stateDocumentOfTheWrongShapeIsADecodingError(_ json: String) {
    #expect(throws: DecodingError.self) {
      try Fixtures.registry().makeDecoder().decode(NBNavigationState.self, from: Data(json.utf8))
    }
  }
}
