/// One rendering of a view tree at a width: resolve, assign shortcuts, draw.
///
/// The root is drawn as a screen: when it declares a title or toolbar items, a navigation bar
/// showing them comes first.
@MainActor
package struct RenderPass {
  /// The frame drawn.
  package let frame: Frame
  /// The action of each control on screen, keyed by shortcut.
  package let actions: [String: @MainActor () -> Void]
  /// The lifecycle handlers the tree registered, in tree order.
  package let lifecycleHandlers: [(identity: ViewIdentity, handler: LifecycleHandler)]
  /// The effects the tree registered to run after the frame.
  package let postRenderEffects: [@MainActor () -> Void]

  /// Renders `view` `width` columns wide (at least 1), menus expanded as `menus` says, with the
  /// objects views keep across renders in `states`.
  package init<V: View>(
    _ view: V,
    width: Int,
    menus: MenuExpansion,
    states: ViewStateStore = ViewStateStore()
  ) {
    let width = max(width, 1)
    states.beginRender()
    defer { states.endRender() }
    let context = ResolveContext(menus: menus, states: states)
    let screen = context.resolveScreen(view, backAction: nil)
    let controls = context.controls
    let shortcuts = ShortcutAssigner.assign(controls)
    let block = VStackNode(screen.nodes).draw(
      width: width, context: DrawContext(shortcuts: shortcuts))

    let indexByShortcut = Dictionary(
      zip(shortcuts, controls.indices), uniquingKeysWith: { first, _ in first })
    var actions: [String: @MainActor () -> Void] = [:]
    for control in block.controls {
      if let index = indexByShortcut[control.shortcut] {
        actions[control.shortcut] = controls[index].action
      }
    }
    self.frame = Frame(width: width, lines: block.lines, controls: block.controls)
    self.actions = actions
    self.lifecycleHandlers = context.lifecycleHandlers
    self.postRenderEffects = context.postRenderEffects
  }
}
