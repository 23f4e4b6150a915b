/// What the edit-name screen reports.
public enum EditNameRoute: Hashable, Sendable {
  /// The person saved `name` (without the spaces around it, never empty).
  case didSave(name: String)
}

/// The edit-name screen's router: decides what saving leads to.
///
/// For example: changing the profile and popping the screen. Held weakly by the presenter.
@MainActor
public protocol EditNameRouting: AnyObject {
  /// The edit-name screen reports `route`.
  func viewNeedsRoute(to route: EditNameRoute)
}
