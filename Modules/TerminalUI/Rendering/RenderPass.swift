/// One rendering of a view tree as a screen: resolve, assign shortcuts, draw (``LazyFrame``).
@MainActor
struct RenderPass {
  let frame: LazyFrame
  /// The text fields drawn with the frame, not in list rows, by shortcut.
  let fields: [String: FieldTarget]
  let lifecycleHandlers: [(identity: ViewIdentity, handler: LifecycleHandler)]
  let postRenderEffects: [@MainActor () -> Void]
  let lazyLists: Set<ViewIdentity>

  /// Renders `view` `width` columns wide; `hooks` takes what list rows register later.
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
    let context = ResolveContext(
      menus: menus, states: states,
      environment: EnvironmentValues().setting(RenderWidthKey.self, width), hooks: hooks)
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
