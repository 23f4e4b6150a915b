/// Children drawn side by side, top-aligned, sharing the width by ``HStackLayout``.
struct HStackNode: RenderNode {
  let children: [any RenderNode]
  let spacing: Int
  let idealWidth: Int

  init(_ children: [any RenderNode], spacing: Int = 1) {
    self.children = children
    self.spacing = max(spacing, 0)
    let content = children.reduce(0) { $0 + ($1.spacerMinimum ?? $1.idealWidth) }
    self.idealWidth = content + self.spacing * max(children.count - 1, 0)
  }

  var textContent: String { children.textContent }

  func draw(width: Int, context: DrawContext) -> Block {
    let widths = HStackLayout.widths(
      ideals: children.map(\.idealWidth),
      spacerMinimums: children.map(\.spacerMinimum),
      spacing: spacing,
      available: width
    )
    var block = Block(width: width)
    var column = 0
    for (child, childWidth) in zip(children, widths) {
      if childWidth > 0, child.spacerMinimum == nil {
        block.overlay(child.draw(width: childWidth, context: context), at: column)
      }
      column += childWidth + spacing
    }
    return block
  }
}
