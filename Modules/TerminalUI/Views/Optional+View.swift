extension Optional: View where Wrapped: View {
  /// Optionals draw their view when there is one, and nothing otherwise.
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    if let view = self { context.resolve(view, into: &nodes) }
  }
}
