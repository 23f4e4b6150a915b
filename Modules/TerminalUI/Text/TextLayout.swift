/// Wraps and truncates text by terminal display width.
///
/// Lines break at spaces; a word wider than the line is broken between characters. A character
/// wider than the whole line (a wide character in a one-column line) becomes a space, so nothing is
/// ever drawn past the edge. Every function runs in time linear in the length of the text.
package enum TextLayout {
  /// The ellipsis that ends truncated text.
  package static let ellipsis: Character = "…"

  /// The width of the widest line of `text` when nothing wraps.
  package static func idealWidth(of text: String) -> Int {
    var widest = 0
    var current = 0
    for character in text {
      if character.isNewline {
        current = 0
      } else {
        current += DisplayWidth.of(character)
        widest = max(widest, current)
      }
    }
    return widest
  }

  /// The lines of `text` wrapped at `width` columns.
  ///
  /// With a `lineLimit`, at most that many lines are returned and, when text was left out, the last
  /// one ends with `…`.
  package static func lines(of text: String, width: Int, lineLimit: Int? = nil) -> [String] {
    guard width > 0 else { return [] }
    var wrapper = Wrapper(width: width)
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      wrapper.wrap(paragraph)
    }
    guard let limit = lineLimit, wrapper.lines.count > max(limit, 0) else { return wrapper.lines }
    guard limit > 0 else { return [] }
    let last = limit - 1
    var kept = Array(wrapper.lines[..<last])
    let cut = wrapper.lines[last] + " " + wrapper.lines[last + 1]
    kept.append(truncated(cut, width: width, forcingEllipsis: true))
    return kept
  }

  /// `text` on one line, ending with `…` when it is wider than `width`.
  package static func truncated(
    _ text: some StringProtocol,
    width: Int,
    forcingEllipsis: Bool = false
  ) -> String {
    guard width > 0 else { return "" }
    let singleLine = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .joined(separator: " ")
    if !forcingEllipsis, singleLine.displayWidth <= width { return singleLine }
    var result = ""
    var used = 0
    for character in singleLine {
      let characterWidth = DisplayWidth.of(character)
      if used + characterWidth > width - 1 { break }
      result.append(character)
      used += characterWidth
    }
    while result.last == " " { result.removeLast() }
    result.append(ellipsis)
    return result
  }

  /// `text` truncated from its start: `…` then as much of its end as fits in `width`.
  package static func truncatedFromStart(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    guard text.displayWidth > width else { return text }
    var kept: [Character] = []
    var used = 0
    for character in text.reversed() {
      let characterWidth = DisplayWidth.of(character)
      if used + characterWidth > width - 1 { break }
      kept.append(character)
      used += characterWidth
    }
    return String(ellipsis) + String(kept.reversed())
  }
}

/// Greedy word wrapping of paragraphs into lines of at most `width` columns.
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
      if character == " " {
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
