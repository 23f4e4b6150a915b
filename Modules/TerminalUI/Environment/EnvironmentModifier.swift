/// A view drawn with a changed environment, as style modifiers make.
struct EnvironmentModifier<Content: View>: View, PrimitiveView {
  let content: Content
  /// Changes the values as a function of those around.
  let change: (inout EnvironmentValues) -> Void

  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    var environment = context.environment
    change(&environment)
    context.withEnvironment(environment) { context.resolve(content, into: &nodes) }
  }
}

extension View {
  /// Sets the environment value for `key` to `value` for this view and everything inside it.
  func environment<Key: EnvironmentKey>(
    _ key: Key.Type, _ value: Key.Value
  ) -> EnvironmentModifier<Self> {
    EnvironmentModifier(content: self) { $0[key] = value }
  }
}
