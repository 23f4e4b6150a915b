/// Several views treated as one, laid out by the enclosing stack or list.
public struct Group<Content: View>: View, PrimitiveView {
  private let content: Content

  /// A group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    context.resolve(content, into: &nodes)
  }
}
