struct NavigationTitleModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let title: String

  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    var (_, declared) = context.isolatingPreferences { context.resolve(content, into: &nodes) }
    declared.navigationTitle = title
    context.updatePreferences { $0.merge(declared) }
  }
}

extension View {
  /// Declares the title of the screen this view is part of, shown in the navigation bar; the
  /// outermost title wins.
  public func navigationTitle(_ title: String) -> some View {
    NavigationTitleModifier(content: self, title: title)
  }
}
