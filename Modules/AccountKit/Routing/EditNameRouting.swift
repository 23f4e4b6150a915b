/// What the edit-name screen reports; the router decides what happens next.
///
/// For example: changing the profile and popping the screen. Held weakly by the presenter.
@MainActor
public protocol EditNameRouting: AnyObject {
  /// The person saved `name` (without the spaces around it, never empty).
  func didSaveName(_ name: String)
}
