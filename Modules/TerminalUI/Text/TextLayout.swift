/// Wraps and truncates text by display width, in linear time: lines break at spaces, a word wider
/// than the line between characters, and a character wider than the line becomes a space.
package enum TextLayout {
  static let ellipsis: Character = "…"

  /// Whether `character` ends a line: a line feed or carriage return, but not the separators
  /// that ``DisplayWidth/shown(_:)`` draws as a space (NEL, U+2028, U+2029).
  static func isLineBreak(_ character: Character) -> Bool {
    character.isNewline && DisplayWidth.shown(character) == character
  }

  /// The width of the widest line of `text` when nothing wraps.
  static func idealWidth(of text: String) -> Int {
    if isPrintableASCII(text) { return text.utf8.count }
    var widest = 0
    var current = 0
    for character in text {
      if isLineBreak(character) {
        current = 0
      } else {
        current += DisplayWidth.of(character)
        widest = max(widest, current)
      }
    }
    return widest
  }

  /// The lines of `text` wrapped at `width`, at most `lineLimit`, ending with `…` when cut.
  static func lines(of text: String, width: Int, lineLimit: Int? = nil) -> [String] {
    guard width > 0 else { return [] }
    let lines = wrapped(text, width: width)
    guard let limit = lineLimit, lines.count > max(limit, 0) else { return lines }
    guard limit > 0 else { return [] }
    let last = limit - 1
    var kept = Array(lines[..<last])
    let cut = lines[last] + " " + lines[last + 1]
    kept.append(truncated(cut, width: width, forcingEllipsis: true))
    return kept
  }

  /// The lines of `text` wrapped at `width`; `characterByCharacter` skips the ASCII path.
  static func wrapped(
    _ text: String,
    width: Int,
    characterByCharacter: Bool = false
  ) -> [String] {
    if !characterByCharacter, isOneASCIILine(text, width: width) { return [text] }
    var wrapper = Wrapper(width: width)
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: isLineBreak) {
      wrapper.wrap(paragraph)
    }
    return wrapper.lines
  }

  /// `text` on one line, ending with `…` when it is wider than `width`.
  package static func truncated(
    _ text: some StringProtocol,
    width: Int,
    forcingEllipsis: Bool = false
  ) -> String {
    guard width > 0 else { return "" }
    let singleLine = text.split(omittingEmptySubsequences: false, whereSeparator: isLineBreak)
      .joined(separator: " ")
    if !forcingEllipsis, singleLine.displayWidth <= width { return singleLine }
    var kept = leading(singleLine, fitting: width - 1)
    while kept.last == " " { kept.removeLast() }
    return String(kept) + String(ellipsis)
  }

  /// `…` then as much of the end of `text` as fits in `width`.
  static func truncatedFromStart(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    guard text.displayWidth > width else { return text }
    return String(ellipsis) + String(leading(text.reversed(), fitting: width - 1).reversed())
  }

  /// The first characters of `characters` that fit in `width` columns together.
  private static func leading(_ characters: some Sequence<Character>, fitting width: Int)
    -> [Character]
  {
    var kept: [Character] = []
    var used = 0
    for character in characters {
      let characterWidth = DisplayWidth.of(character)
      if used + characterWidth > width { break }
      kept.append(character)
      used += characterWidth
    }
    return kept
  }
}

/// Greedy word wrapping into lines of at most `width` columns.
private struct Wrapper {
  let width: Int
  var lines: [String] = []
  private var line = ""
  private var lineWidth = 0

  init(width: Int) {
    self.width = width
  }

  mutating func wrap(_ paragraph: Substring) {
    var pendingSpaces = 0
    var word = ""
    var wordWidth = 0
    for character in paragraph {
      if character == " " || DisplayWidth.shown(character) == " " {
        if !word.isEmpty {
          place(word, wordWidth, after: pendingSpaces)
          pendingSpaces = 0
          word = ""
          wordWidth = 0
        }
        pendingSpaces += 1
      } else {
        word.append(character)
        wordWidth += DisplayWidth.of(character)
      }
    }
    if !word.isEmpty { place(word, wordWidth, after: pendingSpaces) }
    flush()
  }

  private mutating func place(_ word: String, _ wordWidth: Int, after spaces: Int) {
    if lineWidth + spaces + wordWidth <= width {
      line += String(repeating: " ", count: spaces) + word
      lineWidth += spaces + wordWidth
      return
    }
    if lineWidth > 0 { flush() }
    guard wordWidth > width else {
      line = word
      lineWidth = wordWidth
      return
    }
    for character in word {
      let characterWidth = DisplayWidth.of(character)
      if lineWidth > 0, lineWidth + characterWidth > width { flush() }
      if characterWidth > width {
        line = " "
        lineWidth = 1
      } else {
        line.append(character)
        lineWidth += characterWidth
      }
    }
  }

  private mutating func flush() {
    lines.append(line)
    line = ""
    lineWidth = 0
  }
}
