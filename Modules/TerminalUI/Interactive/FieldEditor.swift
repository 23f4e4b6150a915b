/// The text of a one-line field and a cursor in it, changed one key at a time: the editing rules
/// of ``TextField`` and ``SecureField`` in a full-screen app, as a value tested without a terminal.
///
/// ```swift
/// var editor = FieldEditor(text: "rsa")        // the cursor after the text
/// editor.handle(.left)                          // .moved
/// editor.handle(.left)                          // .moved: between "r" and "sa"
/// editor.handle(.character("o"))                // .changed: "rosa"
/// editor.handle(.enter)                         // .leave(.next)
/// ```
///
/// The cursor counts characters (grapheme clusters) from the start, `0...text.count`. Keys:
/// - a character is inserted at the cursor; ← → move by a character; Home, End, Ctrl-A and Ctrl-E
///   go to either end;
/// - Backspace deletes before the cursor, Delete after it; Ctrl-U deletes everything before the
///   cursor, Ctrl-K everything after it, Ctrl-W the word before it;
/// - Enter, Tab and ↓ leave the field for the next control, Shift-Tab and ↑ for the previous one,
///   Escape leaves it and stays; the text is kept either way;
/// - any other key is ignored: nothing but text is ever inserted, and text is cleaned of control
///   characters first (``cleaned(_:)``), so no control byte or escape sequence reaches the screen.
public struct FieldEditor: Hashable, Sendable {
  /// What a key did.
  public enum Outcome: Hashable, Sendable {
    /// The text changed (and the cursor with it).
    case changed
    /// Only the cursor moved.
    case moved
    /// The key means nothing in a field; nothing changed.
    case ignored
    /// The person is done with the field; see ``Exit``.
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

  /// The text, free of control characters.
  private(set) var text: String
  /// Where the cursor is: the number of characters before it.
  private(set) var cursor: Int

  /// An editor of `text` (cleaned as ``cleaned(_:)`` says) with the cursor at `cursor`, clamped
  /// to the text, or after the text when `nil`.
  init(text: String, cursor: Int? = nil) {
    self.text = Self.cleaned(text)
    self.cursor = min(max(cursor ?? Int.max, 0), self.text.count)
  }

  /// Applies `key`, as the type describes.
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

  /// The most text a field keeps, in UTF-8 bytes: what would go past it, typed or pasted, is
  /// dropped (``hasDroppedText``), so that a field's memory and drawing stay bounded.
  public static let maximumLength = 8192

  /// Whether an insertion dropped text for going past ``maximumLength``.
  private(set) var hasDroppedText = false

  /// Inserts `text`, cleaned, at the cursor and moves the cursor after it, as a paste does;
  /// returns whether anything was inserted.
  ///
  /// Only the characters that fit in ``maximumLength``
  /// are inserted; the rest is dropped and ``hasDroppedText`` set.
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

  /// `text` without what must never be drawn: control characters (a tab becomes a space, line
  /// breaks are dropped, as a one-line field does with pasted lines), line and paragraph
  /// separators, and the invisible marks that reorder text (bidirectional overrides).
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

  /// The marks that change the direction text is drawn in, which could make what is shown differ
  /// from what was typed.
  private static let bidiControls: Set<UInt32> = [
    0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
  ]
}
