import NavigationBackport
import TerminalUI

/// What the views inside a navigation stack reach through the environment: the stack's navigator
/// and the destinations collected while the current frame resolves.
@MainActor
final class NavigationScope {
  /// The navigator links push onto and modifiers bind to.
  let navigator: NBNavigator
  /// The destinations declared so far in this frame.
  let destinations: DestinationCollector

  init(navigator: NBNavigator, destinations: DestinationCollector) {
    self.navigator = navigator
    self.destinations = destinations
  }
}

/// The enclosing navigation stack's scope, or `nil` outside any stack.
enum NavigationScopeKey: EnvironmentKey {
  static var defaultValue: NavigationScope? { nil }
}
