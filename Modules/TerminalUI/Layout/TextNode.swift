/// Text in one style, wrapped at word boundaries or truncated to a number of lines.
struct TextNode: RenderNode {
  let content: String
  let style: Style
  let lineLimit: Int?

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
