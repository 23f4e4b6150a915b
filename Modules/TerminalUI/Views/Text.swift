/// Text, wrapped at word boundaries to the width it is given.
///
/// Its style comes from the modifiers around it: ``View/font(_:)``,
/// `foregroundStyle(_:)`, ``View/bold()``, ``View/italic()`` and
/// ``View/lineLimit(_:)``. Applied to a text itself, as in SwiftUI, they return a `Text` that
/// keeps its style with it instead of changing the environment around it.
public struct Text: View, PrimitiveView {
  private let content: String
  /// The style this text sets for itself.
  var overrides = TextStyleOverrides()

  /// Text showing `string`.
  public init(_ string: some StringProtocol) {
    content = String(string)
  }

  /// Text showing `content` exactly as given.
  public init(verbatim content: String) {
    self.content = content
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    let environment = context.environment
    nodes.append(
      TextNode(
        content, style: environment.textStyle(overrides),
        lineLimit: overrides.lineLimit ?? environment[LineLimitKey.self]))
  }
}
