import Foundation
import Testing

@testable import NavigationBackport

/// `NBTypeRegistry`: the allowlist of decodable types, its name conflicts and merging.
@Suite(.timeLimit(.minutes(5))) struct TypeRegistryTests {
  @Test func emptyRegistryAllowsNothing() {
    let registry = NBTypeRegistry()

    #expect(registry.typeNames.isEmpty)
    #expect(!registry.contains(Int.self))
    #expect(!registry.typeNames.contains("Swift.Int"))
  }

  @Test func registeredTypesAreListedByNameInAlphabeticalOrder() {
    var registry = NBTypeRegistry()

    #expect(registry.register(String.self) == true)
    #expect(registry.register(Article.self) == true)
    #expect(registry.register(Tags.self) == true)

    #expect(
      registry.typeNames == [
        "NavigationBackportTests.Article",
        "Swift.Dictionary<Swift.String, Swift.Array<Swift.Int>>",
        "Swift.String",
      ])
    #expect(registry.contains(Article.self))
    #expect(registry.typeNames.contains("Swift.String"))
  }

  @Test func registeringTheSameTypeAgainIsHarmless() {
    var registry = NBTypeRegistry()
    registry.register(Article.self)

    #expect(registry.register(Article.self) == true)
    #expect(registry.typeNames == ["NavigationBackportTests.Article"])
  }

  @Test func secondTypeClaimingANameIsRefused() throws {
    var registry = NBTypeRegistry()
    #expect(registry.register(Renamed.self) == true)

    #expect(registry.register(Impostor.self) == false)
    #expect(registry.register(Impostor.self) == false)

    #expect(registry.contains(Renamed.self))
    #expect(!registry.contains(Impostor.self))
    let data = try encodeJSON(try #require(NBNavigationPath([Renamed(value: 1)]).codable))
    #expect(try registry.decodePath(from: data).elements == [Renamed(value: 1)])
  }

  @Test func mergeAddsTheOtherRegistrysTypes() throws {
    var first = NBTypeRegistry()
    first.register(Int.self)
    var second = NBTypeRegistry()
    second.register(Article.self)
    second.register(Int.self)

    #expect(first.merge(second).isEmpty)

    #expect(first.typeNames == ["NavigationBackportTests.Article", "Swift.Int"])
    let path = NBNavigationPath([AnyHashable(1), AnyHashable(Fixtures.article)])
    let data = try encodeJSON(try #require(path.codable))
    #expect(try first.decodePath(from: data) == path)
  }

  @Test func mergeKeepsTheExistingTypeOnAConflict() {
    var first = NBTypeRegistry()
    first.register(Renamed.self)
    var second = NBTypeRegistry()
    second.register(Impostor.self)

    #expect(first.merge(second) == ["fixtures.renamed"])

    #expect(first.contains(Renamed.self))
    #expect(!first.contains(Impostor.self))
  }
}
