/// Draws its content with a changed environment.
struct EnvironmentModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let transform: (inout EnvironmentValues) -> Void

  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    var environment = context.environment
    transform(&environment)
    context.withEnvironment(environment) { context.resolve(content, into: &nodes) }
  }
}

extension View {
  /// Sets the environment value for `key` to `value` for this view and everything inside it.
  package func environment<Key: EnvironmentKey>(_ key: Key.Type, _ value: Key.Value) -> some View {
    EnvironmentModifier(content: self) { $0[key] = value }
  }
}
