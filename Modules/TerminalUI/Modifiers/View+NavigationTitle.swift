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
  /// Declares the title of this view's screen, shown in the navigation bar; the outermost wins.
  public func navigationTitle(_ title: String) -> some View {
    NavigationTitleModifier(content: self, title: title)
  }
}
