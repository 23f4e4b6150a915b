/// Several views treated as one, without any layout of its own: the enclosing stack or list lays
/// them out, and modifiers on the group apply to each of them.
public struct Group<Content: View>: View, PrimitiveView {
  private let content: Content

  /// A group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Resolved by ``resolve(in:into:)``, not through a body.
  public func _resolve(into resolution: inout _ViewResolution) {
    resolve(in: resolution.context, into: &resolution.nodes)
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    context.resolve(content, into: &nodes)
  }
}
