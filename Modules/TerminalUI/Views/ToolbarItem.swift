/// Where a toolbar item goes among the others.
public enum ToolbarItemPlacement: Hashable, Sendable {
  /// After the leading items, in the order declared.
  case automatic
  /// Before the other items.
  case topBarLeading
}

/// One item of a toolbar, a button or a menu, with where it goes:
/// `ToolbarItem(placement: .topBarLeading) { Menu("Present") { … } }`.
public struct ToolbarItem<Content: View>: View, PrimitiveView {
  private let placement: ToolbarItemPlacement
  private let content: Content

  /// An item drawing `content`, placed by `placement`.
  public init(
    placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    nodes.append(ToolbarItemNode(placement: placement, content: context.resolve(content)))
  }
}

/// A resolved toolbar item: its content and where it asked to go.
struct ToolbarItemNode: RenderNode {
  let placement: ToolbarItemPlacement
  let content: [any RenderNode]

  var idealWidth: Int { content.reduce(0) { max($0, $1.idealWidth) } }
  var textContent: String { content.textContent }

  func draw(width: Int, context: DrawContext) -> Block {
    VStackNode(content).draw(width: width, context: context)
  }
}
