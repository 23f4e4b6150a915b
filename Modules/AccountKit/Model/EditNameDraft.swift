import Observation

/// The edit-name screen's state: the name being typed, before it is saved.
@MainActor
@Observable
public final class EditNameDraft {
  /// The name as typed so far.
  public var name: String

  /// A draft starting from `name`.
  public init(name: String) {
    self.name = name
  }
}
