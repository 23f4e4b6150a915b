/// A navigation a guard held: the state asked for and why it waits; saved with the state.
public struct NBHeldNavigation: Equatable, Codable {
  /// The state asked for, applied as it is by ``NBNavigator/resumeHeld()``.
  public let target: NBNavigationState
  /// Why it waits, as the guard said.
  public let reason: String?
}

extension NBNavigationState {
  /// The navigation a guard holds until the router resumes or cancels it; operations keep it, a
  /// state written without it drops it.
  public internal(set) var held: NBHeldNavigation? {
    get { heldStorage.first }
    set { heldStorage = newValue.map { [$0] } ?? [] }
  }
}
