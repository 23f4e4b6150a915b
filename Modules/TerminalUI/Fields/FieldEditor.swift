/// The text of a one-line field and a cursor in it (in characters), changed one key at a time:
/// the editing rules of ``TextField`` and ``SecureField`` in full screen.
///
/// - Characters are inserted at the cursor, cleaned first (``cleaned(_:)``); ← → move; Home, End,
///   Ctrl-A and Ctrl-E go to either end.
/// - Backspace and Delete delete a character; Ctrl-U, Ctrl-K and Ctrl-W delete before the cursor,
///   after it, and the word before it.
/// - Enter, Tab and ↓ leave for the next control, Shift-Tab and ↑ for the previous one, Escape
///   leaves and stays; any other key is ignored.
public struct FieldEditor: Hashable, Sendable {
  /// What a key did.
  public enum Outcome: Hashable, Sendable {
    /// The text changed.
    case changed
    /// Only the cursor moved.
    case moved
    /// Nothing changed.
    case ignored
    /// The person is done with the field.
    case leave(Exit)
  }

  /// Where the person goes when leaving a field.
  public enum Exit: Hashable, Sendable {
    /// Stays on the field, no longer editing it (Escape).
    case stay
    /// To the next control (Enter, Tab, ↓).
    case next
    /// To the previous control (Shift-Tab, ↑).
    case previous
  }

  private(set) var text: String
  /// The number of characters before the cursor.
  private(set) var cursor: Int

  /// An editor of `text`, cleaned, with the cursor at `cursor` or after the text.
  init(text: String, cursor: Int? = nil) {
    self.text = Self.cleaned(text)
    self.cursor = min(max(cursor ?? Int.max, 0), self.text.count)
  }

  /// Applies `key`.
  @discardableResult
  mutating func handle(_ key: Key) -> Outcome {
    switch key {
    case .character(let character):
      return insert(String(character)) ? .changed : .ignored
    case .left: return move(to: cursor - 1)
    case .right: return move(to: cursor + 1)
    case .home, .control("a"): return move(to: 0)
    case .end, .control("e"): return move(to: text.count)
    case .backspace: return delete(cursor - 1..<cursor)
    case .delete: return delete(cursor..<cursor + 1)
    case .control("u"): return delete(0..<cursor)
    case .control("k"): return delete(cursor..<text.count)
    case .control("w"): return delete(wordStart()..<cursor)
    case .enter, .tab, .down: return .leave(.next)
    case .backTab, .up: return .leave(.previous)
    case .escape: return .leave(.stay)
    default: return .ignored
    }
  }

  /// The most text a field keeps, in UTF-8 bytes; more is dropped.
  public static let maximumLength = 8192

  /// Whether an insertion dropped text past ``maximumLength``.
  private(set) var hasDroppedText = false

  /// Inserts what fits of `text`, cleaned, at the cursor, moving it after; whether any was.
  @discardableResult
  mutating func insert(_ text: String) -> Bool {
    var inserted = Self.cleaned(text)
    let room = Self.maximumLength - self.text.utf8.count
    if inserted.utf8.count > room {
      hasDroppedText = true
      var kept = 0
      inserted = String(
        inserted.prefix { character in
          kept += character.utf8.count
          return kept <= room
        })
    }
    guard !inserted.isEmpty else { return false }
    let split = index(at: cursor)
    let before = String(self.text[..<split]) + inserted
    self.text = before + String(self.text[split...])
    // Counted on the joined text: an inserted combining mark merges with the character before.
    cursor = min(before.count, self.text.count)
    return true
  }

  /// `text` without control characters (tabs become spaces), line breaks and bidi controls.
  static func cleaned(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "\t" {
        scalars.append(" ")
      } else if !isForbidden(scalar) {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  // MARK: Editing

  private mutating func move(to position: Int) -> Outcome {
    let clamped = min(max(position, 0), text.count)
    guard clamped != cursor else { return .ignored }
    cursor = clamped
    return .moved
  }

  private mutating func delete(_ range: Range<Int>) -> Outcome {
    let range = range.clamped(to: 0..<text.count)
    guard !range.isEmpty else { return .ignored }
    text.removeSubrange(index(at: range.lowerBound)..<index(at: range.upperBound))
    if cursor > range.lowerBound { cursor = max(cursor - range.count, range.lowerBound) }
    return .changed
  }

  /// Where the word before the cursor starts: back over spaces, then over the word.
  private func wordStart() -> Int {
    let before = Array(text.prefix(cursor))
    var start = before.count
    while start > 0, before[start - 1].isWhitespace { start -= 1 }
    while start > 0, !before[start - 1].isWhitespace { start -= 1 }
    return start
  }

  private func index(at offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
  }

  private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator, .surrogate: return true
    default: return bidiControls.contains(scalar.value)
    }
  }

  /// Bidirectional controls.
  private static let bidiControls: Set<UInt32> = [
    0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
  ]
}
