/// Views drawn side by side, top-aligned, as ``HStackLayout`` shares the width.
public struct HStack<Content: View>: View, PrimitiveView {
  private let spacing: Int
  private let content: Content

  /// A row of the views `content` builds, `spacing` columns apart.
  public init(spacing: Int = 1, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    nodes.append(HStackNode(context.resolveContainerContent(content), spacing: spacing))
  }
}
