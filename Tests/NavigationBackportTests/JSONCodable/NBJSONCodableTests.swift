import Foundation
import Testing

@testable import NavigationBackport

/// Hand-written element coding: the same text as `Codable`, read back either way, and clear
/// errors for misuse and bad input.
@Suite struct NBJSONCodableTests {
  typealias Screen = HandCoded.Screen
  typealias Route = HandCoded.Route

  private var registry: NBTypeRegistry {
    var registry = NBTypeRegistry()
    registry.register(Int.self)
    registry.register(String.self)
    registry.register(Bool.self)
    registry.register(Screen.self)
    registry.register(Route.self)
    registry.register(HandCoded.Misuse.self)
    return registry
  }

  private static let awkwardText = "quote\" back\\slash /slash tab\t line\n nul\u{0} é 😀 \u{1F}"

  static let screens = [
    Screen(id: 1, title: "Shiraz"),
    Screen(id: -7, title: awkwardText, subtitle: "", tags: ["a", awkwardText]),
    Screen(id: Int.max, title: "", subtitle: "x", tags: []),
  ]

  static let routes: [Route] = [
    .list, .item(id: Int.min, highlighted: false), .search(awkwardText),
    .screen(Screen(id: 3, title: "Merlot", subtitle: awkwardText)),
  ]

  // MARK: The same text as Codable

  @Test(arguments: screens)
  func screensWriteWhatCodableWrites(screen: Screen) throws {
    try NBJSONCodableCheck.verify(screen)
  }

  @Test(arguments: routes)
  func routesWriteWhatCodableWrites(route: Route) throws {
    try NBJSONCodableCheck.verify(route)
  }

  @Test func standardTypesWriteWhatCodableWrites() throws {
    try NBJSONCodableCheck.verify(Self.awkwardText)
    try NBJSONCodableCheck.verify(true)
    try NBJSONCodableCheck.verify(-0.1)
    try NBJSONCodableCheck.verify(Float(1.5))
    try NBJSONCodableCheck.verify(Int.min)
    try NBJSONCodableCheck.verify(Int8.min)
    try NBJSONCodableCheck.verify(Int16.max)
    try NBJSONCodableCheck.verify(Int32.min)
    try NBJSONCodableCheck.verify(Int64.max)
    try NBJSONCodableCheck.verify(UInt.max)
    try NBJSONCodableCheck.verify(UInt8.max)
    try NBJSONCodableCheck.verify(UInt16.max)
    try NBJSONCodableCheck.verify(UInt32.max)
    try NBJSONCodableCheck.verify(UInt64.max)
    try NBJSONCodableCheck.verify(UUID())
  }

  @Test func theCheckNamesAConformanceThatDisagrees() {
    #expect {
      try NBJSONCodableCheck.verify(Disagreeing())
    } throws: { error in
      let text = "\(error)"
      return text.contains(#"wrote {"name":"x"}"#) && text.contains(#"writes {"id":1}"#)
    }
  }

  // MARK: Paths

  @Test func handCodedPathsRoundTripThroughTheDocument() throws {
    let path = NBNavigationPath(
      Self.screens.map(AnyHashable.init) + Self.routes.map(AnyHashable.init) + [
        AnyHashable(42), AnyHashable(Self.awkwardText), AnyHashable(false),
      ])
    let codable = try #require(path.codable)
    let data = try codable.jsonData()
    #expect(try registry.decodePath(from: data) == path)
    // The document is the one Foundation writes for the same representation.
    let foundation = JSONEncoder()
    foundation.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    #expect(
      String(decoding: data, as: UTF8.self)
        == String(decoding: try foundation.encode(codable), as: UTF8.self))
  }

  @Test func handCodedPathsRoundTripThroughFoundationsCoders() throws {
    let path = NBNavigationPath(Self.routes + [.item(id: 1, highlighted: true)])
    let codable = try #require(path.codable)
    let data = try JSONEncoder().encode(codable)
    let decoded = try registry.makeDecoder().decode(
      NBNavigationPath.CodableRepresentation.self, from: data)
    #expect(NBNavigationPath(decoded) == path)
  }

  @Test func textsOfStandardTypesInOtherSpellingsStillDecode() throws {
    // Not what the engine writes, but valid JSON for the same values: the full parser reads it.
    let document = #"["Swift.String","\"a\\u0062\"","Swift.Int","1e2","Swift.Int","-0"]"#
    let path = try registry.decodePath(from: Data(document.utf8))
    #expect(path.elements == [AnyHashable(0), AnyHashable(100), AnyHashable("ab")])
  }

  @Test func invalidNumbersForStandardTypesAreErrorsNamingTheEntry() {
    let document = #"["Swift.Int","012"]"#
    #expect {
      try registry.decodePath(from: Data(document.utf8))
    } throws: { error in
      "\(error)".contains("Entry 0 from the top") && "\(error)".contains("Swift.Int")
    }
  }

  @Test func moreDistinctTypesThanTheCoderRemembersStillDecode() throws {
    // 80 distinct types, [Int], [[Int]], …: more names than a pass remembers (64), each name
    // appearing twice, so names past the limit are resolved again and must stay alive.
    var registry = NBTypeRegistry()
    var values: [AnyHashable] = []
    Self.nest(1, depth: 80, into: &registry, values: &values)
    let path = NBNavigationPath(values + values)
    let decoded = try registry.decodePath(from: try #require(path.codable).jsonData())
    #expect(decoded == path)
    #expect(Set(decoded.entries.map(\.typeName)).count == 80)
  }

  /// Registers `value`'s type and appends the value, then does the same for `[value]`.
  private static func nest<T: Hashable & Codable>(
    _ value: T, depth: Int, into registry: inout NBTypeRegistry, values: inout [AnyHashable]
  ) {
    registry.register(T.self)
    values.append(AnyHashable(value))
    if depth > 1 {
      nest([value], depth: depth - 1, into: &registry, values: &values)
    }
  }

  // MARK: Entries

  @Test func decodedEntriesEqualAndHashLikePushedOnes() throws {
    let pushed = NBNavigationPath([Route.search("x"), Route.list])
    let decoded = try registry.decodePath(from: try #require(pushed.codable).jsonData())
    #expect(decoded == pushed)
    #expect(decoded.entries.map(\.hashValue) == pushed.entries.map(\.hashValue))
    #expect(decoded.entries[0] != decoded.entries[1])
    #expect(decoded.last == AnyHashable(Route.list))
    // Identities read like any other: small, distinct, fresh again for a restored copy.
    #expect(decoded.entries.allSatisfy { $0.id.rawValue < 1 << 40 })
    #expect(Set(decoded.entries.map(\.id)).count == 2)
    let restored = NBNavigationPath(try #require(decoded.codable))
    #expect(restored == decoded)
    #expect(Set(restored.entries.map(\.id)).isDisjoint(with: decoded.entries.map(\.id)))
    #expect(restored.entries.map(\.value) == pushed.entries.map(\.value))
  }

  // MARK: Writer misuse

  @Test(arguments: [
    (HandCoded.Misuse.Kind.keysOutOfOrder, #"Key "id" was written after "title""#),
    (.repeatedKey, #"Key "id" was written after "id""#),
    (.missingMemberValue, "No value was written for the key"),
    (.twoValues, "A second value was written"),
    (.nothing, "wrote no JSON value"),
    (.infinity, "Unable to encode inf directly in JSON"),
  ])
  func writerMisuseIsAnEncodingErrorSayingWhat(kind: HandCoded.Misuse.Kind, message: String) {
    let path = NBNavigationPath([HandCoded.Misuse(kind: kind)])
    #expect {
      try #require(path.codable).jsonData()
    } throws: { error in
      guard case EncodingError.invalidValue(_, let context) = error else {
        return false
      }
      return context.debugDescription.contains(message)
    }
  }

  // MARK: Reader errors

  @Test func aMissingKeyIsKeyNotFoundAtTheObject() {
    let text = #"{"screen":{"_0":{"id":3,"tags":[]}}}"#
    #expect {
      try decodeRoute(text)
    } throws: { error in
      guard case DecodingError.keyNotFound(let key, let context) = error else {
        return false
      }
      return key.stringValue == "title"
        && context.codingPath.map(\.stringValue) == ["screen", "_0"]
    }
  }

  @Test func aValueOfTheWrongTypeIsTypeMismatchAtTheValue() {
    let text = #"{"item":{"highlighted":"yes","id":1}}"#
    #expect {
      try decodeRoute(text)
    } throws: { error in
      guard case DecodingError.typeMismatch(_, let context) = error else {
        return false
      }
      return context.codingPath.map(\.stringValue) == ["item", "highlighted"]
        && context.debugDescription.contains(#"a string ("yes")"#)
    }
  }

  @Test func anEnumObjectWithTwoKeysIsTypeMismatch() {
    #expect {
      try decodeRoute(#"{"list":{},"search":{"_0":"x"}}"#)
    } throws: { error in
      "\(error)".contains("exactly one key")
    }
  }

  @Test func anUnknownCaseIsDataCorruptedAtThePayload() {
    #expect {
      try decodeRoute(#"{"detail":{}}"#)
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else {
        return false
      }
      return context.codingPath.map(\.stringValue) == ["detail"]
        && context.debugDescription == #"Unknown case "detail"."#
    }
  }

  @Test func nullForAnOptionalMemberIsNil() throws {
    let text = #"{"id":1,"subtitle":null,"tags":["a"],"title":"t"}"#
    let decoder = JSONValueDecoder()
    try decoder.load(Data(text.utf8))
    let screen = try Screen(from: NBJSONReader(decoder: decoder, index: 0))
    #expect(screen == Screen(id: 1, title: "t", tags: ["a"]))
  }

  @Test func aBadElementInADocumentNamesTheEntryAndThePlaceInside() throws {
    let document = #"["NavigationBackportTests.HandCoded.Route","{\"item\":{\"id\":1}}"]"#
    #expect {
      try registry.decodePath(from: Data(document.utf8))
    } throws: { error in
      let text = "\(error)"
      return text.contains("Entry 0 from the top")
        && text.contains(#"missing key "highlighted" at item"#)
    }
  }

  private func decodeRoute(_ text: String) throws -> Route {
    let decoder = JSONValueDecoder()
    try decoder.load(Data(text.utf8))
    return try Route(from: NBJSONReader(decoder: decoder, index: 0))
  }
}

/// Writes a different object than its `Codable` conformance does.
private struct Disagreeing: Codable, Equatable, NBJSONCodable {
  var id = 1

  init() {}

  func encode(to json: inout NBJSONWriter) {
    json.encodeObject { $0.encode("x", forKey: "name") }
  }

  init(from json: NBJSONReader) throws {
    id = 1
  }
}
