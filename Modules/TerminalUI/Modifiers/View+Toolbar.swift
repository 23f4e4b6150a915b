struct ToolbarModifier<Content: View, Items: View>: View, PrimitiveView {
  let content: Content
  let items: Items

  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    let toolbarEnvironment = context.environment.setting(ControlPlacementKey.self, .toolbar)
    let toolbar = context.withEnvironment(toolbarEnvironment) {
      context.withChild(.named("toolbar")) { context.resolve(items) }
    }
    context.updatePreferences { $0.toolbarNodes += toolbar }
    context.resolve(content, into: &nodes)
  }
}

extension View {
  /// Declares toolbar items (buttons, menus or ``ToolbarItem``s) for the screen this view is part
  /// of, shown in the navigation bar in the order declared; they get their shortcuts first.
  public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
    ToolbarModifier(content: self, items: content())
  }
}
