/// Children drawn one below the other, each as wide as the stack, aligned by their content.
package struct VStackNode: RenderNode {
  let children: [any RenderNode]
  let alignment: HorizontalAlignment
  /// Blank lines between children.
  let spacing: Int

  /// A stack of `children` with `spacing` blank lines between them.
  package init(
    _ children: [any RenderNode],
    alignment: HorizontalAlignment = .leading,
    spacing: Int = 0
  ) {
    self.children = children
    self.alignment = alignment
    self.spacing = max(spacing, 0)
  }

  /// Computed when asked: a lazy list resolves every row for it.
  package var idealWidth: Int { children.reduce(0) { max($0, $1.idealWidth) } }

  package var textContent: String { children.textContent }

  /// The children's parts one below the other when leading-aligned, else one block.
  package func parts(width: Int, context: DrawContext) -> [DrawnPart] {
    guard alignment == .leading else { return [.block(draw(width: width, context: context))] }
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
      let drawn = child.draw(width: width, context: context)
      block.append(drawn, indent: offset(of: drawn, in: width))
    }
    return block
  }

  private func offset(of block: Block, in width: Int) -> Int {
    switch alignment {
    case .leading: 0
    case .center: (width - block.contentWidth) / 2
    case .trailing: width - block.contentWidth
    }
  }
}

extension Block {
  /// The columns up to the rightmost drawn (non-blank) cell of any line.
  var contentWidth: Int {
    lines.reduce(0) { max($0, $1.contentEnd) }
  }
}

extension Array where Element == Cell {
  /// The column after the last drawn (non-blank) cell; 0 for a blank line.
  var contentEnd: Int {
    (lastIndex { $0 != .blank() }).map { $0 + 1 } ?? 0
  }
}
