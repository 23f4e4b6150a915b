/// What a subtree declares for the screen around it, collected upward while it resolves.
package struct Preferences {
  /// The outermost `.navigationTitle` of the subtree.
  package var navigationTitle: String?
  /// The toolbar items placed `.topBarLeading`, then the others, each in tree order.
  private var leadingToolbarNodes: [any RenderNode] = []
  private var otherToolbarNodes: [any RenderNode] = []

  var isEmpty: Bool { navigationTitle == nil && toolbarNodes.isEmpty }

  /// The nodes of the toolbar items: leading items first, then the others.
  var toolbarNodes: [any RenderNode] { leadingToolbarNodes + otherToolbarNodes }

  mutating func appendToolbarItem(_ node: any RenderNode, placement: ToolbarItemPlacement) {
    if placement == .topBarLeading {
      leadingToolbarNodes.append(node)
    } else {
      otherToolbarNodes.append(node)
    }
  }

  /// Merges the preferences of a later subtree: the first title wins, toolbar items add up.
  mutating func merge(_ other: Preferences) {
    navigationTitle = navigationTitle ?? other.navigationTitle
    leadingToolbarNodes += other.leadingToolbarNodes
    otherToolbarNodes += other.otherToolbarNodes
  }
}
