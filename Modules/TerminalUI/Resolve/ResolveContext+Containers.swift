extension ResolveContext {
  /// The nodes of the content of a stack: controls inside it are not list rows.
  func resolveContainerContent<Content: View>(_ content: Content) -> [any RenderNode] {
    let current = environment[ControlPlacementKey.self]
    let placement = current.insideContainer
    guard placement != current else { return resolve(content) }
    return withEnvironment(environment.setting(ControlPlacementKey.self, placement)) {
      resolve(content)
    }
  }
}
