extension ResolveContext {
  /// The nodes of the content of a stack: controls inside it are not list rows.
  func resolveContainerContent<Content: View>(_ content: Content) -> [any RenderNode] {
    let current = environment.controlPlacement
    let placement = current.insideContainer
    var nodes: [any RenderNode] = []
    if placement == current {
      resolve(content, into: &nodes)
    } else {
      resolve(content, in: environment.setting(ControlPlacementKey.self, placement), into: &nodes)
    }
    return nodes
  }
}
