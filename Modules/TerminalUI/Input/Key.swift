/// A key a person pressed, as full screen's key decoder reads it; modifiers are not modelled (Alt-`a` is
/// ``escape`` then `a`).
public enum Key: Hashable, Sendable {
  /// A printable character: a letter, a digit, punctuation, or any non-ASCII character.
  case character(Character)
  /// Enter or Return (`\r`, or `\n`).
  case enter
  /// Tab.
  case tab
  /// Shift-Tab (`ESC [ Z`).
  case backTab
  /// Backspace (`0x7F` or `0x08`).
  case backspace
  /// Delete, the forward delete key (`ESC [ 3 ~`).
  case delete
  /// Insert (`ESC [ 2 ~`).
  case insert
  /// Escape on its own, not the start of a longer sequence.
  case escape
  /// The arrow keys.
  case up, down, left, right
  /// Home, End, Page Up and Page Down.
  case home, end, pageUp, pageDown
  /// A function key, numbered from 1 (F1) to 12 (F12).
  case function(Int)
  /// A letter pressed with Control, as its lowercase letter: Ctrl-C is `control("c")`.
  case control(Character)
  /// The start of pasted text (`ESC [ 200 ~`, sent in bracketed paste mode): the keys up to
  /// ``pasteEnd`` are the text, not keys a person pressed.
  case pasteStart
  /// The end of pasted text (`ESC [ 201 ~`).
  case pasteEnd
  /// Bytes that form no known key: an unknown escape sequence or invalid UTF-8, consumed whole.
  case unknown([UInt8])
}
