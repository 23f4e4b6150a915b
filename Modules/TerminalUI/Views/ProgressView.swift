/// Shows that something is loading: its title, dimmed.
public struct ProgressView: View, PrimitiveView {
  private let title: String

  /// A progress view titled `title`.
  public init(_ title: String = "Loading…") {
    self.title = title
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    var style = context.environment.textStyle()
    style.dim = true
    nodes.append(TextNode(title, style: style))
  }
}
