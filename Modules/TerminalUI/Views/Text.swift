/// Text, wrapped at word boundaries to its width, styled by the modifiers around it; applied to a
/// text itself they return a `Text`, as in SwiftUI.
public struct Text: View, PrimitiveView {
  private let content: String
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
