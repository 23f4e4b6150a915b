extension ResolveContext {
  /// The nodes of the content of a stack: controls inside it are not list rows.
  func resolveContainerContent<Content: View>(_ content: Content) -> [any RenderNode] {
    let placement = environment[ControlPlacementKey.self].insideContainer
    return withEnvironment(environment.setting(ControlPlacementKey.self, placement)) {
      resolve(content)
    }
  }
}
