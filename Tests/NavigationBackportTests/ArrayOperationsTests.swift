import NavigationBackport
import Testing

/// The pushing and popping operations on an array of typed screens, the array a stack is bound
/// to, with the names and results of NavigationBackport's `Array` utilities and FlowStacks'
/// convenience methods.
@Suite(.timeLimit(.minutes(5))) struct ArrayOperationsTests {
  static let numbers = [1, 2, 3]

  @Test func pushAppendsOnTop() {
    var screens: [Route] = [.home]

    screens.push(.detail(id: 1))

    #expect(screens == [.home, .detail(id: 1)])
  }

  @Test func popRemovesFromTheTop() {
    var screens = Self.numbers

    #expect(screens.pop() == true)
    #expect(screens == [1, 2])
    #expect(screens.pop(2) == true)
    #expect(screens.isEmpty)
  }

  /// Where upstream asserts and then does nothing, the request is refused.
  @Test(arguments: [-1, 4]) func popOfAnImpossibleCountChangesNothing(count: Int) {
    var screens = Self.numbers

    #expect(screens.pop(count) == false)
    #expect(screens == Self.numbers)
  }

  /// FlowStacks' `testPopToIndex`: the screen at the index stays on top; -1 is the root.
  @Test func popToIndexLeavesThatScreenOnTop() {
    var screens = Self.numbers

    #expect(screens.popTo(index: 2) == true)
    #expect(screens.count == 3)
    #expect(screens.popTo(index: 1) == true)
    #expect(screens.count == 2)
    #expect(screens.popTo(index: 0) == true)
    #expect(screens.count == 1)
    #expect(screens.popTo(index: -1) == true)
    #expect(screens.isEmpty)
  }

  @Test(arguments: [-2, 3]) func popToAnIndexNotOnTheStackChangesNothing(index: Int) {
    var screens = Self.numbers

    #expect(screens.popTo(index: index) == false)
    #expect(screens == Self.numbers)
  }

  /// FlowStacks' `testPopToRoot`.
  @Test func popToRootEmptiesTheStack() {
    var screens = Self.numbers
    var empty: [Int] = []

    #expect(screens.popToRoot() == true)
    #expect(screens.isEmpty)
    #expect(empty.popToRoot() == true)
  }

  @Test func popToWhereStopsAtTheTopmostMatch() {
    var screens = [1, 2, 1, 3]

    #expect(screens.popTo(where: { $0 == 1 }) == true)
    #expect(screens == [1, 2, 1])
    #expect(screens.popTo(where: { $0 > 5 }) == false)
    #expect(screens == [1, 2, 1])
  }

  /// FlowStacks' `testPopToInstance`, on typed screens.
  @Test func popToAScreenStopsAtTheTopmostEqualOne() {
    var screens: [Route] = [.home, .detail(id: 1), .search(query: "q", page: 1)]

    #expect(screens.popTo(.detail(id: 9)) == false)
    #expect(screens.count == 3)
    #expect(screens.popTo(.detail(id: 1)) == true)
    #expect(screens.count == 2)
    #expect(screens.popTo(.home) == true)
    #expect(screens.count == 1)
  }

  @Test func popToIDFindsIdentifiableScreens() {
    var articles = [
      Article(id: 1, title: "a"), Article(id: 2, title: "b"), Article(id: 3, title: "c"),
    ]

    #expect(articles.popTo(id: 2) == true)
    #expect(articles.map(\.id) == [1, 2])
    #expect(articles.popTo(id: 9) == false)
    #expect(articles.map(\.id) == [1, 2])
  }

  /// FlowStacks' `testPopToType`, on an array of type-erased screens.
  @Test func popToATypeStopsAtTheTopmostValueOfIt() {
    var screens: [AnyHashable] = [1, "two", true]

    #expect(screens.popTo(String.self) == true)
    #expect(screens.count == 2)
    #expect(screens.popTo(Int.self) == true)
    #expect(screens.count == 1)
    #expect(screens.popTo(Double.self) == false)
  }
}
