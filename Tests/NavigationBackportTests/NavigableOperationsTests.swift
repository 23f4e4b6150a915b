import NavigationBackport
import Testing

/// The navigator operations on `NBNavigationPath` and on plain arrays of screens: each honours a
/// valid request and refuses an invalid one, returning `false` and changing nothing.
@Suite struct NavigableOperationsTests {
  /// A bottom-to-top stack of mixed screens: `[1, article, "x", 1, otherArticle]`.
  static func mixedPath() -> NBNavigationPath {
    NBNavigationPath([
      AnyHashable(1), AnyHashable(Fixtures.article), AnyHashable("x"), AnyHashable(1),
      AnyHashable(Fixtures.otherArticle),
    ])
  }

  // MARK: push and pop

  @Test func pushAddsOnTop() {
    var path = NBNavigationPath([1])
    path.push(AnyHashable("two"))
    var array = [Route.home]
    array.push(.detail(id: 2))

    #expect(path.elements == [1, "two"])
    #expect(array == [.home, .detail(id: 2)])
  }

  @Test func popRemovesTheGivenNumberFromTheTop() {
    var path = NBNavigationPath([1, 2, 3, 4])
    var array = [1, 2, 3, 4]

    #expect(path.pop() == true)
    #expect(array.pop() == true)
    #expect(path.elements == [1, 2, 3])
    #expect(array == [1, 2, 3])

    #expect(path.pop(2) == true)
    #expect(array.pop(2) == true)
    #expect(path.elements == [1])
    #expect(array == [1])
  }

  @Test func popOfEverythingEmptiesTheStack() {
    var path = NBNavigationPath([1, 2])
    var array = [1, 2]

    #expect(path.pop(2) == true)
    #expect(array.pop(2) == true)
    #expect(path.isEmpty)
    #expect(array.isEmpty)
  }

  @Test func popOfZeroSucceedsAndChangesNothing() {
    var path = NBNavigationPath([1, 2])
    var array = [1, 2]

    #expect(path.pop(0) == true)
    #expect(array.pop(0) == true)
    #expect(path.elements == [1, 2])
    #expect(array == [1, 2])
  }

  @Test(arguments: [-1, 4, 100])
  func popOutOfRangeIsRefusedAndChangesNothing(count: Int) {
    var path = NBNavigationPath([1, 2, 3])
    let ids = path.entries.map(\.id)
    var array = [1, 2, 3]

    #expect(path.pop(count) == false)
    #expect(array.pop(count) == false)
    #expect(path.elements == [1, 2, 3])
    #expect(path.entries.map(\.id) == ids)
    #expect(array == [1, 2, 3])
  }

  @Test func popOnAnEmptyStackIsRefused() {
    var path = NBNavigationPath()
    var array: [Int] = []

    #expect(path.pop() == false)
    #expect(array.pop() == false)
  }

  @Test func popKeepsTheIdentitiesOfTheRemainingEntries() {
    var path = NBNavigationPath([1, 2, 3])
    let ids = path.entries.map(\.id)

    path.pop()

    #expect(path.entries.map(\.id) == Array(ids.prefix(2)))
  }

  // MARK: popTo(index:) and popToRoot

  @Test func popToIndexLeavesThatScreenOnTop() {
    var path = NBNavigationPath([10, 20, 30, 40])
    var array = [10, 20, 30, 40]

    #expect(path.popTo(index: 1) == true)
    #expect(array.popTo(index: 1) == true)
    #expect(path.elements == [10, 20])
    #expect(array == [10, 20])
  }

  @Test func popToIndexOfTheTopChangesNothing() {
    var array = [10, 20, 30]

    #expect(array.popTo(index: 2) == true)
    #expect(array == [10, 20, 30])
  }

  @Test(arguments: [-1, 3, 50])
  func popToIndexOutOfRangeIsRefusedAndChangesNothing(index: Int) {
    var path = NBNavigationPath([10, 20, 30])
    var array = [10, 20, 30]

    #expect(path.popTo(index: index) == false)
    #expect(array.popTo(index: index) == false)
    #expect(path.elements == [10, 20, 30])
    #expect(array == [10, 20, 30])
  }

  @Test func popToRootEmptiesTheStack() {
    var path = Self.mixedPath()
    var array = [Route.home, .detail(id: 1), .detail(id: 2)]

    #expect(path.popToRoot() == true)
    #expect(array.popToRoot() == true)
    #expect(path.isEmpty)
    #expect(array.isEmpty)
  }

  @Test func popToRootOnAnEmptyStackSucceeds() {
    var path = NBNavigationPath()
    var array: [Route] = []

    #expect(path.popToRoot() == true)
    #expect(array.popToRoot() == true)
    #expect(path.isEmpty)
    #expect(array.isEmpty)
  }

  // MARK: popTo(where:), popTo(value), popTo(type), popTo(id:)

  @Test func popToWhereStopsAtTheTopmostMatch() {
    var path = Self.mixedPath()
    var array = [1, 5, 2, 6, 3]

    #expect(path.popTo(where: { $0.base is Int }) == true)
    #expect(array.popTo(where: { $0 > 4 }) == true)
    #expect(path.count == 4)
    #expect(array == [1, 5, 2, 6])
  }

  @Test func popToWhereWithoutAMatchIsRefused() {
    var path = Self.mixedPath()
    var array = [1, 2, 3]

    #expect(path.popTo(where: { $0.base is Route }) == false)
    #expect(array.popTo(where: { $0 > 4 }) == false)
    #expect(path == Self.mixedPath())
    #expect(array == [1, 2, 3])
  }

  @Test func popToValueStopsAtTheTopmostEqualValue() {
    var path = Self.mixedPath()
    var array = [Route.home, .detail(id: 1), .home, .detail(id: 2)]

    #expect(path.popTo(1) == true)
    #expect(array.popTo(Route.home) == true)
    #expect(path.elements == [1, Fixtures.article, "x", 1])
    #expect(array == [.home, .detail(id: 1), .home])
  }

  @Test func popToValueOfAnotherTypeDoesNotMatch() {
    var path = Self.mixedPath()

    #expect(path.popTo("1") == false)
    #expect(path.popTo(Route.home) == false)
    #expect(path == Self.mixedPath())
  }

  @Test func popToValueNotOnTheStackIsRefused() {
    var array = [Route.home, .detail(id: 1)]

    #expect(array.popTo(Route.detail(id: 9)) == false)
    #expect(array == [.home, .detail(id: 1)])
  }

  @Test func popToTypeStopsAtTheTopmostValueOfThatType() {
    var path = Self.mixedPath()
    var array: [AnyHashable] = [1, "a", 2, "b", 3]

    #expect(path.popTo(String.self) == true)
    #expect(array.popTo(String.self) == true)
    #expect(path.elements == [1, Fixtures.article, "x"])
    #expect(array == [1, "a", 2, "b"])
  }

  @Test func popToTypeMatchesSubclasses() {
    var path = NBNavigationPath([
      AnyHashable(Animal(name: "a")), AnyHashable(Dog(name: "d", breed: "b")), AnyHashable(1),
    ])

    #expect(path.popTo(Animal.self) == true)
    #expect(path.count == 2)
    #expect(path.last?.base is Dog)
  }

  @Test func popToTypeNotOnTheStackIsRefused() {
    var path = Self.mixedPath()
    var array: [AnyHashable] = [1, 2]

    #expect(path.popTo(Route.self) == false)
    #expect(array.popTo(String.self) == false)
    #expect(path == Self.mixedPath())
    #expect(array == [1, 2])
  }

  @Test func popToIDFindsIdentifiableScreensInAnArray() {
    var array = [
      Article(id: 1, title: "a"), Article(id: 2, title: "b"), Article(id: 3, title: "c"),
    ]

    #expect(array.popTo(id: 2) == true)
    #expect(array.map(\.id) == [1, 2])
    #expect(array.popTo(id: 9) == false)
    #expect(array.map(\.id) == [1, 2])
  }

  @Test func popToIDFindsIdentifiableScreensOnAPath() {
    var path = Self.mixedPath()

    #expect(path.popTo(id: Fixtures.article.id) == true)
    #expect(path.elements == [1, Fixtures.article])
  }

  @Test func popToIDIgnoresValuesThatAreNotIdentifiable() {
    var path = NBNavigationPath([AnyHashable(Fixtures.article), AnyHashable(1), AnyHashable(2)])

    #expect(path.popTo(id: 2) == false)
    #expect(path.count == 3)
    #expect(path.popTo(id: 1) == true)
    #expect(path.count == 1)
  }

  @Test func popToIDOfTypeOnlyMatchesThatType() {
    var path = Self.mixedPath()

    #expect(path.popTo(id: 1, of: Unidentified.self) == false)
    #expect(path == Self.mixedPath())
    #expect(path.popTo(id: Fixtures.otherArticle.id, of: Article.self) == true)
    #expect(path == Self.mixedPath())
    #expect(path.popTo(id: Fixtures.article.id, of: Article.self) == true)
    #expect(path.count == 2)
  }

  @Test func popToIDNotOnThePathIsRefused() {
    var path = Self.mixedPath()

    #expect(path.popTo(id: 99) == false)
    #expect(path.popTo(id: "1") == false)
    #expect(path == Self.mixedPath())
  }
}

/// An `Identifiable` type with the same kind of identifier as `Article` that is never pushed.
private struct Unidentified: Identifiable, Hashable {
  let id: Int
}
