import Observation

/// Which menus are expanded, by identity; observable, so a change renders again.
@MainActor
@Observable
final class MenuExpansion {
  private var expanded: Set<ViewIdentity> = []

  func isExpanded(_ identity: ViewIdentity) -> Bool {
    expanded.contains(identity)
  }

  func toggle(_ identity: ViewIdentity) {
    if expanded.remove(identity) == nil { expanded.insert(identity) }
  }

  func collapse(_ identity: ViewIdentity) {
    guard expanded.contains(identity) else { return }
    expanded.remove(identity)
  }
}
