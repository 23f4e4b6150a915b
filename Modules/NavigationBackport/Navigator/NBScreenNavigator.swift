/// A navigator over a typed array of screens, as NavigationBackport's `Navigator<Screen>`: the
/// same events and one-update semantics as ``NBNavigator``, because it is one.
///
/// Its ``screens`` are the `Screen`s of the wrapped ``navigator``'s topmost stack, an array with
/// the ``NBNavigable`` operations; each operation is a single update of ``navigator``.
///
/// ```swift
/// enum Route: Hashable { case list, grape(String), regions(String) }
///
/// let routes = NBScreenNavigator<Route>()
/// routes.screens.push(.grape("shiraz"))
/// routes.screens += [.regions("shiraz"), .grape("merlot")]  // one update
/// routes.screens.popTo(.grape("shiraz"))
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
  ///
  /// Values of other types on that stack are kept by a write that pushes, and beneath the screens
  /// that stay by one that pops; any other write leaves only the screens written.
  public var screens: [Screen] {
    get { navigator.state.topmostPath.elements.compactMap { $0.base as? Screen } }
    set {
      let path = navigator.state.topmostPath
      let typed = path.entries.indices.filter { path.entries[$0].value.base is Screen }
      let current = typed.map { path.entries[$0].value }
      let written = newValue.map { AnyHashable($0) }
      if written.starts(with: current) {
        navigator.topmostPath = NBNavigationPath(
          entries: path.entries + NBNavigationPath(newValue.dropFirst(current.count)).entries)
      } else if current.starts(with: written) {
        let kept = written.isEmpty ? 0 : typed[written.count - 1] + 1
        navigator.topmostPath = NBNavigationPath(entries: Array(path.entries.prefix(kept)))
      } else {
        navigator.topmostPath = NBNavigationPath(newValue)
      }
    }
  }
}
