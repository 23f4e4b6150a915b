import NavigationBackport
import Testing

/// The navigator operations on `NBNavigationPath`.
///
/// Each honours a valid request and refuses an invalid one, returning `false` and changing
/// nothing. Typed arrays of screens have the same operations (see `ArrayOperationsTests`).
@Suite(.timeLimit(.minutes(5))) struct NavigableOperationsTests {
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
    path.append(AnyHashable("two"))

    #expect(path.elements == [1, "two"])
  }

  @Test func popRemovesTheGivenNumberFromTheTop() {
    var path = NBNavigationPath([1, 2, 3, 4])

    #expect(path.pop() == true)
    #expect(path.elements == [1, 2, 3])

    #expect(path.pop(2) == true)
    #expect(path.elements == [1])
  }

  @Test func popOfEverythingEmptiesTheStack() {
    var path = NBNavigationPath([1, 2])

    #expect(path.pop(2) == true)
    #expect(path.isEmpty)
  }

  @Test func popOfZeroSucceedsAndChangesNothing() {
    var path = NBNavigationPath([1, 2])

    #expect(path.pop(0) == true)
    #expect(path.elements == [1, 2])
  }

  @Test(arguments: [-1, 4, 100])
  func popOutOfRangeIsRefusedAndChangesNothing(count: Int) {
    var path = NBNavigationPath([1, 2, 3])
    let ids = path.entries.map(\.id)

    #expect(path.pop(count) == false)
    #expect(path.elements == [1, 2, 3])
    #expect(path.entries.map(\.id) == ids)
  }

  @Test func popOnAnEmptyStackIsRefused() {
    var path = NBNavigationPath()

    #expect(path.pop() == false)
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

    #expect(path.popTo(index: 1) == true)
    #expect(path.elements == [10, 20])
  }

  /// As in NavigationBackport and FlowStacks, index -1 is the root: popping to it empties the
  /// stack.
  @Test func popToIndexMinusOneEmptiesTheStack() {
    var path = NBNavigationPath([10, 20, 30])

    #expect(path.popTo(index: -1) == true)
    #expect(path.isEmpty)
  }

  @Test(arguments: [-2, 3, 50])
  func popToIndexOutOfRangeIsRefusedAndChangesNothing(index: Int) {
    var path = NBNavigationPath([10, 20, 30])

    #expect(path.popTo(index: index) == false)
    #expect(path.elements == [10, 20, 30])
  }

  @Test func popToRootEmptiesTheStack() {
    var path = Self.mixedPath()

    #expect(path.popToRoot() == true)
    #expect(path.isEmpty)
  }

  @Test func popToRootOnAnEmptyStackSucceeds() {
    var path = NBNavigationPath()

    #expect(path.popToRoot() == true)
    #expect(path.isEmpty)
  }

  // MARK: popTo(where:), popTo(value), popTo(type), popTo(id:)

  @Test func popToWhereStopsAtTheTopmostMatch() {
    var path = Self.mixedPath()

    #expect(path.popTo(where: { $0.base is Int }) == true)
    #expect(path.count == 4)
  }

  @Test func popToWhereWithoutAMatchIsRefused() {
    var path = Self.mixedPath()

    #expect(path.popTo(where: { $0.base is Route }) == false)
    #expect(path == Self.mixedPath())
  }

  @Test func popToValueStopsAtTheTopmostEqualValue() {
    var path = Self.mixedPath()

    #expect(path.popTo(1) == true)
    #expect(path.elements == [1, Fixtures.article, "x", 1])
  }

  @Test func popToValueOfAnotherTypeDoesNotMatch() {
    var path = Self.mixedPath()

    // `AnyHashable(1) == AnyHashable(1.0)`, but a Double is another screen than an Int.
    #expect(path.popTo(1.0) == false)

    #expect(path.popTo("1") == false)
    #expect(path.popTo(Route.home) == false)
    #expect(path == Self.mixedPath())
  }

  @Test func popToTypeStopsAtTheTopmostValueOfThatType() {
    var path = Self.mixedPath()

    #expect(path.popTo(String.self) == true)
    #expect(path.elements == [1, Fixtures.article, "x"])
  }

  @Test func popToTypeMatchesSubclasses() {
    var path = NBNavigationPath([
      AnyHashable(Animal(name: "a")), AnyHashable(Dog(name: "d", breed: "b")), AnyHashable(1),
    ])

    #expect(path.popTo(Animal.self) == true)
    #expect(path.count == 2)
    #expect(path.elements.last?.base is Dog)
  }

  @Test func popToTypeNotOnTheStackIsRefused() {
    var path = Self.mixedPath()

    #expect(path.popTo(Route.self) == false)
    #expect(path == Self.mixedPath())
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

  @Test func popToIDNotOnThePathIsRefused() {
    var path = Self.mixedPath()

    #expect(path.popTo(id: 99) == false)
    #expect(path.popTo(id: "1") == false)
    #expect(path == Self.mixedPath())
  }
}
