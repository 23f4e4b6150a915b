/// The edit-name screen as a value: what an app pushes to show it.
///
/// Its state, the draft, is made once by ``prepareState()`` when the screen is navigated to (by
/// ``EditNameView/make(viewModel:router:)``, which a navigation destination calls once per
/// pushed value) and lives as long as the screen: across re-renders, and until the screen is
/// popped.
public struct EditNameViewModel: Hashable, Sendable {
  /// The name the draft starts from: the profile's current name.
  public let name: String

  /// The screen editing `name`.
  public init(name: String) {
    self.name = name
  }

  /// A new draft starting from ``name``: the screen's prepared state.
  @MainActor
  public func prepareState() -> EditNameDraft {
    EditNameDraft(name: name)
  }
}
