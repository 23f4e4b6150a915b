import Observation

/// The edit-name screen's state: the name being typed, before it is saved.
@MainActor
@Observable
public final class EditNameDraft {
  /// The name as typed so far.
  public var name: String
  /// The name the draft started from: the saved one.
  public let original: String

  /// A draft starting from `name`.
  public init(name: String) {
    self.name = name
    original = name
  }

  /// Whether saving would change the name: what is typed, without the spaces around it, differs
  /// from the name the draft started from (a router asks before dropping such a draft).
  public var hasChanges: Bool { name.trimmingWhitespace != original }
}
