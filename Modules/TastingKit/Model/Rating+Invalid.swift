extension Rating {
  /// Why a rating cannot be made: what ``Rating/init(score:note:)`` and decoding throw.
  public enum Invalid: Error, Hashable, CustomStringConvertible {
    /// The score is outside 1…5.
    case score(Int)
    /// The note, once trimmed, has this many characters: more than
    /// ``Rating/maximumNoteLength``.
    case noteTooLong(Int)
    /// The note holds a control character: a line break, a tab or an escape.
    case controlCharacterInNote

    /// The reason in a sentence, as the Note step shows it.
    public var description: String {
      switch self {
      case .score(let score): "A score is 1 to 5 stars, not \(score)."
      case .noteTooLong(let count):
        "A note holds at most \(Rating.maximumNoteLength) characters, not \(count)."
      case .controlCharacterInNote: "A note is one line of text."
      }
    }
  }
}
