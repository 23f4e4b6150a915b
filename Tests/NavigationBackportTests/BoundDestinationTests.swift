import NavigationBackport
import Testing

/// Destinations bound to a flag (`isPresented:`) or an optional (`item:`): pushed while set,
/// popped when cleared, and reported back through `onPopped` when navigation removes them.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct BoundDestinationTests {
  static let details = NBBoundDestinationID("details")
  static let preview = NBBoundDestinationID("preview")

  /// The bound destinations on the selected root's path, bottom to top.
  func boundScreens(_ navigator: NBNavigator) -> [NBBoundDestination] {
    navigator.path.elements.compactMap { $0.base as? NBBoundDestination }
  }

  // MARK: isPresented

  @Test func flagTurnedOnPushesTheDestinationOnce() throws {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([1])))

    navigator.bindDestination(Self.details, isPresented: true) {}
    navigator.bindDestination(Self.details, isPresented: true) {}

    #expect(navigator.path.count == 2)
    #expect(navigator.path.elements[0] == AnyHashable(1))
    let screen = try #require(boundScreens(navigator).first)
    #expect(screen.id == Self.details)
    #expect(screen.item == nil)
    #expect(navigator.changeCount == 1)
  }

  @Test func flagTurnedOffPopsTheDestinationAndEverythingAboveIt() {
    let log = CallLog()
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([1])))
    navigator.bindDestination(Self.details, isPresented: true, onPopped: log.handler("details"))
    navigator.push(2)
    navigator.push(3)

    navigator.bindDestination(Self.details, isPresented: false, onPopped: log.handler("details"))

    #expect(navigator.path.elements == [1])
    #expect(log.calls.isEmpty)
  }

  @Test func flagOffWhileNotShownChangesNothing() {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([1])))

    navigator.bindDestination(Self.details, isPresented: false) {}

    #expect(navigator.path.elements == [1])
    #expect(navigator.changeCount == 0)
  }

  @Test func navigationPopRunsOnPoppedOnce() {
    let log = CallLog()
    let navigator = NBNavigator()
    navigator.bindDestination(Self.details, isPresented: true, onPopped: log.handler("details"))

    navigator.pop()
    navigator.push(1)
    navigator.pop()

    #expect(navigator.path.isEmpty)
    #expect(log.calls == ["details"])
  }

  @Test func poppingAScreenAboveTheDestinationDoesNotRunOnPopped() {
    let log = CallLog()
    let navigator = NBNavigator()
    navigator.bindDestination(Self.details, isPresented: true, onPopped: log.handler("details"))
    navigator.push(1)

    navigator.pop()

    #expect(log.calls.isEmpty)
    #expect(boundScreens(navigator).count == 1)
  }

  @Test func popToRootReturnToRootAndSettingTheStateRunOnPopped() {
    let log = CallLog()
    let navigator = NBNavigator()

    navigator.bindDestination(Self.details, isPresented: true, onPopped: log.handler("pop"))
    navigator.topmostPath.popToRoot()
    navigator.bindDestination(Self.details, isPresented: true, onPopped: log.handler("return"))
    navigator.returnToRoot()
    navigator.bindDestination(Self.details, isPresented: true, onPopped: log.handler("set"))
    navigator.state = NBNavigationState(path: NBNavigationPath(["deep", "link"]))

    #expect(log.calls == ["pop", "return", "set"])
  }

  @Test func rebindingWithTheSameFlagUsesTheLatestHandler() {
    let log = CallLog()
    let navigator = NBNavigator()
    navigator.bindDestination(Self.details, isPresented: true, onPopped: log.handler("first"))

    navigator.bindDestination(Self.details, isPresented: true, onPopped: log.handler("second"))
    navigator.pop()

    #expect(log.calls == ["second"])
  }

  @Test func destinationGoesOntoTheTopModalsStack() {
    let log = CallLog()
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([1])))
    navigator.present("sheet")

    navigator.bindDestination(Self.details, isPresented: true, onPopped: log.handler("details"))

    #expect(navigator.path.elements == [1])
    let modalPath = navigator.state.modals[0].path?.elements ?? []
    #expect(modalPath.count == 1)
    #expect((modalPath.first?.base as? NBBoundDestination)?.id == Self.details)

    navigator.dismiss()

    #expect(log.calls == ["details"])
  }

  @Test func destinationIsFoundAndPoppedInTheContextWhereItWasPushed() {
    let navigator = NBNavigator()
    navigator.bindDestination(Self.details, isPresented: true) {}
    navigator.present("sheet")
    navigator.push(2)

    navigator.bindDestination(Self.details, isPresented: false) {}

    #expect(navigator.path.isEmpty)
    #expect(navigator.state.modals.count == 1)
    #expect(navigator.state.modals[0].path?.elements == [2])
  }

  @Test func separateBindingsAreIndependent() {
    let log = CallLog()
    let navigator = NBNavigator()
    navigator.bindDestination(Self.details, isPresented: true, onPopped: log.handler("details"))
    navigator.bindDestination(Self.preview, isPresented: true, onPopped: log.handler("preview"))

    navigator.bindDestination(Self.preview, isPresented: false) {}

    #expect(boundScreens(navigator).map(\.id) == [Self.details])
    navigator.pop()
    #expect(log.calls == ["details"])
  }

  @Test func pathWithABoundDestinationIsNotCodable() {
    let navigator = NBNavigator()

    navigator.bindDestination(Self.details, isPresented: true) {}

    #expect(navigator.path.codable == nil)
    #expect(throws: EncodingError.self) { try encodeJSON(navigator.state) }
  }

  // MARK: item

  @Test func itemSetPushesADestinationShowingIt() {
    let navigator = NBNavigator()

    navigator.bindDestination(Self.details, item: Fixtures.article) {}

    #expect(boundScreens(navigator).map(\.item) == [AnyHashable(Fixtures.article)])
    #expect(navigator.path.count == 1)
  }

  @Test func sameItemAgainChangesNothing() {
    let navigator = NBNavigator()
    navigator.bindDestination(Self.details, item: Fixtures.article) {}
    let id = navigator.path.entries[0].id

    navigator.bindDestination(Self.details, item: Fixtures.article) {}

    #expect(navigator.path.entries.map(\.id) == [id])
    #expect(navigator.changeCount == 1)
  }

  @Test func differentItemReplacesTheShownOneInPlace() {
    let log = CallLog()
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([1])))
    navigator.bindDestination(Self.details, item: Fixtures.article, onPopped: log.handler("first"))
    navigator.push(2)

    navigator.bindDestination(
      Self.details, item: Fixtures.otherArticle, onPopped: log.handler("second"))

    #expect(navigator.path.count == 2)
    #expect(navigator.path.elements[0] == AnyHashable(1))
    #expect(boundScreens(navigator).map(\.item) == [AnyHashable(Fixtures.otherArticle)])
    #expect(log.calls.isEmpty)

    navigator.pop()

    #expect(log.calls == ["second"])
  }

  @Test func itemClearedPopsTheDestinationWithoutRunningOnPopped() {
    let log = CallLog()
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([1])))
    navigator.bindDestination(Self.details, item: Fixtures.article, onPopped: log.handler("item"))

    navigator.bindDestination(Self.details, item: Article?.none, onPopped: log.handler("item"))

    #expect(navigator.path.elements == [1])
    #expect(log.calls.isEmpty)
  }

  @Test func itemPoppedByNavigationRunsOnPoppedOnce() {
    let log = CallLog()
    let navigator = NBNavigator()
    navigator.bindDestination(Self.details, item: Fixtures.article, onPopped: log.handler("item"))
    navigator.push(1)

    navigator.topmostPath.popToRoot()
    navigator.topmostPath.popToRoot()

    #expect(log.calls == ["item"])
  }
}
