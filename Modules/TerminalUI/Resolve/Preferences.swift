/// What a subtree declares for the screen around it, collected upward while it resolves.
package struct Preferences {
  /// The outermost `.navigationTitle` of the subtree.
  package var navigationTitle: String?
  /// The toolbar items the subtree declares, in tree order.
  private(set) var toolbarItems: [ToolbarEntry] = []

  init(navigationTitle: String? = nil) {
    self.navigationTitle = navigationTitle
  }

  var isEmpty: Bool { navigationTitle == nil && toolbarItems.isEmpty }

  /// The nodes of the toolbar items: leading items first, then the others, each in tree order.
  var toolbarNodes: [any RenderNode] {
    let leading = toolbarItems.filter { $0.placement == .topBarLeading }
    let others = toolbarItems.filter { $0.placement != .topBarLeading }
    return (leading + others).map(\.node)
  }

  mutating func appendToolbarItem(_ node: any RenderNode, placement: ToolbarItemPlacement) {
    toolbarItems.append(ToolbarEntry(node: node, placement: placement))
  }

  /// Merges the preferences of a later subtree: the first title wins, toolbar items add up.
  mutating func merge(_ other: Preferences) {
    navigationTitle = navigationTitle ?? other.navigationTitle
    toolbarItems += other.toolbarItems
  }
}

struct ToolbarEntry {
  var node: any RenderNode
  var placement: ToolbarItemPlacement
}
