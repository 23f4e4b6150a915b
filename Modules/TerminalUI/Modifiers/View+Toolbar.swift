struct ToolbarModifier<Content: View, Items: View>: View, PrimitiveView {
  let content: Content
  let items: Items

  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    let toolbarEnvironment = context.environment.setting(ControlPlacementKey.self, .toolbar)
    let placed = context.withEnvironment(toolbarEnvironment) {
      context.withChild(.named("toolbar")) { context.resolve(items) }
    }
    context.updatePreferences { preferences in
      for node in placed {
        let placement = (node as? ToolbarItemNode)?.placement ?? .automatic
        preferences.appendToolbarItem(node, placement: placement)
      }
    }
    context.resolve(content, into: &nodes)
  }
}

extension View {
  /// Declares toolbar items (buttons or menus, or ``ToolbarItem``s) for the screen this view is
  /// part of, shown in the navigation bar; they get their shortcuts first.
  public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
    ToolbarModifier(content: self, items: content())
  }
}
