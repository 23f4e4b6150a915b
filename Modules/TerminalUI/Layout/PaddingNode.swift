/// A node drawn `leading` columns to the right.
struct PaddingNode: RenderNode {
  let child: any RenderNode
  let leading: Int

  init(_ child: any RenderNode, leading: Int) {
    self.child = child
    self.leading = max(leading, 0)
  }

  var idealWidth: Int { child.idealWidth + leading }
  var textContent: String { child.textContent }

  func draw(width: Int, context: DrawContext) -> Block {
    Self.indent(
      child.draw(width: max(width - leading, 0), context: context), by: leading, in: width)
  }

  func parts(width: Int, context: DrawContext) -> [DrawnPart] {
    child.parts(width: max(width - leading, 0), context: context).map { part in
      part.placed { [leading] in Self.indent($0, by: leading, in: width) }
    }
  }

  /// `inner` moved `leading` columns right in a block `width` columns wide.
  private static func indent(_ inner: Block, by leading: Int, in width: Int) -> Block {
    var block = Block(width: width)
    block.append(inner, indent: leading)
    return block
  }
}
