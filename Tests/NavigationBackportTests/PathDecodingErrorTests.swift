import Foundation
import NavigationBackport
import Testing

/// Every input the path decoder refuses is a `DecodingError` whose message names the offending
/// entry (its position and type name) and the registered types; nothing traps.
@Suite(.timeLimit(.minutes(5))) struct PathDecodingErrorTests {
  /// One input to refuse and what its message must mention besides the registered types.
  struct RejectedInput: Sendable, CustomTestStringConvertible {
    let label: String
    let json: String
    let mentions: [String]

    var testDescription: String { label }
  }

  static let rejectedInputs: [RejectedInput] = [
    RejectedInput(
      label: "unknown type name",
      json: #"["Swift.Int", "1", "Nope.Missing", "2"]"#,
      mentions: ["entry 1 from the top (items 2 and 3)", #""Nope.Missing""#, "not registered"]
    ),
    RejectedInput(
      label: "name of a real but unregistered type",
      json: #"["NavigationBackportTests.Unregistered", "{\"value\":1}"]"#,
      mentions: [
        "entry 0 from the top (items 0 and 1)", #""NavigationBackportTests.Unregistered""#,
        "not registered",
      ]
    ),
    RejectedInput(
      label: "malformed JSON text of an element",
      json: #"["Swift.Int", "1", "NavigationBackportTests.Article", "{\"id\":"]"#,
      mentions: [
        "entry 1 from the top (items 2 and 3)", #""NavigationBackportTests.Article""#,
        "does not decode",
      ]
    ),
    RejectedInput(
      label: "element JSON with a value of the wrong type",
      json: #"["NavigationBackportTests.Article", "{\"id\":\"one\",\"title\":\"x\"}"]"#,
      mentions: [
        "entry 0 from the top (items 0 and 1)", #""NavigationBackportTests.Article""#,
        "does not decode", "id",
      ]
    ),
    RejectedInput(
      label: "element JSON missing a key",
      json: #"["Swift.Int", "4", "NavigationBackportTests.Article", "{\"id\":1}"]"#,
      mentions: [
        "entry 1 from the top (items 2 and 3)", #""NavigationBackportTests.Article""#,
        "does not decode", #"missing key "title""#,
      ]
    ),
    RejectedInput(
      label: "element JSON of another type",
      json: #"["Swift.Int", "\"seven\""]"#,
      mentions: ["entry 0 from the top (items 0 and 1)", #""Swift.Int""#, "does not decode"]
    ),
    RejectedInput(
      label: "odd-length array",
      json: #"["Swift.Int", "1", "NavigationBackportTests.Article"]"#,
      mentions: ["item 2", #""NavigationBackportTests.Article""#, "odd-length"]
    ),
    RejectedInput(
      label: "single type name without JSON text",
      json: #"["Swift.Int"]"#,
      mentions: ["item 0", #""Swift.Int""#, "odd-length"]
    ),
    RejectedInput(
      label: "number where a type name belongs",
      json: #"["Swift.Int", "1", 42, "2"]"#,
      mentions: ["item 2", "type name"]
    ),
    RejectedInput(
      label: "null where a type name belongs",
      json: #"[null, "1"]"#,
      mentions: ["item 0", "type name"]
    ),
    RejectedInput(
      label: "number where JSON text belongs",
      json: #"["Swift.Int", 1]"#,
      mentions: ["item 1", #""Swift.Int""#, "JSON text"]
    ),
    RejectedInput(
      label: "nested array where JSON text belongs",
      json: #"["NavigationBackportTests.Article", ["id", 1]]"#,
      mentions: ["item 1", #""NavigationBackportTests.Article""#, "JSON text"]
    ),
  ]

  /// The registry every rejected input is decoded against.
  static func registry() -> NBTypeRegistry {
    var registry = NBTypeRegistry()
    registry.register(Int.self)
    registry.register(Article.self)
    return registry
  }

  @Test(arguments: rejectedInputs)
  func rejectedInputNamesTheEntryAndTheRegisteredTypes(_ input: RejectedInput) throws {
    let error = try #require(throws: DecodingError.self) {
      try Self.registry().decodePath(from: Data(input.json.utf8))
    }

    let message = error.message.lowercased()
    for fragment in input.mentions {
      #expect(message.contains(fragment.lowercased()), "\(fragment) in: \(error.message)")
    }
    #expect(
      error.message.contains("registered types: NavigationBackportTests.Article, Swift.Int"),
      "registered types in: \(error.message)")
  }

  @Test(arguments: rejectedInputs)
  func rejectedInputIsRefusedByTheRegistrysDecoderToo(_ input: RejectedInput) throws {
    let error = try #require(throws: DecodingError.self) {
      try Self.registry().makeDecoder()
        .decode(NBNavigationPath.CodableRepresentation.self, from: Data(input.json.utf8))
    }

    #expect(error.message.contains("NavigationBackportTests.Article, Swift.Int"))
  }

  @Test func emptyRegistrySaysNothingIsRegistered() throws {
    let error = try #require(throws: DecodingError.self) {
      try NBTypeRegistry().decodePath(from: Data(#"["Swift.Int", "1"]"#.utf8))
    }

    #expect(error.message.contains(#""Swift.Int""#))
    #expect(error.message.contains("no types are registered"))
  }

  @Test func decodingWithoutARegistryIsRefusedAndSaysHowToSupplyOne() throws {
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(
        NBNavigationPath.CodableRepresentation.self, from: Data(#"["Swift.Int", "1"]"#.utf8))
    }

    #expect(error.message.contains("No NBTypeRegistry was supplied"))
    #expect(error.message.contains("makeDecoder()"))
  }

  @Test(arguments: [#"["Swift.Int", "1""#, "not json", "", #"{"Swift.Int": "1"}"#, "42"])
  func inputThatIsNotAJSONArrayIsADecodingError(_ json: String) throws {
    #expect(throws: DecodingError.self) {
      try Self.registry().decodePath(from: Data(json.utf8))
    }
  }

  @Test func errorsInsideAStateNameWhereTheEntrySits() throws {
    let json = #"""
      {"selectedRoot": "main", "roots": [{"id": "main", "path": ["Swift.Int", "1"]}],
       "modals": [{"style": "sheet", "content": ["Swift.Int", "2"],
                   "path": ["Swift.Int", "3", "Nope.Missing", "{}"]}]}
      """#

    let error = try #require(throws: DecodingError.self) {
      try Self.registry().makeDecoder().decode(NBNavigationState.self, from: Data(json.utf8))
    }

    #expect(error.message.contains("modals"))
    #expect(error.message.contains("path"))
    #expect(error.message.contains("entry 1 from the top (items 2 and 3)"))
    #expect(error.message.contains(#""Nope.Missing""#))
    #expect(error.message.contains("NavigationBackportTests.Article, Swift.Int"))
  }
}

/// `decodePathPrefix(from:)`: an opt-in decode that keeps the screens beneath the first one that
/// no longer decodes and says why the rest was left out.
@Suite(.timeLimit(.minutes(5))) struct PathPrefixDecodingTests {
  static func saved(_ elements: [AnyHashable]) throws -> Data {
    try encodeJSON(try #require(NBNavigationPath(elements).codable))
  }

  @Test func everythingDecodesWhenEveryElementDoes() throws {
    let data = try Self.saved([1, AnyHashable(Fixtures.article), 2])

    let restored = try PathDecodingErrorTests.registry().decodePathPrefix(from: data)

    #expect(restored.path.elements == [1, AnyHashable(Fixtures.article), 2])
    #expect(restored.dropped == 0)
    #expect(restored.reason == nil)
  }

  @Test func theScreensBeneathAnUnregisteredTypeAreRestored() throws {
    let data = try Self.saved([1, AnyHashable(Fixtures.article), AnyHashable(Route.home), 2])

    let restored = try PathDecodingErrorTests.registry().decodePathPrefix(from: data)

    #expect(restored.path.elements == [1, AnyHashable(Fixtures.article)])
    #expect(restored.dropped == 2)
    let message = try #require(restored.reason).message
    #expect(message.contains("Entry 1 from the top (items 2 and 3)"))
    #expect(message.contains(#""NavigationBackportTests.Route", which is not registered"#))
  }

  @Test func anElementWhoseJSONNoLongerFitsEndsThePathThere() throws {
    let json =
      #"["Swift.Int", "3", "NavigationBackportTests.Article", "{\"id\":1}", "Swift.Int", "1"]"#

    let restored = try PathDecodingErrorTests.registry().decodePathPrefix(from: Data(json.utf8))

    #expect(restored.path.elements == [1])
    #expect(restored.dropped == 2)
    #expect(try #require(restored.reason).message.contains(#"missing key "title""#))
  }

  @Test func aBottomElementThatDoesNotDecodeLeavesAnEmptyPath() throws {
    let json = #"["Swift.Int", "1", "Nope.Missing", "{}"]"#

    let restored = try PathDecodingErrorTests.registry().decodePathPrefix(from: Data(json.utf8))

    #expect(restored.path.isEmpty)
    #expect(restored.dropped == 2)
  }

  @Test(arguments: ["not json", #"["Swift.Int"]"#, #"["Swift.Int", 1]"#, #"{"a": 1}"#])
  func aDocumentThatIsNotAFlatArrayIsStillRefused(_ json: String) {
    #expect(throws: DecodingError.self) {
      try PathDecodingErrorTests.registry().decodePathPrefix(from: Data(json.utf8))
    }
  }

  @Test func theStrictDecodeRefusesWhatTheLenientOneTrims() throws {
    let data = try Self.saved([1, AnyHashable(Route.home)])

    #expect(throws: DecodingError.self) {
      try PathDecodingErrorTests.registry().decodePath(from: data)
    }
  }
}
