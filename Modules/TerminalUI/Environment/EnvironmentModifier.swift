/// A view drawn with a changed environment: what ``View/font(_:)``, ``View/lineLimit(_:)`` and
/// the other style modifiers return.
///
/// The modifiers name this type rather than returning `some View`, so that resolving a modified
/// view does not ask the runtime for an opaque type's metadata and conformance every time, which
/// was a sixteenth of the time of a list row.
public struct EnvironmentModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let transform: (inout EnvironmentValues) -> Void

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    var environment = context.environment
    transform(&environment)
    context.withEnvironment(environment) { context.resolve(content, into: &nodes) }
  }
}

extension View {
  /// Sets the environment value for `key` to `value` for this view and everything inside it.
  package func environment<Key: EnvironmentKey>(
    _ key: Key.Type, _ value: Key.Value
  ) -> EnvironmentModifier<Self> {
    EnvironmentModifier(content: self) { $0[key] = value }
  }
}
