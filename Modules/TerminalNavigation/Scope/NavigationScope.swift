import NavigationBackport
import TerminalUI

/// What the views inside a navigation stack reach through the environment: the stack's navigator,
/// the destinations collected while the current frame resolves, and what the bound declarations
/// of this frame ask of the navigator.
@MainActor
final class NavigationScope {
  /// The navigator links push onto and modifiers bind to.
  let navigator: NBNavigator
  /// The destinations declared so far in this frame.
  let destinations: DestinationCollector
  /// The latest binding update of each bound declaration resolved in this frame, in order.
  private var bindingUpdates: [BindingUpdate] = []

  /// How the declaration `id` brings the navigator in line with its binding.
  ///
  /// It receives the navigator rather than capturing this scope, which would then never be freed.
  private typealias BindingUpdate = (
    id: NBBoundDestinationID, apply: @MainActor (NBNavigator) -> Void
  )

  init(navigator: NBNavigator, destinations: DestinationCollector) {
    self.navigator = navigator
    self.destinations = destinations
  }

  /// Records how the declaration `id` brings the navigator in line with its binding; the stack
  /// applies it once the frame is produced.
  ///
  /// Declarations of screens that are resolved only for their titles (beneath the top screen or
  /// beneath a modal) record their updates too, so that a binding changed while its screen is
  /// covered still pops, dismisses or replaces what it shows. A declaration resolved twice in a
  /// frame keeps its last update.
  func recordBindingUpdate(
    for id: NBBoundDestinationID,
    _ apply: @escaping @MainActor (NBNavigator) -> Void
  ) {
    if let index = bindingUpdates.firstIndex(where: { $0.id == id }) {
      bindingUpdates[index].apply = apply
    } else {
      bindingUpdates.append((id, apply))
    }
  }

  /// Applies the binding updates recorded in this frame.
  func applyBindingUpdates() {
    for update in bindingUpdates {
      update.apply(navigator)
    }
  }
}

/// The enclosing navigation stack's scope, or `nil` outside any stack.
enum NavigationScopeKey: EnvironmentKey {
  static var defaultValue: NavigationScope? { nil }
}
