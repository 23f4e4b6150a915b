/// A navigator over a typed array of screens, as NavigationBackport's `Navigator<Screen>`, built on
/// an ``NBNavigator``.
@MainActor
public final class NBScreenNavigator<Screen: Hashable> {
  /// The navigator underneath: draw it, observe it, present and go back across layers with it.
  public let navigator: NBNavigator

  /// A navigator whose root stack starts with `screens`.
  public init(screens: [Screen] = []) {
    navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath(screens)))
  }

  /// The `Screen`s of the topmost stack; setting them is one update, keeping the identities of
  /// screens that stay.
  ///
  /// Other values on that stack stay under a push, and beneath the kept screens on a pop; any
  /// other write leaves only the screens written.
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
