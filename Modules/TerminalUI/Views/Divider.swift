/// A horizontal rule, `─` across the whole width.
public struct Divider: View, PrimitiveView {
  /// A divider.
  public init() {}

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    nodes.append(DividerNode())
  }
}
