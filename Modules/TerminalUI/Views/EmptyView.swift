/// A view that draws nothing and takes no room.
public struct EmptyView: View, PrimitiveView {
  /// An empty view.
  public init() {}

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {}
}
