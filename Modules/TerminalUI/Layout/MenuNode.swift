/// A menu: `[m] Title ▸` when collapsed; `[m] Title ▾` followed by its items when expanded.
struct MenuNode: RenderNode {
  let id: ControlID
  let title: String
  /// Empty when collapsed.
  let items: [any RenderNode]
  let isExpanded: Bool
  let idealWidth: Int

  init(id: ControlID, title: String, items: [any RenderNode], isExpanded: Bool) {
    self.id = id
    self.title = title
    self.items = items
    self.isExpanded = isExpanded
    let header = ControlNode.prefixWidth(for: "a") + title.displayWidth + 2
    let itemsWidth = items.reduce(0) { max($0, $1.idealWidth) }
    self.idealWidth = max(header, ControlNode.prefixWidth(for: "a") + itemsWidth)
  }

  var textContent: String { title }

  func draw(width: Int, context: DrawContext) -> Block {
    let marker = isExpanded ? " ▾" : " ▸"
    let header = ControlNode(
      id: id, givenTitle: title, role: .menu, label: [TextNode(title + marker, lineLimit: 1)])
    var block = header.draw(width: width, context: context)
    let indent = ControlNode.prefixWidth(for: context.shortcut(for: id))
    let itemWidth = max(width - indent, 0)
    block.append(VStackNode(items).draw(width: itemWidth, context: context), indent: indent)
    return block
  }
}
