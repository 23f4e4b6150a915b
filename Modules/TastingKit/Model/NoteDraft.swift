import Observation

/// The Note step's state: the note as typed, before the rating is made.
@MainActor
@Observable
public final class NoteDraft {
  /// The note as typed so far.
  public var note: String

  /// A draft starting from `note`.
  public init(note: String = "") {
    self.note = note
  }
}
