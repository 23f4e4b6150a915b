/// Several views drawn in order: what a ``ViewBuilder`` block of more than one view builds.
public struct TupleView<each Content: View>: View, PrimitiveView {
  @usableFromInline let content: (repeat each Content)

  /// The views `content`, drawn in order; inlinable, so built for its own types where written.
  @inlinable public init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    // Each child is resolved in place: iterating the pack would copy it.
    var index = 0
    @MainActor func resolve<Child: View>(_ child: borrowing Child) {
      context.resolve(child, at: .index(index), into: &nodes)
      index += 1
    }
    repeat resolve(each content)
  }
}
