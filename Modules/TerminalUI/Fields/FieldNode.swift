/// A text field as drawn, `[u] User name: rosa`: the text underlined, cut with `…` (or scrolled to
/// keep the cursor, drawn in inverse video, in view); the control covers `[u] User name:` only,
/// so a highlight never hides the cursor.
struct FieldNode: RenderNode {
  /// What a secure field draws for each character of its text.
  static let mask: Character = "•"
  /// The fewest columns the text gets, the title being cut first.
  private static let minimumTextWidth = 8
  /// The columns underlined as the place to type, at least, when there is room.
  private static let underlinedWidth = 16

  let id: ControlID
  let title: String
  let role: ControlRole
  /// The text as shown: the field's text, or its mask for a secure field.
  let shown: String
  /// The cursor, in characters, while the field is being edited.
  let cursor: Int?
  let isEnabled: Bool

  init(
    id: ControlID, title: String, role: ControlRole, shown: String, cursor: Int?, isEnabled: Bool
  ) {
    self.id = id
    self.title = title
    self.role = role
    self.shown = shown
    self.cursor = cursor.map { min(max($0, 0), shown.count) }
    self.isEnabled = isEnabled
  }

  var idealWidth: Int {
    ControlNode.prefixWidth(for: "a") + title.displayWidth + 2
      + max(shown.displayWidth + 1, Self.underlinedWidth)
  }

  var textContent: String { title }

  func draw(width: Int, context: DrawContext) -> Block {
    let shortcut = context.shortcut(for: id)
    var block = Block(width: width)
    block.appendBlankLines(1)
    var column = block.write(
      "[\(shortcut)] ", line: 0, column: 0, style: ControlNode.shortcutStyle(isEnabled))
    let labelRoom = max(width - column - 1 - Self.minimumTextWidth, 2)
    column = block.write(
      TextLayout.truncated(title, width: labelRoom - 1) + ":", line: 0, column: column,
      style: Style(dim: !isEnabled))
    block.addControl(
      Control(
        shortcut: shortcut, title: title, role: role, line: 0, columns: 0..<column,
        isEnabled: isEnabled))
    drawText(into: &block, from: column + 1)
    return block
  }

  /// Draws the text from `start` to the end of the line.
  private func drawText(into block: inout Block, from start: Int) {
    let room = block.width - start
    guard room > 0 else { return }
    let style = Style(dim: !isEnabled, underline: true)
    let underlined = min(room, max(shown.displayWidth + 1, Self.underlinedWidth))
    block.write(String(repeating: " ", count: underlined), line: 0, column: start, style: style)
    guard let cursor else {
      block.write(TextLayout.truncated(shown, width: room), line: 0, column: start, style: style)
      return
    }
    let characters = Array(shown)
    var first = firstShown(characters, cursor: cursor, room: room)
    // Text cut at the right edge ends in a `…` the cursor must not be under: scroll one more.
    let width = { (range: ArraySlice<Character>) in range.reduce(0) { $0 + DisplayWidth.of($1) } }
    let isCut = { (first: Int) in (first > 0 ? 1 : 0) + width(characters[first...]) > room }
    if isCut(first),
      (first > 0 ? 1 : 0) + width(characters[first..<min(cursor + 1, characters.count)]) >= room
    {
      first = firstShown(characters, cursor: cursor, room: room - 1)
    }
    let end = isCut(first) ? block.width - 1 : block.width
    var column = start
    if first > 0 {
      column = block.write("…", line: 0, column: column, style: style)
    }
    var cursorColumn = column
    for (offset, character) in characters[first...].enumerated() {
      if first + offset == cursor { cursorColumn = column }
      let next = column + DisplayWidth.of(character)
      guard next <= end else { break }
      column = block.write(String(character), line: 0, column: column, style: style)
    }
    if end < block.width {
      block.write("…", line: 0, column: end, style: style)
    }
    if cursor == characters.count { cursorColumn = column }
    guard cursorColumn < block.width else { return }
    var cursorStyle = style
    cursorStyle.inverse = true
    let under = cursor < characters.count ? String(characters[cursor]) : " "
    block.write(under, line: 0, column: cursorColumn, style: cursorStyle)
  }

  /// The first character shown: the start, else as far back from the cursor as fits after a `…`.
  private func firstShown(_ characters: [Character], cursor: Int, room: Int) -> Int {
    let cursorWidth = cursor < characters.count ? DisplayWidth.of(characters[cursor]) : 1
    let before = characters[..<cursor].reduce(0) { $0 + DisplayWidth.of($1) }
    guard before + cursorWidth > room else { return 0 }
    var first = cursor
    var used = cursorWidth + 1
    while first > 0, used + DisplayWidth.of(characters[first - 1]) <= room {
      first -= 1
      used += DisplayWidth.of(characters[first])
    }
    return first
  }
}
