/// Text in one style, wrapped at word boundaries or truncated to a number of lines.
struct TextNode: RenderNode {
  /// The text; newlines start new lines.
  let content: String
  /// The style of every character.
  let style: Style
  /// At most this many lines, the last truncated with `…`; `nil` wraps without limit.
  let lineLimit: Int?

  /// A node drawing `content` in `style`, on at most `lineLimit` lines.
  init(_ content: String, style: Style = .plain, lineLimit: Int? = nil) {
    self.content = content
    self.style = style
    self.lineLimit = lineLimit
  }

  var idealWidth: Int { TextLayout.idealWidth(of: content) }

  var textContent: String { content }

  func draw(width: Int, context: DrawContext) -> Block {
    var block = Block(width: width)
    for line in TextLayout.lines(of: content, width: width, lineLimit: lineLimit) {
      var writer = LineWriter(width: width)
      writer.write(line, style: style)
      block.appendLine(writer.finish())
    }
    return block
  }
}
