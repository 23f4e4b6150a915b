/// The rows of one list in one render, each resolved on its own when drawn, printed or acted on,
/// and numbered by position (``RowNumbering``): its control gets the number, others in it the
/// number and a letter (`12i`), so no shortcut depends on another row.
@MainActor
final class LazyRows {
  /// A resolved row.
  struct Row {
    let nodes: [any RenderNode]
    /// The shortcut of each of `controls`.
    let shortcuts: [String]
    let controls: [ControlRequest]

    /// What the first control with `shortcut` does, if it can be activated.
    func action(for shortcut: String) -> (@MainActor () -> Void)? {
      shortcuts.firstIndex(of: shortcut).flatMap { controls[$0].enabledAction }
    }

    /// What each control that can be activated does, by shortcut.
    var actions: [String: @MainActor () -> Void] {
      var actions: [String: @MainActor () -> Void] = [:]
      var seen: Set<String> = []
      for (shortcut, control) in zip(shortcuts, controls) where seen.insert(shortcut).inserted {
        actions[shortcut] = control.enabledAction
      }
      return actions
    }
  }

  let count: Int
  /// The identity of the list's `ForEach`.
  let identity: ViewIdentity
  /// Set once the frame's shortcuts are assigned.
  var numbering: RowNumbering

  private let environment: EnvironmentValues
  private let menus: MenuExpansion
  private let states: ViewStateStore
  private let hooks: RenderHooks?
  private let resolveRow: @MainActor (Int, ResolveContext, inout [any RenderNode]) -> Void
  /// The rows whose state is observed.
  private var tracked: Set<Int> = []

  /// `count` rows, each resolved by `resolveRow` into a context set up as `context` is now.
  init(
    count: Int,
    in context: ResolveContext,
    resolveRow: @escaping @MainActor (Int, ResolveContext, inout [any RenderNode]) -> Void
  ) {
    self.count = count
    self.identity = context.identity
    self.environment = context.environment
    self.menus = context.menus
    self.states = context.states
    self.hooks = context.hooks
    self.resolveRow = resolveRow
    self.numbering = RowNumbering(first: 1, count: count, skipping: [])
  }

  /// The row at `index`, resolved now; the state it reads is observed the first time only.
  func row(_ index: Int) -> Row {
    let number = numbering.number(ofRow: index)
    let context = ResolveContext(
      menus: menus, states: states, environment: environment, identity: identity, hooks: hooks,
      rowNumber: number)
    var nodes: [any RenderNode] = []
    if let hooks, tracked.insert(index).inserted {
      hooks.track { resolveRow(index, context, &nodes) }
    } else {
      resolveRow(index, context, &nodes)
    }
    if !context.lifecycleHandlers.isEmpty || !context.postRenderEffects.isEmpty {
      hooks?.rowResolved(identity, context.lifecycleHandlers, context.postRenderEffects)
    }
    let shortcuts = Self.shortcuts(of: context.controls, number: number)
    return Row(nodes: nodes, shortcuts: shortcuts, controls: context.controls)
  }

  func draw(_ index: Int, width: Int) -> Block {
    let row = row(index)
    return VStackNode(row.nodes).draw(width: width, context: DrawContext(shortcuts: row.shortcuts))
  }

  /// The row whose controls include one with `shortcut`, if its number starts the shortcut.
  func rowIndex(forShortcut shortcut: String) -> Int? {
    let digits = shortcut.prefix { $0.isASCII && $0.isNumber }
    guard let number = RowNumbering.number(spelledBy: digits) else { return nil }
    return numbering.row(ofNumber: number)
  }

  /// The rows' first shortcut starting with `prefix` and whether another does (`1`: 1, 10–19, …).
  func shortcuts(startingWith prefix: String) -> (first: String?, more: Bool) {
    var first: String?
    func look(at index: Int) -> Bool {
      for shortcut in row(index).shortcuts where shortcut.hasPrefix(prefix) {
        if first == nil { first = shortcut } else { return true }
      }
      return false
    }
    if let own = rowIndex(forShortcut: prefix), look(at: own) { return (first, true) }
    guard let digits = RowNumbering.number(spelledBy: prefix) else { return (first, false) }
    for number in numbering.longerNumbers(startingWith: digits) {
      if let index = numbering.row(ofNumber: number), look(at: index) { return (first, true) }
    }
    return (first, false)
  }

  /// What the control with `shortcut` in one of the rows does, if there is one.
  func action(for shortcut: String) -> (@MainActor () -> Void)? {
    guard let index = rowIndex(forShortcut: shortcut) else { return nil }
    return row(index).action(for: shortcut)
  }

  /// The shortcuts of a row's controls: `number` for its row control, `number` and a letter else.
  private static func shortcuts(of controls: [ControlRequest], number: Int) -> [String] {
    if controls.count == 1, controls[0].role == .row { return [String(number)] }
    let own = controls.firstIndex { $0.role == .row }
    var others = controls
    for index in others.indices where others[index].role == .row {
      others[index].role = .button
    }
    if let own { others.remove(at: own) }
    var letters = ShortcutAssigner.assign(others).map { "\(number)\($0)" }
    if let own { letters.insert(String(number), at: own) }
    return letters
  }
}
