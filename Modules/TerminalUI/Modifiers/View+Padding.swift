struct PaddingModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let leading: Int

  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    for node in context.resolve(content) { nodes.append(PaddingNode(node, leading: leading)) }
  }
}

extension View {
  /// Indents this view by `leading` columns.
  public func padding(_ leading: Int) -> some View {
    PaddingModifier(content: self, leading: leading)
  }
}
