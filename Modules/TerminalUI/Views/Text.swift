/// Text, wrapped at word boundaries to its width, styled by its own modifiers
/// (``font(_:)``, ``foregroundStyle(_:)``, ``lineLimit(_:)``), which return a `Text`.
public struct Text: View, PrimitiveView {
  private let content: String
  var overrides = TextStyleOverrides()

  /// Text showing `string`.
  public init(_ string: some StringProtocol) {
    content = String(string)
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    nodes.append(
      TextNode(
        content, style: context.environment.textStyle(overrides), lineLimit: overrides.lineLimit))
  }
}
