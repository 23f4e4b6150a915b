import Foundation
import NavigationBackport
import Testing

/// `NBNavigator`'s push and pop operations, identity reconciliation and missing-destination reports.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct NavigatorTests {
  /// A navigator whose main root shows `[1, article, "x", 1, otherArticle]`.
  static func navigator() -> NBNavigator {
    NBNavigator(
      state: NBNavigationState(
        path: NBNavigationPath([
          AnyHashable(1), AnyHashable(Fixtures.article), AnyHashable("x"), AnyHashable(1),
          AnyHashable(Fixtures.otherArticle),
        ])))
  }

  /// Asserts that a refused operation returned `false` and changed nothing at all.
  func expectRefused(
    _ operation: (NBNavigator) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let navigator = Self.navigator()
    let before = navigator.state
    let ids = before.rootPath.entries.map(\.id)
    let events = EventRecorder(navigator)

    #expect(!operation(navigator), sourceLocation: sourceLocation)
    #expect(navigator.state == before, sourceLocation: sourceLocation)
    #expect(navigator.path.entries.map(\.id) == ids, sourceLocation: sourceLocation)
    #expect(navigator.changeCount == 0, sourceLocation: sourceLocation)
    #expect(events.events.isEmpty, sourceLocation: sourceLocation)
  }

  // MARK: Push and pop

  @Test func startsEmptyByDefault() {
    let navigator = NBNavigator()

    #expect(navigator.state == NBNavigationState())
    #expect(navigator.path.isEmpty)
    #expect(navigator.presentationPolicy == .single)
    #expect(navigator.changeCount == 0)
  }

  @Test func pushAppendsToThePath() {
    let navigator = NBNavigator()

    navigator.push(Fixtures.article)
    navigator.push(Route.detail(id: 3))

    #expect(navigator.path.elements == [Fixtures.article, Route.detail(id: 3)])
    #expect(navigator.changeCount == 2)
  }

  @Test func pushContentsOfAppendsInOrderInOneChange() {
    let navigator = NBNavigator()

    navigator.push(contentsOf: [1, "two", Fixtures.article])

    #expect(navigator.path.elements == [1, "two", Fixtures.article])
    #expect(navigator.changeCount == 1)
  }

  @Test func popRemovesFromTheTop() {
    let navigator = Self.navigator()

    #expect(navigator.pop())
    #expect(navigator.path.count == 4)
    #expect(navigator.pop(2))
    #expect(navigator.path.elements == [1, Fixtures.article])
  }

  @Test func popToIndexLeavesThatScreenOnTop() {
    let navigator = Self.navigator()

    #expect(navigator.topmostPath.popTo(index: 1) == true)
    #expect(navigator.path.elements == [1, Fixtures.article])
  }

  @Test func popToRootEmptiesThePath() {
    let navigator = Self.navigator()

    #expect(navigator.topmostPath.popToRoot() == true)
    #expect(navigator.path.isEmpty)
    #expect(navigator.topmostPath.popToRoot() == true)
    #expect(navigator.path.isEmpty)
  }

  @Test func popToWhereStopsAtTheTopmostMatch() {
    let navigator = Self.navigator()

    #expect(navigator.topmostPath.popTo(where: { $0.base is Int }) == true)
    #expect(navigator.path.elements == [1, Fixtures.article, "x", 1])
  }

  @Test func popToValueStopsAtTheTopmostEqualValue() {
    let navigator = Self.navigator()

    #expect(navigator.topmostPath.popTo("x") == true)
    #expect(navigator.path.elements == [1, Fixtures.article, "x"])
  }

  @Test func popToTypeStopsAtTheTopmostValueOfThatType() {
    let navigator = Self.navigator()

    #expect(navigator.topmostPath.popTo(Int.self) == true)
    #expect(navigator.path.elements == [1, Fixtures.article, "x", 1])
  }

  @Test func popToIDStopsAtTheIdentifiableScreen() {
    let navigator = Self.navigator()

    #expect(navigator.topmostPath.popTo(id: Fixtures.article.id) == true)
    #expect(navigator.path.elements == [1, Fixtures.article])
  }

  @Test func refusedPopsReturnFalseAndChangeNothing() {
    expectRefused { $0.pop(6) }
    expectRefused { $0.pop(-1) }
    expectRefused { $0.topmostPath.popTo(index: 5) }
    expectRefused { $0.topmostPath.popTo(index: -2) }
    expectRefused { $0.topmostPath.popTo(where: { $0.base is Route }) }
    expectRefused { $0.topmostPath.popTo("y") }
    expectRefused { $0.topmostPath.popTo(Route.home) }
    expectRefused { $0.topmostPath.popTo(Route.self) }
    expectRefused { $0.topmostPath.popTo(id: 99) }
    expectRefused { $0.topmostPath.popTo(id: "1") }
  }

  @Test func popOnAnEmptyPathIsRefused() {
    let navigator = NBNavigator()

    #expect(!navigator.pop())
    #expect(navigator.changeCount == 0)
  }

  @Test func pathSetterReplacesTheSelectedRootsPath() {
    let navigator = Self.navigator()

    navigator.path = NBNavigationPath(["fresh"])

    #expect(navigator.state.rootPath.elements == ["fresh"])
    #expect(navigator.changeCount == 1)
  }

  // MARK: Whole-state updates

  @Test func settingTheStateReplacesEverything() {
    let navigator = Self.navigator()
    let target = NBNavigationState(
      roots: [NBRoot(id: "a", path: NBNavigationPath([9])), NBRoot(id: "b")],
      selected: "b",
      modals: [NBModal(.sheet, content: 3)])

    navigator.state = target

    #expect(navigator.state == target)
    #expect(navigator.path.isEmpty)
  }

  @Test func settingAChangedCopyAppliesEveryOperationInOneUpdate() {
    let navigator = NBNavigator()

    var next = navigator.state
    next.topmostPath.append(AnyHashable(1))
    next.topmostPath.append(AnyHashable(2))
    next.modals.append(NBModal(.sheet, content: "sheet"))
    next.topmostPath.append(AnyHashable(3))
    navigator.state = next

    #expect(navigator.path.elements == [1, 2])
    #expect(navigator.state.modals.map(\.content.value) == ["sheet"])
    #expect(navigator.state.modals[0].path?.elements == [3])
  }

  // MARK: Identities

  @Test func settingTheStateKeepsTheIdentitiesOfAnEqualPrefix() {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([1, 2, 3])))
    let before = navigator.path.entries.map(\.id)

    navigator.state = NBNavigationState(path: NBNavigationPath([1, 2, 4, 5]))

    let after = navigator.path.entries.map(\.id)
    #expect(navigator.path.elements == [1, 2, 4, 5])
    #expect(Array(after.prefix(2)) == Array(before.prefix(2)))
    #expect(Set(after.suffix(2)).isDisjoint(with: before))
    #expect(after[2] != after[3])
  }

  @Test func equalValuesAfterADifferenceGetNewIdentities() {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([1, 2, 3])))
    let before = navigator.path.entries.map(\.id)

    navigator.state = NBNavigationState(path: NBNavigationPath([1, 9, 3]))

    let after = navigator.path.entries.map(\.id)
    #expect(after[0] == before[0])
    #expect(Set(after.suffix(2)).isDisjoint(with: before))
  }

  @Test func pushAndPopKeepTheIdentitiesOfTheScreensBelow() {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([1, 2])))
    let before = navigator.path.entries.map(\.id)

    navigator.push(3)
    #expect(Array(navigator.path.entries.map(\.id).prefix(2)) == before)
    navigator.pop(2)
    #expect(navigator.path.entries.map(\.id) == [before[0]])
  }

  @Test func settingTheStateKeepsAnEqualModalsIdentityAndReconcilesItsStack() {
    let navigator = NBNavigator()
    navigator.present(Fixtures.article)
    navigator.push(1)
    navigator.push(2)
    let modalID = navigator.state.modals[0].id
    let pushedIDs = navigator.state.modals[0].path?.entries.map(\.id) ?? []

    navigator.state = NBNavigationState(
      modals: [NBModal(.sheet, content: Fixtures.article, path: NBNavigationPath([1, 7]))])

    #expect(navigator.state.modals[0].id == modalID)
    let ids = navigator.state.modals[0].path?.entries.map(\.id) ?? []
    #expect(ids.first == pushedIDs.first)
    #expect(ids.count == 2)
    #expect(!pushedIDs.contains(ids[1]))
  }

  @Test func settingTheStateWithADifferentModalGivesItANewIdentity() {
    let navigator = NBNavigator()
    navigator.present(Fixtures.article)
    let modalID = navigator.state.modals[0].id

    navigator.state = NBNavigationState(modals: [NBModal(.sheet, content: Fixtures.otherArticle)])

    #expect(navigator.state.modals[0].id != modalID)
  }

  @Test func decodedStateAppliedAsTheStateKeepsTheIdentitiesOfUnchangedScreens() throws {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([1, 2])))
    navigator.typeRegistry.register(Int.self)
    let before = navigator.path.entries.map(\.id)
    let saved = NBNavigationState(path: NBNavigationPath([1, 2, 3]))
    let decoded = try navigator.typeRegistry.makeDecoder().decode(
      NBNavigationState.self, from: encodeJSON(saved))
    #expect(Set(decoded.rootPath.entries.map(\.id)).isDisjoint(with: before))

    navigator.state = decoded

    #expect(Array(navigator.path.entries.map(\.id).prefix(2)) == before)
    #expect(!before.contains(navigator.path.entries[2].id))
  }

  // MARK: Missing destinations

  @Test func reportMissingDestinationPassesEachDistinctOneToTheHandlerOnce() {
    let navigator = NBNavigator()
    var reported: [NBMissingDestination] = []
    navigator.missingDestinationHandler = { reported.append($0) }
    let first = NBMissingDestination(
      typeName: "NavigationBackportTests.Opaque", context: .root(.main), position: 0)
    let elsewhere = NBMissingDestination(
      typeName: "NavigationBackportTests.Opaque", context: .modal(depth: 0), position: 0)
    let otherPosition = NBMissingDestination(
      typeName: "NavigationBackportTests.Opaque", context: .root(.main), position: 3)

    navigator.reportMissingDestination(first)
    navigator.reportMissingDestination(first)
    navigator.reportMissingDestination(elsewhere)
    navigator.reportMissingDestination(first)
    navigator.reportMissingDestination(otherPosition)
    navigator.reportMissingDestination(elsewhere)

    #expect(reported == [first, elsewhere, otherPosition])
  }

  @Test func reportingMissingDestinationsChangesNoNavigationState() {
    let navigator = Self.navigator()
    let before = navigator.state

    navigator.reportMissingDestination(
      NBMissingDestination(typeName: "Swift.Int", context: .root(.main), position: 0))

    #expect(navigator.state == before)
    #expect(navigator.changeCount == 0)
  }
}
