import Foundation
import Testing

@testable import NavigationBackport

/// Encoding paths to the SwiftUI-shaped wire format with readable names, and decoding them back.
@Suite(.timeLimit(.minutes(5))) struct PathCodingTests {
  // MARK: Round-trips

  @Test func mixedElementTypesRoundTripThroughJSONBytes() throws {
    let path = NBNavigationPath(Fixtures.mixedElements())

    let data = try encodeJSON(try #require(path.codable))
    let decoded = try Fixtures.registry().decodePath(from: data)

    #expect(decoded == path)
    #expect(decoded.count == 10)
    #expect(decoded.entries.map(\.typeName) == path.entries.map(\.typeName))
    #expect(decoded.elements[7].base is Dog)
    #expect((decoded.elements[7].base as? Dog)?.breed == "Beagle")
    #expect(decoded.elements[8].base is Puppy)
    #expect(decoded.elements[9] == AnyHashable(Fixtures.tags))
  }

  @Test func representationDecodesWithTheRegistrysDecoder() throws {
    let path = NBNavigationPath(Fixtures.mixedElements())
    let codable = try #require(path.codable)

    let decoded = try Fixtures.registry().makeDecoder()
      .decode(NBNavigationPath.CodableRepresentation.self, from: encodeJSON(codable))

    #expect(decoded == codable)
    #expect(decoded.count == 10)
    #expect(NBNavigationPath(decoded) == path)
  }

  @Test func emptyPathRoundTripsAsAnEmptyArray() throws {
    let data = try encodeJSON(try #require(NBNavigationPath().codable))

    #expect(String(decoding: data, as: UTF8.self) == "[]")
    #expect(try Fixtures.registry().decodePath(from: data) == NBNavigationPath())
  }

  @Test func tenThousandElementPathComesBackEqual() throws {
    let elements: [AnyHashable] = (0..<10_000).map { index in
      switch index % 4 {
      case 0: return AnyHashable(index)
      case 1: return AnyHashable(Article(id: index, title: "Article \(index)"))
      case 2: return AnyHashable(Route.search(query: "q\(index)", page: index))
      default: return AnyHashable("screen \(index)")
      }
    }
    let path = NBNavigationPath(elements)

    let data = try encodeJSON(try #require(path.codable))
    let decoded = try Fixtures.registry().decodePath(from: data)

    #expect(decoded.count == 10_000)
    #expect(decoded == path)
    #expect(decoded.elements.first == AnyHashable(0))
    #expect(decoded.elements.last == AnyHashable("screen 9999"))
  }

  @Test func decodingGivesFreshIdentities() throws {
    let path = NBNavigationPath([1, 2, 3])
    let data = try encodeJSON(try #require(path.codable))
    let registry = Fixtures.registry()

    let first = try registry.decodePath(from: data)
    let second = try registry.decodePath(from: data)

    #expect(first == path)
    #expect(second == path)
    let originalIDs = Set(path.entries.map(\.id))
    #expect(originalIDs.isDisjoint(with: first.entries.map(\.id)))
    #expect(originalIDs.isDisjoint(with: second.entries.map(\.id)))
    #expect(Set(first.entries.map(\.id)).isDisjoint(with: second.entries.map(\.id)))
  }

  @Test func rebuildingFromARepresentationGivesFreshIdentities() throws {
    let path = NBNavigationPath(["a", "b"])

    let rebuilt = NBNavigationPath(try #require(path.codable))

    #expect(rebuilt == path)
    #expect(Set(path.entries.map(\.id)).isDisjoint(with: rebuilt.entries.map(\.id)))
  }

  // MARK: Codable or not

  @Test func codableIsNilWhenAnyElementIsNotCodable() {
    let path = NBNavigationPath([AnyHashable(1), AnyHashable(Opaque(token: 9)), AnyHashable("x")])

    #expect(path.codable == nil)
  }

  @Test func codableExistsWhenEveryElementIsCodable() throws {
    let codable = try #require(NBNavigationPath(Fixtures.mixedElements()).codable)

    #expect(codable.count == 10)
  }

  // MARK: Wire format

  @Test func wireFormatIsOneFlatArrayWithTheLastPushedElementFirst() throws {
    let path = NBNavigationPath([AnyHashable(1), AnyHashable("two"), AnyHashable(Fixtures.article)])

    #expect(
      try wireItems(of: path) == [
        "NavigationBackportTests.Article", #"{"id":1,"title":"Shiraz"}"#,
        "Swift.String", #""two""#,
        "Swift.Int", "1",
      ])
  }

  @Test func wireFormatWritesEnumsClassesAndNestedGenericsReadably() throws {
    let path = NBNavigationPath([
      AnyHashable(Route.search(query: "rosé", page: 2)),
      AnyHashable(Dog(name: "Rex", breed: "Beagle")),
      AnyHashable(Fixtures.tags),
    ])

    #expect(
      try wireItems(of: path) == [
        "Swift.Dictionary<Swift.String, Swift.Array<Swift.Int>>", #"{"red":[1,2],"white":[]}"#,
        "NavigationBackportTests.Dog", #"{"breed":"Beagle","name":"Rex"}"#,
        "NavigationBackportTests.Route", #"{"search":{"page":2,"query":"rosé"}}"#,
      ])
  }

  @Test func stableTypeNameIsWrittenInsteadOfTheQualifiedName() throws {
    let path = NBNavigationPath([Renamed(value: 3)])

    #expect(try wireItems(of: path) == ["fixtures.renamed", #"{"value":3}"#])
    #expect(path.entries[0].typeName == "fixtures.renamed")
  }

  @Test func stableTypeNameDecodesBackToItsType() throws {
    var registry = NBTypeRegistry()
    registry.register(Renamed.self)
    let path = NBNavigationPath([Renamed(value: 3)])

    let decoded = try registry.decodePath(from: encodeJSON(try #require(path.codable)))

    #expect(registry.typeNames.contains("fixtures.renamed"))
    #expect(!registry.typeNames.contains("NavigationBackportTests.Renamed"))
    #expect(decoded == path)
    #expect(decoded.elements[0].base is Renamed)
  }

  @Test func typeNamesAreReadableQualifiedNames() {
    #expect(NBTypeName.of(Int.self) == "Swift.Int")
    #expect(NBTypeName.of(String.self) == "Swift.String")
    #expect(NBTypeName.of([String].self) == "Swift.Array<Swift.String>")
    #expect(NBTypeName.of(Tags.self) == "Swift.Dictionary<Swift.String, Swift.Array<Swift.Int>>")
    #expect(NBTypeName.of(Article.self) == "NavigationBackportTests.Article")
    #expect(NBTypeName.of(Route.self) == "NavigationBackportTests.Route")
    #expect(NBTypeName.of(Puppy.self) == "NavigationBackportTests.Puppy")
    #expect(NBTypeName.of(Renamed.self) == "fixtures.renamed")
  }
}
