import Foundation
import Testing

@testable import NavigationBackport

/// The whole-document fast paths, `jsonData()` and `decodePath(from:)`/`decodeState(from:)`:
/// Foundation's bytes, round trips both ways, and errors that say which entry is wrong.
@Suite struct FastPathCodingTests {
  private typealias Screen = JSONFixtures.Screen
  private typealias Route = JSONFixtures.Route

  private var registry: NBTypeRegistry {
    var registry = NBTypeRegistry()
    registry.register(Int.self)
    registry.register(String.self)
    registry.register(Screen.self)
    registry.register(Route.self)
    registry.register(Double.self)
    return registry
  }

  private var path: NBNavigationPath {
    var path = NBNavigationPath()
    path.append(42)
    path.append("quote\" slash/ é😀\n\u{1}")
    path.append(Screen(id: "a", title: "A", subtitle: nil))
    path.append(Route.item(id: 7, highlighted: true))
    path.append(Route.nested(Screen(id: "b", title: "B", subtitle: "s"), tags: ["x"]))
    path.append(-0.5)
    return path
  }

  private var state: NBNavigationState {
    var state = NBNavigationState(
      roots: [NBRoot(id: "main", path: path), NBRoot(id: "other")], selected: "other",
      modals: [NBModal(.sheet, content: Route.list, path: NBNavigationPath([1, 2]))])
    state.modals.append(NBModal(.fullScreenCover, content: "cover", withStack: false))
    return state
  }

  private var foundationEncoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  private func text(_ data: Data) -> String {
    String(decoding: data, as: UTF8.self)
  }

  // MARK: Bytes

  @Test func pathBytesAreFoundationsBytes() throws {
    let codable = try #require(path.codable)
    #expect(try codable.jsonData() == foundationEncoder.encode(codable))
  }

  @Test func pathBytesHaveTheWireShape() throws {
    var path = NBNavigationPath()
    path.append(Screen(id: "a", title: "A"))
    path.append(42)
    let data = try #require(path.codable).jsonData()
    #expect(
      text(data)
        == #"["Swift.Int","42","NavigationBackportTests.JSONFixtures.Screen","{\"id\":\"a\",\"title\":\"A\"}"]"#
    )
  }

  @Test func stateBytesAreFoundationsBytes() throws {
    let codable = try #require(state.codable)
    #expect(try codable.jsonData() == foundationEncoder.encode(codable))
    #expect(text(try codable.jsonData()).hasPrefix(#"{"modals":[{"content":["#))
  }

  @Test func bytesAreDeterministic() throws {
    let values = (0..<50).map { ["k\($0)": $0, "z": -$0] }
    var first = NBNavigationPath()
    var second = NBNavigationPath()
    for value in values {
      first.append(value)
      second.append(value)
    }
    var registry = self.registry
    registry.register([String: Int].self)
    let data = try #require(first.codable).jsonData()
    #expect(try #require(second.codable).jsonData() == data)
    #expect(try registry.decodePath(from: data) == first)
  }

  @Test func anEmptyPathIsAnEmptyArray() throws {
    #expect(text(try #require(NBNavigationPath().codable).jsonData()) == "[]")
    #expect(try registry.decodePath(from: Data("[]".utf8)).isEmpty)
  }

  @Test func nonFiniteValuesAreEncodingErrors() throws {
    let codable = try #require(NBNavigationPath([Double.nan]).codable)
    #expect(throws: EncodingError.self) { try codable.jsonData() }
    #expect(throws: EncodingError.self) { try foundationEncoder.encode(codable) }
  }

  // MARK: Round trips

  @Test func pathsRoundTripThroughTheFastPath() throws {
    let decoded = try registry.decodePath(from: try #require(path.codable).jsonData())
    #expect(decoded == path)
    #expect(Set(decoded.entries.map(\.id)).isDisjoint(with: path.entries.map(\.id)))
  }

  @Test func statesRoundTripThroughTheFastPath() throws {
    #expect(try registry.decodeState(from: try #require(state.codable).jsonData()) == state)
  }

  @Test func fastBytesDecodeWithFoundationAndFoundationBytesDecodeFast() throws {
    let codable = try #require(path.codable)
    let viaFoundation = try registry.makeDecoder().decode(
      NBNavigationPath.CodableRepresentation.self, from: try codable.jsonData())
    #expect(NBNavigationPath(viaFoundation) == path)
    #expect(try registry.decodePath(from: foundationEncoder.encode(codable)) == path)

    let stateCodable = try #require(state.codable)
    let stateViaFoundation = try registry.makeDecoder().decode(
      NBNavigationState.CodableRepresentation.self, from: try stateCodable.jsonData())
    #expect(NBNavigationState(stateViaFoundation) == state)
    #expect(try registry.decodeState(from: foundationEncoder.encode(stateCodable)) == state)
  }

  @Test func prettyPrintedDocumentsDecode() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted]
    #expect(try registry.decodePath(from: encoder.encode(try #require(path.codable))) == path)
  }

  @Test func longPathsRoundTrip() throws {
    let elements: [AnyHashable] = (0..<20_000).map { index in
      switch index % 4 {
      case 0: AnyHashable(index)
      case 1: AnyHashable("screen \(index)")
      case 2: AnyHashable(Screen(id: "\(index)", title: "T", subtitle: nil))
      default: AnyHashable(Route.item(id: index, highlighted: index.isMultiple(of: 3)))
      }
    }
    let path = NBNavigationPath(elements)
    #expect(try registry.decodePath(from: try #require(path.codable).jsonData()) == path)
  }

  // MARK: Errors

  private func decodingError(_ document: String, registry: NBTypeRegistry? = nil) -> String? {
    do {
      _ = try (registry ?? self.registry).decodePath(from: Data(document.utf8))
      return nil
    } catch let DecodingError.dataCorrupted(context) {
      return context.debugDescription
    } catch {
      return "\(error)"
    }
  }

  @Test(arguments: [
    (
      "[\"Swift.Int\",\n \"1\",",
      "Not valid JSON: line 2, column 6: the document ends where a value was expected"
    ),
    (
      "[\"Swift.Int\"]",
      "Item 0 (type \"Swift.Int\") has no JSON text after it: the array is odd-length"
    ),
    (
      "[\"Swift.Int\", \"1\", 2, \"3\"]",
      "Item 2 should be a string holding a type name: expected String"
    ),
    ("[\"Swift.Int\", \"1\", 2, \"3\"]", "found a number (2)"),
    ("[\"Swift.Int\", 1]", "Item 1 should be a string holding the JSON text of \"Swift.Int\""),
    (
      "[\"Nope\", \"1\"]",
      "Entry 0 from the top (items 0 and 1) names type \"Nope\", which is not registered (registered types: NavigationBackportTests.JSONFixtures.Route, NavigationBackportTests.JSONFixtures.Screen, Swift.Double, Swift.Int, Swift.String). Register it"
    ),
    (
      "[\"Swift.Int\", \"1\", \"Swift.Int\", \"x\"]",
      "Entry 1 from the top (items 2 and 3), of type \"Swift.Int\", does not decode: not valid JSON at line 1, column 1: unexpected 'x'"
    ),
    ("[\"Swift.Int\", \"1.5\"]", "does not decode: The number 1.5 is not an integer"),
    (
      "[\"NavigationBackportTests.JSONFixtures.Screen\", \"{\\\"id\\\":\\\"a\\\"}\"]",
      "does not decode: missing key \"title\""
    ),
    (
      "[\"NavigationBackportTests.JSONFixtures.Screen\", \"{\\\"id\\\":1,\\\"title\\\":\\\"t\\\"}\"]",
      "expected String at id: Expected to decode String but found a number (1) instead."
    ),
  ])
  func pathErrorsNameTheEntryAndTheProblem(document: String, message: String) {
    let description = decodingError(document)
    #expect(description?.contains(message) == true, "\(description ?? "no error")")
  }

  @Test func aDocumentThatIsNotAnArrayIsATypeMismatch() {
    #expect(throws: DecodingError.self) { try registry.decodePath(from: Data("{}".utf8)) }
    #expect(throws: DecodingError.self) { try registry.decodePath(from: Data("\"x\"".utf8)) }
  }

  @Test func malformedJSONCarriesTheSyntaxErrorAsUnderlyingError() {
    do {
      _ = try registry.decodePath(from: Data("[1,\n2,]".utf8))
      Issue.record("expected an error")
    } catch let DecodingError.dataCorrupted(context) {
      let syntax = context.underlyingError as? JSONSyntaxError
      #expect(syntax?.line == 2)
      #expect(syntax?.column == 3)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func decodingWithoutARegistryIsAnErrorThatSaysHowToFixIt() throws {
    let data = try foundationEncoder.encode(try #require(path.codable))
    #expect {
      try JSONDecoder().decode(NBNavigationPath.CodableRepresentation.self, from: data)
    } throws: { error in
      "\(error)".contains("No NBTypeRegistry was supplied")
    }
  }

  private func stateError(_ document: String) -> String? {
    do {
      _ = try registry.decodeState(from: Data(document.utf8))
      return nil
    } catch let DecodingError.dataCorrupted(context) {
      return context.debugDescription + " @ "
        + context.codingPath.map(\.stringValue).joined(separator: ".")
    } catch {
      return "\(error)"
    }
  }

  @Test(arguments: [
    (
      #"{"selectedRoot":"x","roots":[{"id":"main","path":[]}],"modals":[]}"#,
      #"The selected root "x" is not among the roots ("main"). @ selectedRoot"#
    ),
    (
      #"{"selectedRoot":"a","roots":[{"id":"a","path":[]},{"id":"a","path":[]}],"modals":[]}"#,
      #"Root "a" appears more than once. @ roots.Index 1"#
    ),
    (
      #"{"selectedRoot":"a","roots":[{"id":"a","path":[]}],"modals":[{"style":"popover","content":["Swift.Int","1"]}]}"#,
      #"Unknown modal style "popover"; expected one of "sheet", "fullScreenCover". @ modals.Index 0.style"#
    ),
    (
      #"{"selectedRoot":"a","roots":[{"id":"a","path":["Swift.Int","1","Nope","2"]}],"modals":[]}"#,
      #"In roots.Index 0.path, entry 1 from the top (items 2 and 3) names type "Nope""#
    ),
    (
      #"{"selectedRoot":"a","roots":[{"id":"a","path":[]}],"modals":[{"style":"sheet","content":[]}]}"#,
      "A modal's content must be exactly one type name and its JSON text; found 0 values."
    ),
    ("{\"selectedRoot\":\"a\",\n\"roots\":[}", "Not valid JSON: line 2, column 10"),
  ])
  func stateErrorsNameThePlace(document: String, message: String) {
    let description = stateError(document)
    #expect(description?.contains(message) == true, "\(description ?? "no error")")
  }
}
