/// A node that draws with a closure: how a sibling module draws a block of its own.
///
/// Nodes draw only once every control of the frame has its shortcut, so a primitive resolves its
/// children into nodes first and draws them inside the closure, composing blocks:
///
/// ```swift
/// let content = context.resolve(screen)
/// nodes.append(
///   CustomNode(idealWidth: VStackNode(content).idealWidth + 2) { width, drawContext in
///     var block = Block(width: width, text: "Shiraz", style: Style(bold: true))
///     block.append(VStackNode(content).draw(width: width - 2, context: drawContext), indent: 2)
///     return block
///   })
/// ```
package struct CustomNode: RenderNode {
  package let idealWidth: Int
  package let textContent: String
  private let drawBlock: (Int, DrawContext) -> Block

  /// A node `idealWidth` wide, drawn by `draw` at the width it is given.
  package init(
    idealWidth: Int,
    textContent: String = "",
    draw: @escaping (_ width: Int, _ context: DrawContext) -> Block
  ) {
    self.idealWidth = idealWidth
    self.textContent = textContent
    self.drawBlock = draw
  }

  package func draw(width: Int, context: DrawContext) -> Block {
    drawBlock(width, context)
  }
}
