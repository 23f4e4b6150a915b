/// What a subtree declares for the screen around it, collected upward while it resolves.
package struct Preferences {
  /// The outermost `.navigationTitle` of the subtree.
  package var navigationTitle: String?
  /// The toolbar items the subtree declares, in the order they are shown.
  private(set) var toolbarItems: [ToolbarEntry] = []

  /// No title and no toolbar items.
  init(navigationTitle: String? = nil) {
    self.navigationTitle = navigationTitle
  }

  /// Whether the subtree declares neither a title nor toolbar items.
  var isEmpty: Bool { navigationTitle == nil && toolbarItems.isEmpty }

  /// The nodes of the toolbar items: leading items first, then the others, each in tree order.
  var toolbarNodes: [any RenderNode] {
    let leading = toolbarItems.filter { $0.placement == .topBarLeading }
    let others = toolbarItems.filter { $0.placement != .topBarLeading }
    return (leading + others).map(\.node)
  }

  /// Adds a toolbar item.
  mutating func appendToolbarItem(_ node: any RenderNode, placement: ToolbarItemPlacement) {
    toolbarItems.append(ToolbarEntry(node: node, placement: placement))
  }

  /// Merges the preferences of a later subtree: the first title wins, toolbar items add up.
  mutating func merge(_ other: Preferences) {
    navigationTitle = navigationTitle ?? other.navigationTitle
    toolbarItems += other.toolbarItems
  }
}

/// One resolved toolbar item and where it asked to be placed.
struct ToolbarEntry {
  /// The item as drawn.
  var node: any RenderNode
  /// Where the item asked to go.
  var placement: ToolbarItemPlacement
}
