/// A horizontal rule, `─` across the whole width.
public struct Divider: View, PrimitiveView {
  /// A divider.
  public init() {}

  /// Resolved by ``resolve(in:into:)``, not through a body.
  public func _resolve(into resolution: inout _ViewResolution) {
    resolve(in: resolution.context, into: &resolution.nodes)
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    nodes.append(DividerNode())
  }
}
