/// A navigator over a typed array of screens, as NavigationBackport's `Navigator<Screen>`: the
/// same operations, events and one-update semantics as ``NBNavigator``, because it is one.
///
/// Its screens are those of the wrapped ``navigator``'s topmost stack that are `Screen`s; every
/// operation is that navigator's, so a stack drawn from ``navigator`` shows them, and observers
/// of either see the same single change per operation.
///
/// ```swift
/// enum Route: Hashable { case list, grape(String), regions(String) }
///
/// let routes = NBScreenNavigator<Route>()
/// routes.push(.grape("shiraz"))
/// routes.update { $0 += [.regions("shiraz"), .grape("merlot")] }  // one update
/// routes.popTo(.grape("shiraz"))
/// routes.screens  // [.grape("shiraz")]
/// ```
@MainActor
public final class NBScreenNavigator<Screen: Hashable> {
  /// The navigator underneath: draw it, observe it, present and go back across layers with it.
  public let navigator: NBNavigator

  /// A navigator whose root stack starts with `screens`.
  public init(screens: [Screen] = []) {
    navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath(screens)))
  }

  /// The screens of the topmost stack, bottom to top; setting them replaces that stack in one
  /// update, keeping the identities of the screens that stay.
  public var screens: [Screen] {
    get { navigator.state.topmostPath.elements.compactMap { $0.base as? Screen } }
    set { navigator.update { $0.topmostPath = NBNavigationPath(newValue) } }
  }

  /// Changes the screens in place, committing every change at once.
  public func update(_ body: (inout [Screen]) -> Void) {
    var next = screens
    body(&next)
    screens = next
  }

  /// Pushes `screen` onto the topmost stack.
  public func push(_ screen: Screen) {
    navigator.push(screen)
  }

  /// Pushes several screens in one update.
  public func push(contentsOf screens: [Screen]) {
    navigator.push(contentsOf: screens.map { AnyHashable($0) })
  }

  /// Pops `count` screens.
  ///
  /// - Returns: `false`, changing nothing, when `count` is negative or larger than the stack.
  @discardableResult
  public func pop(_ count: Int = 1) -> Bool {
    navigator.pop(count)
  }

  /// Pops until the screen at `index` of ``screens`` is on top.
  ///
  /// - Returns: `false`, changing nothing, when there is no screen at `index`.
  @discardableResult
  public func popTo(index: Int) -> Bool {
    let entries = navigator.state.topmostPath.entries
    let positions = entries.indices.filter { entries[$0].value.base is Screen }
    return positions.indices.contains(index) && navigator.popTo(index: positions[index])
  }

  /// Pops every screen.
  @discardableResult
  public func popToRoot() -> Bool {
    navigator.popToRoot()
  }

  /// Pops until the topmost screen matching `predicate` is on top.
  ///
  /// - Returns: `false`, changing nothing, when no screen matches.
  @discardableResult
  public func popTo(where predicate: (Screen) -> Bool) -> Bool {
    navigator.popTo { ($0.base as? Screen).map(predicate) ?? false }
  }

  /// Pops until the topmost screen equal to `screen` is on top.
  ///
  /// - Returns: `false`, changing nothing, when no such screen is on the stack.
  @discardableResult
  public func popTo(_ screen: Screen) -> Bool {
    navigator.popTo(screen)
  }
}

extension NBScreenNavigator where Screen: Identifiable {
  /// Pops until the topmost screen with identifier `id` is on top.
  ///
  /// - Returns: `false`, changing nothing, when no such screen is on the stack.
  @discardableResult
  public func popTo(id: Screen.ID) -> Bool {
    popTo(where: { $0.id == id })
  }
}
