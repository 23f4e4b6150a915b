import TerminalUI

/// Text being pasted in full screen: the keys between the terminal's bracketed-paste markers
/// (``Key/pasteStart`` and ``Key/pasteEnd``), which are text for a field, never shortcuts.
struct PastedText {
  /// The most a paste keeps, in UTF-8 bytes: as much as a line-mode command holds.
  static let maximumLength = LineCommand.maximumLength

  /// The text so far: characters, with Enter as a line break and Tab as a tab.
  private(set) var text = ""

  /// The text as a one-line field takes it: the line breaks that end it dropped, and every other
  /// one a space, so that `de la⏎Cruz` stays two words.
  var fieldText: String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while lines.last?.isEmpty == true { lines = lines.dropLast() }
    while lines.first?.isEmpty == true { lines = lines.dropFirst() }
    return lines.joined(separator: " ")
  }
  /// Whether some of the paste was dropped for being over ``maximumLength``.
  private(set) var isCut = false

  /// Adds what `key` contributes to the text; other keys (an escape sequence inside the paste)
  /// are dropped.
  mutating func add(_ key: Key) {
    let piece: String
    switch key {
    case .character(let character): piece = String(character)
    case .enter: piece = "\n"
    case .tab: piece = "\t"
    default: return
    }
    guard text.utf8.count + piece.utf8.count <= Self.maximumLength else {
      isCut = true
      return
    }
    text += piece
  }
}
