/// Children drawn one below the other, each as wide as the stack.
package struct VStackNode: RenderNode {
  let children: [any RenderNode]
  /// Blank lines between children.
  let spacing: Int

  /// A stack of `children` with `spacing` blank lines between them.
  package init(_ children: [any RenderNode], spacing: Int = 0) {
    self.children = children
    self.spacing = max(spacing, 0)
  }

  /// Computed when asked: a lazy list resolves every row for it.
  package var idealWidth: Int { children.reduce(0) { max($0, $1.idealWidth) } }

  package var textContent: String { children.textContent }

  /// The children's parts one below the other.
  package func parts(width: Int, context: DrawContext) -> [DrawnPart] {
    var parts: [DrawnPart] = []
    for (index, child) in children.enumerated() {
      if index > 0, spacing > 0 {
        var gap = Block(width: width)
        gap.appendBlankLines(spacing)
        parts.append(.block(gap))
      }
      parts += child.parts(width: width, context: context)
    }
    return parts.joiningBlocks()
  }

  package func draw(width: Int, context: DrawContext) -> Block {
    var block = Block(width: width)
    for (index, child) in children.enumerated() {
      if index > 0 { block.appendBlankLines(spacing) }
      block.append(child.draw(width: width, context: context))
    }
    return block
  }
}

extension Array where Element == Cell {
  /// The column after the last drawn (non-blank) cell; 0 for a blank line.
  var contentEnd: Int {
    (lastIndex { $0 != .blank() }).map { $0 + 1 } ?? 0
  }
}
