/// A view that draws nothing and takes no room.
public struct EmptyView: View, PrimitiveView {
  /// An empty view.
  public init() {}

  /// Resolved by ``resolve(in:into:)``, not through a body.
  public func _resolve(into resolution: inout _ViewResolution) {
    resolve(in: resolution.context, into: &resolution.nodes)
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {}
}
