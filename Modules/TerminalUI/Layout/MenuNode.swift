/// A menu: `[m] Title ▸` when collapsed; `[m] Title ▾` followed by its items when expanded.
package struct MenuNode: RenderNode {
  /// The registered control that toggles the menu.
  package let id: ControlID
  /// The menu's title.
  package let title: String
  /// The items, drawn below the title when expanded; empty when collapsed.
  package let items: [any RenderNode]
  /// Whether the items are shown.
  package let isExpanded: Bool
  package let idealWidth: Int

  /// A menu control titled `title`, showing `items` when expanded.
  package init(id: ControlID, title: String, items: [any RenderNode], isExpanded: Bool) {
    self.id = id
    self.title = title
    self.items = items
    self.isExpanded = isExpanded
    let header = ControlNode.prefixWidth(for: "a") + title.displayWidth + 2
    let itemsWidth = items.reduce(0) { max($0, $1.idealWidth) }
    self.idealWidth = max(header, ControlNode.prefixWidth(for: "a") + itemsWidth)
  }

  package var textContent: String { title }

  package func draw(width: Int, context: DrawContext) -> Block {
    let marker = isExpanded ? " ▾" : " ▸"
    let header = ControlNode(
      id: id, title: title, role: .menu, label: [TextNode(title + marker, lineLimit: 1)])
    var block = header.draw(width: width, context: context)
    let indent = ControlNode.prefixWidth(for: context.shortcut(for: id))
    let itemWidth = max(width - indent, 0)
    block.append(VStackNode(items).draw(width: itemWidth, context: context), indent: indent)
    return block
  }
}
