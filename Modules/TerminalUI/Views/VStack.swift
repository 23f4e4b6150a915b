/// How views narrower than their vertical stack are placed: against the left edge.
public enum HorizontalAlignment: Hashable, Sendable {
  /// Against the left edge.
  case leading
}

/// Views drawn one below the other.
public struct VStack<Content: View>: View, PrimitiveView {
  private let spacing: Int
  private let content: Content

  /// A stack of the views `content` builds, leading-aligned, `spacing` blank lines apart.
  public init(
    alignment: HorizontalAlignment = .leading,
    spacing: Int = 0,
    @ViewBuilder content: () -> Content
  ) {
    self.spacing = spacing
    self.content = content()
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    let children = context.resolveContainerContent(content)
    nodes.append(VStackNode(children, spacing: spacing))
  }
}
