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
    .drawing(self, width: width, context: context)
  }

  package func draw(appendingTo block: inout Block, column: Int, width: Int, context: DrawContext) {
    if width > 0, lineLimit ?? 1 > 0, TextLayout.isOneASCIILine(content, width: width) {
      // Most text: one line, laid out and written without looking at it again.
      block.appendLine(ascii: content, column: column, style: style)
      return
    }
    for line in TextLayout.lines(of: content, width: width, lineLimit: lineLimit) {
      block.appendBlankLines(1)
      // A line of no more bytes than columns fits, whatever its characters.
      if line.utf8.count <= width {
        block.write(line, line: block.height - 1, column: column, style: style)
      } else {
        var writer = LineWriter(width: width)
        writer.write(line, style: style)
        block.write(writer.cells, line: block.height - 1, column: column)
      }
    }
  }
}
