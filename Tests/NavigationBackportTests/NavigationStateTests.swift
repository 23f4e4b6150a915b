import Testing

@testable import NavigationBackport

/// `NBNavigationState` as a plain value: roots, modals and the topmost context.
@Suite(.timeLimit(.minutes(5))) struct NavigationStateTests {
  /// Two roots, `home` (selected, `[1, 2]`) and `settings` (`["s"]`).
  static func twoRoots() -> NBNavigationState {
    NBNavigationState(
      roots: [
        NBRoot(id: "home", path: NBNavigationPath([1, 2])),
        NBRoot(id: "settings", path: NBNavigationPath(["s"])),
      ],
      selected: "home")
  }

  // MARK: Roots

  @Test func defaultStateIsOneEmptyMainRoot() {
    let state = NBNavigationState()

    #expect(state.roots.map(\.id) == [.main])
    #expect(state.selectedRootID == .main)
    #expect(state.rootPath.isEmpty)
    #expect(state.modals.isEmpty)
    #expect(state.topmostContext == .root(.main))
  }

  @Test func rootsInitializerDropsDuplicatesKeepingTheFirst() {
    let state = NBNavigationState(
      roots: [
        NBRoot(id: "a", path: NBNavigationPath([1])),
        NBRoot(id: "b"),
        NBRoot(id: "a", path: NBNavigationPath([2])),
      ],
      selected: "b")

    #expect(state.roots.map(\.id) == ["a", "b"])
    #expect(state.path(in: .root("a"))?.elements == [1])
    #expect(state.selectedRootID == "b")
  }

  @Test func unknownSelectionFallsBackToTheFirstRoot() {
    let state = NBNavigationState(roots: [NBRoot(id: "a"), NBRoot(id: "b")], selected: "zzz")

    #expect(state.selectedRootID == "a")
  }

  @Test func noRootsGivesTheMainRoot() {
    let state = NBNavigationState(roots: [])

    #expect(state.roots.map(\.id) == [.main])
    #expect(state.selectedRootID == .main)
  }

  @Test func selectingARootKeepsEveryRootsPath() {
    var state = Self.twoRoots()

    #expect(state.select("settings") == true)

    #expect(state.selectedRootID == "settings")
    #expect(state.rootPath.elements == ["s"])
    #expect(state.path(in: .root("home"))?.elements == [1, 2])
  }

  @Test func selectingAnUnknownRootIsRefused() {
    var state = Self.twoRoots()

    #expect(state.select("nowhere") == false)
    #expect(state == Self.twoRoots())
  }

  @Test func setPathOfAnUnknownRootIsRefused() {
    var state = Self.twoRoots()

    #expect(state.setPath(NBNavigationPath([9]), in: .root("nowhere")) == false)
    #expect(state == Self.twoRoots())
    #expect(state.setPath(NBNavigationPath([9]), in: .root("settings")) == true)
    #expect(state.path(in: .root("settings"))?.elements == [9])
  }

  // MARK: Topmost context

  @Test func pushGoesToTheSelectedRootWithoutModals() {
    var state = Self.twoRoots()

    state.topmostPath.append(AnyHashable(3))

    #expect(state.topmostContext == .root("home"))
    #expect(state.path(in: .root("home"))?.elements == [1, 2, 3])
    #expect(state.path(in: .root("settings"))?.elements == ["s"])
  }

  @Test func pushGoesIntoTheTopModalsOwnStack() {
    var state = Self.twoRoots()
    state.modals.append(NBModal(.sheet, content: Fixtures.article))

    state.topmostPath.append(AnyHashable(3))

    #expect(state.topmostContext == .modal(depth: 0))
    #expect(state.modals[0].path?.elements == [3])
    #expect(state.path(in: .root("home"))?.elements == [1, 2])
  }

  @Test func pushGoesToTheRootWhenTheTopModalHasNoStack() {
    var state = Self.twoRoots()
    state.modals.append(NBModal(.sheet, content: Fixtures.article))
    state.modals.append(NBModal(.fullScreenCover, content: Route.home, path: nil))

    state.topmostPath.append(AnyHashable(3))

    #expect(state.topmostContext == .root("home"))
    #expect(state.path(in: .root("home"))?.elements == [1, 2, 3])
    #expect(state.modals[0].path?.isEmpty == true)
    #expect(state.modals[1].path == nil)
  }

  @Test func operationsActOnTheTopmostContext() {
    var state = Self.twoRoots()
    state.modals.append(NBModal(.sheet, content: 0, path: NBNavigationPath([7, 8, 9])))

    #expect(state.topmostPath.elements == [7, 8, 9])
    #expect(state.topmostPath.popTo(7) == true)
    #expect(state.modals[0].path?.elements == [7])
    #expect(state.topmostPath.popToRoot() == true)
    #expect(state.modals[0].path?.isEmpty == true)
    #expect(state.path(in: .root("home"))?.elements == [1, 2])
    #expect(state.topmostPath.pop() == false)
  }

  @Test func pathInContextReadsAndWritesEveryStack() {
    var state = Self.twoRoots()
    state.modals.append(NBModal(.sheet, content: 0, path: nil))
    state.modals.append(NBModal(.sheet, content: 1))

    #expect(state.path(in: .modal(depth: 0)) == nil)
    #expect(state.path(in: .modal(depth: 5)) == nil)
    #expect(state.setPath(NBNavigationPath([1]), in: .modal(depth: 0)) == false)
    #expect(state.setPath(NBNavigationPath([1]), in: .modal(depth: 5)) == false)
    #expect(state.setPath(NBNavigationPath([4]), in: .modal(depth: 1)) == true)
    #expect(state.path(in: .modal(depth: 1))?.elements == [4])
    #expect(state.topmostPath.elements == [4])
  }

  // MARK: Modals

  @Test func modalRemembersItsStyleContentAndStack() {
    let sheet = NBModal(.sheet, content: Fixtures.article)
    let cover = NBModal(.fullScreenCover, content: Route.home, path: nil)
    let preloaded = NBModal(.sheet, content: 1, path: NBNavigationPath([2, 3]))

    #expect(sheet.style == .sheet)
    #expect(sheet.content.value == AnyHashable(Fixtures.article))
    #expect(sheet.path != nil)
    #expect(sheet.path?.isEmpty == true)
    #expect(sheet.id == sheet.content.id)
    #expect(cover.style == .fullScreenCover)
    #expect(cover.path == nil)
    #expect(preloaded.path?.elements == [2, 3])
  }

  @MainActor @Test func dismissRemovesModalsFromTheTop() {
    let navigator = NBNavigator(
      state: NBNavigationState(modals: [NBModal(.sheet, content: 1), NBModal(.sheet, content: 2)]))

    #expect(navigator.dismiss() == true)
    #expect(navigator.state.modals.map(\.content.value) == [1])
  }

  @MainActor @Test(arguments: [-1, 3])
  func dismissOfMoreThanIsShownIsRefused(count: Int) {
    let before = NBNavigationState(
      modals: [NBModal(.sheet, content: 1), NBModal(.sheet, content: 2)])
    let navigator = NBNavigator(state: before)

    #expect(navigator.dismiss(count: count) == false)
    #expect(navigator.state == before)
  }

  @MainActor @Test func returnToRootDismissesModalsAndEmptiesOnlyTheSelectedRoot() {
    var state = Self.twoRoots()
    state.modals = [NBModal(.sheet, content: 1, path: NBNavigationPath([5]))]
    let navigator = NBNavigator(state: state)

    navigator.returnToRoot()
    state = navigator.state

    #expect(state.modals.isEmpty)
    #expect(state.rootPath.isEmpty)
    #expect(state.selectedRootID == "home")
    #expect(state.path(in: .root("settings"))?.elements == ["s"])
  }

  // MARK: Equality

  @Test func equalityComparesValuesNotIdentities() {
    let first = NBNavigationState(
      path: NBNavigationPath([1]), modals: [NBModal(.sheet, content: "a")])
    let second = NBNavigationState(
      path: NBNavigationPath([1]), modals: [NBModal(.sheet, content: "a")])

    #expect(first.modals[0].id != second.modals[0].id)
    #expect(first == second)
  }

  @Test func equalityNoticesEveryPart() {
    let base = Self.twoRoots()
    var otherSelection = base
    otherSelection.select("settings")
    var otherPath = base
    otherPath.setPath(NBNavigationPath(["t"]), in: .root("settings"))
    var withModal = base
    withModal.modals = [NBModal(.sheet, content: 1)]
    var otherStyle = base
    otherStyle.modals = [NBModal(.fullScreenCover, content: 1)]
    var withoutStack = base
    withoutStack.modals = [NBModal(.sheet, content: 1, path: nil)]

    #expect(base != otherSelection)
    #expect(base != otherPath)
    #expect(base != withModal)
    #expect(withModal != otherStyle)
    #expect(withModal != withoutStack)
  }

  // MARK: Removing screens everywhere

  @Test func removingScreensTakesThemFromEveryStackWithWhatIsAboveThem() {
    var state = Self.twoRoots()
    state.setPath(NBNavigationPath(["s", "private", "t"]), in: .root("settings"))
    state.modals = [
      NBModal(.sheet, content: "shown", path: NBNavigationPath([AnyHashable(3), "private", 4])),
      NBModal(.sheet, content: "private", path: NBNavigationPath([5])),
      NBModal(.fullScreenCover, content: "above", path: nil),
    ]

    #expect(state.removeScreens { $0 == AnyHashable("private") })

    #expect(state.path(in: .root("home"))?.elements == [1, 2])
    #expect(state.path(in: .root("settings"))?.elements == ["s"])
    #expect(state.modals.map(\.content.value) == ["shown"])
    #expect(state.modals.first?.path?.elements == [AnyHashable(3)])
  }

  @Test func removingScreensThatAreNowhereChangesNothing() {
    var state = Self.twoRoots()
    let before = state
    #expect(!state.removeScreens { $0 == AnyHashable("private") })
    #expect(state == before)
  }
}
