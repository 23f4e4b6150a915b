/// Text in one style, wrapped at word boundaries or truncated to a number of lines.
package struct TextNode: RenderNode {
  /// The text; newlines start new lines.
  package let content: String
  /// The style of every character.
  package let style: Style
  /// At most this many lines, the last truncated with `…`; `nil` wraps without limit.
  package let lineLimit: Int?

  /// A node drawing `content` in `style`, on at most `lineLimit` lines.
  package init(_ content: String, style: Style = .plain, lineLimit: Int? = nil) {
    self.content = content
    self.style = style
    self.lineLimit = lineLimit
  }

  package var idealWidth: Int { TextLayout.idealWidth(of: content) }

  package var textContent: String { content }

  package func draw(width: Int, context: DrawContext) -> Block {
    var block = Block(width: width)
    for line in TextLayout.lines(of: content, width: width, lineLimit: lineLimit) {
      var writer = LineWriter(width: width)
      writer.write(line, style: style)
      block.appendLine(writer.finish())
    }
    return block
  }
}
