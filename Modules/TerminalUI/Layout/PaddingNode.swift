/// A node drawn `leading` columns to the right.
package struct PaddingNode: RenderNode {
  /// The indented node.
  package let child: any RenderNode
  /// The columns left blank on the left.
  package let leading: Int

  /// `child` indented by `leading` columns.
  package init(_ child: any RenderNode, leading: Int) {
    self.child = child
    self.leading = max(leading, 0)
  }

  package var idealWidth: Int { child.idealWidth + leading }
  package var textContent: String { child.textContent }

  package func draw(width: Int, context: DrawContext) -> Block {
    var block = Block(width: width)
    let inner = max(width - leading, 0)
    block.append(child.draw(width: inner, context: context), indent: leading)
    return block
  }
}
