/// A horizontal rule across the whole width.
struct DividerNode: RenderNode {
  var idealWidth: Int { 1 }
  var textContent: String { "" }

  func draw(width: Int, context: DrawContext) -> Block {
    Block(width: width, text: String(repeating: "─", count: width), style: Style(dim: true))
  }
}
