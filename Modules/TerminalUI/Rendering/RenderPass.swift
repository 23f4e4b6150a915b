/// One rendering of a view tree at a width: resolve, assign shortcuts, draw.
///
/// The root is drawn as a screen: when it declares a title or toolbar items, a navigation bar
/// showing them comes first. The rows of lists over data are left to be resolved and drawn when
/// they are needed (``LazyFrame``).
@MainActor
struct RenderPass {
  /// The frame drawn, its list rows drawn on demand.
  let frame: LazyFrame
  /// The text fields drawn with the frame (not inside the rows of lists), keyed by shortcut.
  let fields: [String: FieldTarget]
  /// The lifecycle handlers the tree registered, in tree order.
  let lifecycleHandlers: [(identity: ViewIdentity, handler: LifecycleHandler)]
  /// The effects the tree registered to run after the frame.
  let postRenderEffects: [@MainActor () -> Void]
  /// The identities of the lists whose rows are drawn on demand.
  let lazyLists: Set<ViewIdentity>

  /// Renders `view` `width` columns wide (at least 1), menus expanded as `menus` says, with the
  /// objects views keep across renders in `states`; `hooks` takes what list rows do when they
  /// are resolved later.
  init<V: View>(
    _ view: V,
    width: Int,
    menus: MenuExpansion,
    states: ViewStateStore = ViewStateStore(),
    hooks: RenderHooks? = nil
  ) {
    let width = max(width, 1)
    states.beginRender()
    defer { states.endRender() }
    let context = ResolveContext(menus: menus, states: states, hooks: hooks)
    let screen = context.resolveScreen(view, backAction: nil)
    let controls = context.controls
    let runs = context.rowRuns
    let assigned = ShortcutAssigner.assign(
      controls, rowRuns: runs.map { ($0.position, $0.rows.count) })
    for (run, numbering) in zip(runs, assigned.rowNumberings) {
      run.rows.numbering = numbering
    }
    let parts = VStackNode(screen.nodes).parts(
      width: width, context: DrawContext(shortcuts: assigned.shortcuts))

    let indexByShortcut = Dictionary(
      zip(assigned.shortcuts, controls.indices), uniquingKeysWith: { first, _ in first })
    var actions: [String: @MainActor () -> Void] = [:]
    var fields: [String: FieldTarget] = [:]
    for case .block(let block) in parts {
      for control in block.controls {
        guard let index = indexByShortcut[control.shortcut] else { continue }
        if let field = controls[index].field {
          fields[control.shortcut] = field
        } else if let action = controls[index].enabledAction {
          actions[control.shortcut] = action
        }
      }
    }
    self.frame = LazyFrame(width: width, parts: parts, actions: actions)
    self.fields = fields
    self.lifecycleHandlers = context.lifecycleHandlers
    self.postRenderEffects = context.postRenderEffects
    self.lazyLists = Set(runs.map(\.rows.identity))
  }
}
