/// Several views drawn in order: what a ``ViewBuilder`` block of more than one view builds.
public struct TupleView<each Content: View>: View, PrimitiveView {
  @usableFromInline let content: (repeat each Content)

  /// The views `content`, drawn in order.
  ///
  /// Inlinable so that a view builder's block is built for its own types where it is written:
  /// built here, generically, a tuple of two texts looked its types up at run time every time.
  @inlinable public init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    // Into an empty array (a container's), room for a node a child, the usual count, so that
    // the array grows once, not per child. Reserving more in a filled array could copy it for
    // every tuple appended to it.
    if nodes.isEmpty {
      var count = 0
      for _ in repeat (each Content).self { count += 1 }
      nodes.reserveCapacity(count)
    }
    // Each child is resolved where it is stored: iterating the pack would copy every child.
    var index = 0
    @MainActor func resolve<Child: View>(_ child: borrowing Child) {
      context.resolve(child, at: .index(index), into: &nodes)
      index += 1
    }
    repeat resolve(each content)
  }
}
