import NavigationBackport
import Testing

/// Root entries (tabs): each keeps its own stack, and selecting one switches between them.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct RootsTests {
  /// A navigator with three empty roots, `home` selected.
  static func tabs() -> NBNavigator {
    NBNavigator(
      state: NBNavigationState(
        roots: [NBRoot(id: "home"), NBRoot(id: "search"), NBRoot(id: "profile")],
        selected: "home"))
  }

  @Test func rootsAreListedInDisplayOrder() {
    let navigator = Self.tabs()

    #expect(navigator.state.roots.map(\.id) == ["home", "search", "profile"])
    #expect(navigator.state.selectedRootID == "home")
  }

  @Test func pushGoesOntoTheSelectedRoot() {
    let navigator = Self.tabs()

    navigator.select(root: "search")
    navigator.push(Route.search(query: "q", page: 1))

    #expect(
      navigator.state.path(in: .root("search"))?.elements == [Route.search(query: "q", page: 1)])
    #expect(navigator.state.path(in: .root("home"))?.isEmpty == true)
    #expect(navigator.path.elements == [Route.search(query: "q", page: 1)])
  }

  @Test func selectingARootKeepsTheOtherRootsPaths() {
    let navigator = Self.tabs()
    navigator.push(1)
    navigator.push(2)
    navigator.select(root: "search")
    navigator.push("query")

    #expect(navigator.select(root: "home"))

    #expect(navigator.path.elements == [1, 2])
    #expect(navigator.state.path(in: .root("search"))?.elements == ["query"])
    #expect(navigator.state.path(in: .root("profile"))?.isEmpty == true)
  }

  @Test func selectingARootKeepsItsScreensIdentities() {
    let navigator = Self.tabs()
    navigator.push(1)
    let ids = navigator.path.entries.map(\.id)

    navigator.select(root: "search")
    navigator.select(root: "home")

    #expect(navigator.path.entries.map(\.id) == ids)
  }

  @Test func selectingAnUnknownRootIsRefused() {
    let navigator = Self.tabs()
    let events = EventRecorder(navigator)

    #expect(!navigator.select(root: "settings"))

    #expect(navigator.state.selectedRootID == "home")
    #expect(navigator.changeCount == 0)
    #expect(events.events.isEmpty)
  }

  @Test func selectingTheSelectedRootChangesNothing() {
    let navigator = Self.tabs()
    let events = EventRecorder(navigator)

    #expect(navigator.select(root: "home"))

    #expect(navigator.changeCount == 0)
    #expect(events.events.isEmpty)
  }

  @Test func popsActOnTheSelectedRootOnly() {
    let navigator = Self.tabs()
    navigator.push(1)
    navigator.select(root: "search")
    navigator.push(2)
    navigator.push(3)

    #expect(navigator.topmostPath.popToRoot() == true)
    #expect(!navigator.pop())

    #expect(navigator.state.path(in: .root("home"))?.elements == [1])
  }

  @Test func returnToRootEmptiesTheSelectedRootAndKeepsTheOthers() {
    let navigator = Self.tabs()
    navigator.push(1)
    navigator.select(root: "search")
    navigator.push(2)
    navigator.present("sheet")

    navigator.returnToRoot()

    #expect(navigator.state.selectedRootID == "search")
    #expect(navigator.path.isEmpty)
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.state.path(in: .root("home"))?.elements == [1])
  }

  @Test func pathSetterWritesTheSelectedRoot() {
    let navigator = Self.tabs()
    navigator.select(root: "profile")

    navigator.path = NBNavigationPath(["me"])

    #expect(navigator.state.path(in: .root("profile"))?.elements == ["me"])
    #expect(navigator.state.path(in: .root("home"))?.isEmpty == true)
  }

  @Test func modalsSitAboveEveryRoot() {
    let navigator = Self.tabs()
    navigator.present("sheet")

    navigator.select(root: "search")
    navigator.push(1)

    #expect(navigator.state.modals.count == 1)
    #expect(navigator.state.modals[0].path?.elements == [1])
    #expect(navigator.path.isEmpty)
  }
}
