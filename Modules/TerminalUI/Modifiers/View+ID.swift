struct IdentityModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let id: AnyHashable

  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    context.resolve(content, at: .explicit(id), into: &nodes)
  }
}

extension View {
  /// Gives this view an explicit identity: when `id` changes, it is a new view.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    IdentityModifier(content: self, id: AnyHashable(id))
  }
}
