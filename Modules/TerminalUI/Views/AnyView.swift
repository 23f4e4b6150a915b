/// A view of any type; wrapping a view of another type changes its identity.
public struct AnyView: View, PrimitiveView {
  private let resolveContent: @MainActor (ResolveContext, inout [any RenderNode]) -> Void

  /// Erases the type of `view`.
  public init<V: View>(_ view: V) {
    resolveContent = { context, nodes in
      context.withChild(.type(ObjectIdentifier(V.self), name: "\(V.self)")) {
        context.resolve(view, into: &nodes)
      }
    }
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    resolveContent(context, &nodes)
  }
}
