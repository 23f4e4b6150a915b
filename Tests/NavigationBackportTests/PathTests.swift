import Testing

@testable import NavigationBackport

/// `NBNavigationPath` has SwiftUI's `NavigationPath` surface, plus readable elements.
@Suite(.timeLimit(.minutes(5))) struct PathTests {
  @Test func emptyPathShowsTheRoot() {
    let path = NBNavigationPath()

    #expect(path.isEmpty)
    #expect(path.count == 0)
    #expect(path.elements.isEmpty)
    #expect(path.elements.last == nil)
  }

  @Test func sequenceInitializerPutsTheFirstElementAtTheBottom() {
    let path = NBNavigationPath([1, 2, 3])

    #expect(path.count == 3)
    #expect(!path.isEmpty)
    #expect(path.elements == [1, 2, 3])
    #expect(path.elements.last == AnyHashable(3))
  }

  @Test func appendPushesValuesOfAnyHashableTypeOnTop() {
    var path = NBNavigationPath()
    path.append(Fixtures.article)
    path.append(Route.detail(id: 7))
    path.append(Fixtures.tags)

    #expect(path.count == 3)
    #expect(path.elements == [Fixtures.article, Route.detail(id: 7), Fixtures.tags])
    #expect(path.elements.last == AnyHashable(Fixtures.tags))
  }

  @Test func removeLastRemovesFromTheTop() {
    var path = NBNavigationPath([1, 2, 3, 4])

    path.removeLast()
    #expect(path.elements == [1, 2, 3])

    path.removeLast(2)
    #expect(path.elements == [1])

    path.removeLast(0)
    #expect(path.elements == [1])

    path.removeLast(1)
    #expect(path.isEmpty)
  }

  @Test func equalityComparesValuesInOrder() {
    #expect(NBNavigationPath([1, 2]) == NBNavigationPath([1, 2]))
    #expect(NBNavigationPath([1, 2]) != NBNavigationPath([2, 1]))
    #expect(NBNavigationPath([1, 2]) != NBNavigationPath([1, 2, 3]))
    #expect(NBNavigationPath([AnyHashable(1)]) != NBNavigationPath([AnyHashable("1")]))
    #expect(NBNavigationPath() == NBNavigationPath([Int]()))
  }

  @Test func equalityIgnoresIdentities() {
    let first = NBNavigationPath([Fixtures.article])
    let second = NBNavigationPath([Fixtures.article])

    #expect(first.entries[0].id != second.entries[0].id)
    #expect(first == second)
  }

  @Test func everyPushGetsAFreshIdentityEvenForEqualValues() {
    var path = NBNavigationPath()
    path.append(5)
    path.append(5)
    path.append(5)

    #expect(Set(path.entries.map(\.id)).count == 3)
  }

  @Test func entriesInitializerKeepsIdentities() {
    let original = NBNavigationPath(["a", "b"])

    let copy = NBNavigationPath(entries: original.entries)
    let extended = NBNavigationPath(entries: [original.entries[1]])

    #expect(copy.entries.map(\.id) == original.entries.map(\.id))
    #expect(extended.entries[0].id == original.entries[1].id)
  }

  @Test func classElementsKeepTheirDynamicType() {
    var path = NBNavigationPath()
    let dog: Animal = Dog(name: "Rex", breed: "Beagle")
    path.append(dog)

    #expect(path.entries[0].typeName == "NavigationBackportTests.Dog")
    #expect(path.elements[0].base is Dog)
  }

  @Test func typeErasedValuesAreNotWrappedTwice() {
    var path = NBNavigationPath()
    path.append(AnyHashable(Fixtures.article))

    #expect(path.entries[0].typeName == "NavigationBackportTests.Article")
    #expect(path.elements[0].base is Article)
  }

  @Test func entriesCompareByValueOnly() {
    let first = NBPathEntry(AnyHashable(3))
    let second = NBPathEntry(AnyHashable(3))

    #expect(first.id != second.id)
    #expect(first == second)
    #expect(first != NBPathEntry(AnyHashable(4)))
  }
}
