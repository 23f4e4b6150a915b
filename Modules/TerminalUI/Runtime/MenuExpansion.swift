import Observation

/// Which menus are expanded, keyed by the identity of each menu; the host keeps it across renders.
///
/// It is observable, so expanding or collapsing a menu makes the host render again.
@MainActor
@Observable
final class MenuExpansion {
  private var expanded: Set<ViewIdentity> = []

  /// Nothing expanded.
  init() {}

  /// Whether the menu at `identity` shows its items.
  func isExpanded(_ identity: ViewIdentity) -> Bool {
    expanded.contains(identity)
  }

  /// Expands the menu at `identity` if it is collapsed, and collapses it otherwise.
  func toggle(_ identity: ViewIdentity) {
    if expanded.remove(identity) == nil { expanded.insert(identity) }
  }

  /// Collapses the menu at `identity`, if it is expanded.
  func collapse(_ identity: ViewIdentity) {
    guard expanded.contains(identity) else { return }
    expanded.remove(identity)
  }

}
