import Testing

@testable import NavigationBackport

/// Type-keyed destination lookup: exact type, nearest registered superclass, and which of two
/// declarations of one type wins.
@Suite(.timeLimit(.minutes(5))) struct DestinationTableTests {
  /// A table that describes every `Animal` by its class.
  static func animalTable() -> NBDestinationTable<String> {
    var table = NBDestinationTable<String>()
    table.register(Animal.self) { "animal \($0.name)" }
    table.register(Dog.self) { "dog \($0.name)" }
    return table
  }

  // MARK: Exact lookup

  @Test func valueFindsTheBuilderForItsType() {
    var table = NBDestinationTable<String>()
    table.register(Int.self) { "number \($0)" }
    table.register(Article.self) { "article \($0.title)" }
    table.register(Route.self) { "route \($0)" }

    #expect(table.destination(for: 5) == "number 5")
    #expect(table.destination(for: Fixtures.article) == "article Shiraz")
    #expect(table.destination(for: Route.detail(id: 3)) == "route detail(id: 3)")
  }

  @Test func valueOfAnUnregisteredTypeHasNoDestination() {
    var table = NBDestinationTable<String>()
    table.register(Int.self) { "number \($0)" }

    #expect(table.destination(for: "5") == nil)
    #expect(table.destination(for: Opaque(token: 1)) == nil)
    #expect(NBDestinationTable<String>().destination(for: 5) == nil)
  }

  // MARK: Superclass lookup

  @Test func subclassFindsItsNearestRegisteredSuperclass() {
    let table = Self.animalTable()

    #expect(table.destination(for: Puppy(name: "Bit", breed: "Corgi")) == "dog Bit")
    #expect(table.destination(for: Dog(name: "Rex", breed: "Beagle")) == "dog Rex")
    #expect(table.destination(for: Animal(name: "Any")) == "animal Any")
  }

  @Test func subclassFallsBackToAnyRegisteredAncestor() {
    var table = NBDestinationTable<String>()
    table.register(Animal.self) { "animal \($0.name)" }

    #expect(table.destination(for: Puppy(name: "Bit", breed: "Corgi")) == "animal Bit")
  }

  @Test func superclassDoesNotMatchItsSubclassesBuilder() {
    var table = NBDestinationTable<String>()
    table.register(Dog.self) { "dog \($0.name)" }

    #expect(table.destination(for: Animal(name: "Any")) == nil)
  }

  @Test func laterRegistrationOfACloserSuperclassIsFoundAfterALookup() {
    var table = NBDestinationTable<String>()
    table.register(Animal.self) { "animal \($0.name)" }
    let puppy = Puppy(name: "Bit", breed: "Corgi")
    #expect(table.destination(for: puppy) == "animal Bit")

    table.register(Dog.self) { "dog \($0.name)" }

    #expect(table.destination(for: puppy) == "dog Bit")
  }

  @Test func copiesOfATableAnswerForTheirOwnRegistrations() {
    var outer = NBDestinationTable<String>()
    outer.register(Animal.self) { "animal \($0.name)" }
    let puppy = Puppy(name: "Bit", breed: "Corgi")
    #expect(outer.destination(for: puppy) == "animal Bit")

    var inner = outer
    inner.register(Dog.self) { "dog \($0.name)" }

    #expect(inner.destination(for: puppy) == "dog Bit")
    #expect(outer.destination(for: puppy) == "animal Bit")
  }

  // MARK: Precedence

  /// Apple: the stack shows one view "when presenting a particular kind of data", and for a type
  /// declared twice SwiftUI says "Only the destination declared closest to the root view of the
  /// stack will be used." A stack registers root first, so the first registration wins.
  @Test func theRegistrationClosestToTheRootWinsOverALaterOne() {
    var table = NBDestinationTable<String>()
    table.register(Int.self) { "declared by the root view \($0)" }
    table.register(Int.self) { "declared by a pushed screen \($0)" }

    #expect(table.destination(for: 1) == "declared by the root view 1")
  }

  @Test func aLaterRegistrationStillServesTypesTheFirstDoesNotDeclare() {
    var table = NBDestinationTable<String>()
    table.register(Int.self) { "root \($0)" }
    table.register(Int.self) { "pushed \($0)" }
    table.register(String.self) { "pushed \($0)" }

    #expect(table.destination(for: "s") == "pushed s")
  }

  @Test func aSubclassDeclaredLaterIsServedByItsOwnRegistration() {
    var table = NBDestinationTable<String>()
    table.register(Animal.self) { "animal \($0.name)" }
    table.register(Animal.self) { "another animal \($0.name)" }
    table.register(Dog.self) { "dog \($0.name)" }

    #expect(table.destination(for: Puppy(name: "Bit", breed: "Corgi")) == "dog Bit")
    #expect(table.destination(for: Animal(name: "Any")) == "animal Any")
  }

  // MARK: Codable allowlist

  @Test func registeringACodableTypeAllowsDecodingIt() throws {
    var table = NBDestinationTable<String>()
    table.register(Article.self) { $0.title }
    table.register(Opaque.self) { "opaque \($0.token)" }

    #expect(table.codableTypes.contains(Article.self))
    #expect(table.codableTypes.typeNames == ["NavigationBackportTests.Article"])
    let data = try encodeJSON(try #require(NBNavigationPath([Fixtures.article]).codable))
    #expect(try table.codableTypes.decodePath(from: data).elements == [Fixtures.article])
  }

  // MARK: Missing destinations

  @Test func resolveBuildsTheDestinationWhenOneIsRegistered() throws {
    var table = NBDestinationTable<String>()
    table.register(Int.self) { "number \($0)" }

    let result = table.resolve(NBPathEntry(AnyHashable(4)), in: .root(.main), at: 0)

    #expect(try result.get() == "number 4")
  }

  @Test func resolveDescribesAMissingDestination() {
    let table = Self.animalTable()

    let result = table.resolve(NBPathEntry(AnyHashable(Opaque(token: 1))), in: .root(.main), at: 2)

    let expected = NBMissingDestination(
      typeName: "NavigationBackportTests.Opaque", context: .root(.main), position: 2)
    #expect(throws: expected) { try result.get() }
  }

  @Test func missingDestinationMessageNamesTypePlaceAndFix() {
    let missing = NBMissingDestination(
      typeName: "NavigationBackportTests.Opaque", context: .root("settings"), position: 2)

    #expect(
      missing.description == """
        No destination is registered for NavigationBackportTests.Opaque (pushed at position 2 of \
        root "settings"). Register one with \
        nbNavigationDestination(for: NavigationBackportTests.Opaque.self).
        """)
  }

  @Test func missingModalContentIsDescribedAsTheModalsContent() {
    let missing = NBMissingDestination(
      typeName: "Swift.Int", context: .modal(depth: 1), position: nil)

    #expect(missing.description.contains("as the content of modal 1"))
    #expect(missing.description.contains("nbNavigationDestination(for: Swift.Int.self)"))
  }
}
