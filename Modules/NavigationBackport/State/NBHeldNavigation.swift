/// A navigation a guard held: the state that was asked for and why it waits.
///
/// A guard holds with ``NBGuardDecision/hold(_:)``. Held navigation is part of
/// ``NBNavigationState``, so it is saved and restored with it.
public struct NBHeldNavigation: Equatable, Codable {
  /// The state that was asked for, applied as it is by ``NBNavigator/resumeHeld()``.
  public let target: NBNavigationState
  /// Why it waits, as the guard said.
  public let reason: String?
}

extension NBNavigationState {
  /// The navigation a guard holds until the router resumes or cancels it, or `nil`.
  ///
  /// Operations keep it; a state written without it drops it.
  public internal(set) var held: NBHeldNavigation? {
    get { heldStorage.first }
    set { heldStorage = newValue.map { [$0] } ?? [] }
  }
}
