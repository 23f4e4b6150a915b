/// Several views drawn in order: what a ``ViewBuilder`` block of more than one view builds.
public struct TupleView<each Content: View>: View, PrimitiveView {
  private let content: (repeat each Content)

  /// The views `content`, drawn in order.
  public init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    var index = 0
    for child in repeat each content {
      context.withChild(.index(index)) { context.resolve(child, into: &nodes) }
      index += 1
    }
  }
}
