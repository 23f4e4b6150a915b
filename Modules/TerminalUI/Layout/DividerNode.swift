/// A horizontal rule across the whole width.
package struct DividerNode: RenderNode {
  package var idealWidth: Int { 1 }
  package var textContent: String { "" }

  package func draw(width: Int, context: DrawContext) -> Block {
    Block(width: width, text: String(repeating: "─", count: width), style: Style(dim: true))
  }
}
