/// What a subtree declares for the screen around it, collected upward while it resolves.
package struct Preferences {
  /// The outermost `.navigationTitle` of the subtree.
  package var navigationTitle: String?
  /// The nodes of the toolbar items, in tree order.
  var toolbarNodes: [any RenderNode] = []

  var isEmpty: Bool { navigationTitle == nil && toolbarNodes.isEmpty }

  /// Merges the preferences of a later subtree: the first title wins, toolbar items add up.
  mutating func merge(_ other: Preferences) {
    navigationTitle = navigationTitle ?? other.navigationTitle
    toolbarNodes += other.toolbarNodes
  }
}
