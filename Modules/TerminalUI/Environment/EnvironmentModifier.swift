/// A view drawn with a changed environment, as style modifiers make.
struct EnvironmentModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let change: EnvironmentChange

  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    var environment = context.environment
    switch change {
    case .set(let key, let value): environment.set(key, to: value)
    case .transform(let transform): transform(&environment)
    }
    context.withEnvironment(environment) { context.resolve(content, into: &nodes) }
  }
}

extension View {
  /// Sets the environment value for `key` to `value` for this view and everything inside it.
  func environment<Key: EnvironmentKey>(
    _ key: Key.Type, _ value: Key.Value
  ) -> EnvironmentModifier<Self> {
    EnvironmentModifier(content: self, change: .set(ObjectIdentifier(key), value))
  }
}

/// How an ``EnvironmentModifier`` changes the environment.
enum EnvironmentChange {
  /// Sets the value of a key, identified by its type.
  case set(ObjectIdentifier, Any)
  /// Changes the values as a function of those around.
  case transform((inout EnvironmentValues) -> Void)
}
