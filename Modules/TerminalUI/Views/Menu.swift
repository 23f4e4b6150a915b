/// A control that expands to show its items and collapses again, also when an item is used or it
/// leaves the screen.
///
/// ```swift
/// Menu("Present") {
///   Button("Sheet") { presenter.showSheet() }
/// }
/// ```
public struct Menu<Content: View>: View, PrimitiveView {
  private let title: String
  private let content: Content

  /// A menu titled `title` with the items `content` builds.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    let identity = context.identity
    let menus = context.menus
    let isExpanded = menus.isExpanded(identity)
    context.addLifecycleHandler(.disappear { menus.collapse(identity) })
    let id = context.register(
      ControlRequest(
        title: title,
        role: .menu,
        explicitShortcut: context.environment[KeyboardShortcutKey.self],
        isInToolbar: context.environment.controlPlacement == .toolbar
      ) { menus.toggle(identity) })
    var items: [any RenderNode] = []
    if isExpanded {
      let itemEnvironment = context.environment
        .setting(ControlPlacementKey.self, .menu(identity))
        .setting(KeyboardShortcutKey.self, nil)
      context.withEnvironment(itemEnvironment) { context.resolve(content, into: &items) }
    }
    nodes.append(MenuNode(id: id, title: title, items: items, isExpanded: isExpanded))
  }
}
