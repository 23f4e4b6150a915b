import NavigationBackport

/// What a navigation stack keeps across frames: its navigator, the views of its screens and, for
/// a stack bound to a path, the path last agreed with the binding.
@MainActor
final class StackState {
  let navigator: NBNavigator
  let screens: ScreenCache
  /// The path the binding and the navigator last agreed on; `nil` before the first sync.
  var lastSyncedPath: NBNavigationPath?

  init(navigator: NBNavigator) {
    self.navigator = navigator
    self.screens = ScreenCache(navigator: navigator)
  }
}

/// Holds a stack's state; replaces it when the stack is handed a different navigator.
@MainActor
final class StackStateBox {
  private var current: StackState?

  /// The state for `navigator`, made anew when the navigator is not the one kept.
  func state(for navigator: NBNavigator?) -> StackState {
    if let current, navigator == nil || current.navigator === navigator {
      return current
    }
    let state = StackState(navigator: navigator ?? NBNavigator())
    current = state
    return state
  }
}
