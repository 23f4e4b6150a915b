/// The state of one resolution of a view tree into ``RenderNode``s, through which primitive views
/// resolve their children: the identity and environment of the view being resolved, and what the
/// tree registers for the frame.
@MainActor
package final class ResolveContext {
  /// The values set by the modifiers above the view being resolved.
  package private(set) var environment: EnvironmentValues
  /// The identity of the view being resolved.
  package private(set) var identity: ViewIdentity
  /// What the tree declares for its screen.
  private(set) var preferences = Preferences()
  private(set) var controls: [ControlRequest] = []
  private(set) var lifecycleHandlers: [(identity: ViewIdentity, handler: LifecycleHandler)] = []
  private(set) var postRenderEffects: [@MainActor () -> Void] = []
  let menus: MenuExpansion
  let states: ViewStateStore
  /// What the host does with rows of lazy lists resolved after the pass; `nil` for a pure render.
  let hooks: RenderHooks?
  /// The number of the lazy list row being resolved, which its controls' shortcuts start with.
  let rowNumber: Int?
  /// The lazy lists resolved so far, each with the number of controls registered before it.
  private(set) var rowRuns: [(position: Int, rows: LazyRows)] = []

  init(
    menus: MenuExpansion = MenuExpansion(),
    states: ViewStateStore = ViewStateStore(),
    environment: EnvironmentValues = EnvironmentValues(),
    identity: ViewIdentity = .root,
    hooks: RenderHooks? = nil,
    rowNumber: Int? = nil
  ) {
    self.menus = menus
    self.states = states
    self.environment = environment
    self.identity = identity
    self.hooks = hooks
    self.rowNumber = rowNumber
  }

  // MARK: Resolving views

  /// Appends the nodes `view` draws as to `nodes`.
  package func resolve<V: View>(_ view: V, into nodes: inout [any RenderNode]) {
    var resolution = _ViewResolution(context: self)
    view._resolve(into: &resolution)
    nodes.append(contentsOf: resolution.nodes)
  }

  /// Appends the nodes of `view`, one step deeper in the tree.
  func resolve<V: View>(
    _ view: V, at component: ViewIdentity.Component, into nodes: inout [any RenderNode]
  ) {
    withChild(component) { resolve(view, into: &nodes) }
  }

  /// The nodes `view` draws as.
  func resolve<V: View>(_ view: V) -> [any RenderNode] {
    var nodes: [any RenderNode] = []
    resolve(view, into: &nodes)
    return nodes
  }

  /// The nodes of the content of a stack: controls inside it are not list rows.
  func resolveContainerContent<Content: View>(_ content: Content) -> [any RenderNode] {
    guard environment.controlPlacement == .listRow else { return resolve(content) }
    return withEnvironment(environment.setting(ControlPlacementKey.self, .content)) {
      resolve(content)
    }
  }

  /// What `view` declares for its screen, registering nothing: for screens not drawn.
  package func preferences<V: View>(of view: V) -> Preferences {
    let scratch = ResolveContext(
      menus: menus, states: states, environment: environment, identity: identity, hooks: hooks,
      rowNumber: rowNumber)
    _ = scratch.resolve(view)
    return scratch.preferences
  }

  // MARK: Scoping

  /// Runs `body` one step deeper in the tree.
  package func withChild<Result>(
    _ component: ViewIdentity.Component,
    _ body: () -> Result
  ) -> Result {
    let saved = identity
    identity = identity.appending(component)
    defer { identity = saved }
    return body()
  }

  /// Runs `body` with `environment` as the environment.
  package func withEnvironment<Result>(
    _ environment: EnvironmentValues,
    _ body: () -> Result
  ) -> Result {
    let saved = self.environment
    self.environment = environment
    defer { self.environment = saved }
    return body()
  }

  /// Runs `body` and returns what it declared for its screen instead of passing it up.
  func isolatingPreferences<Result>(
    _ body: () -> Result
  ) -> (result: Result, preferences: Preferences) {
    let saved = preferences
    preferences = Preferences()
    defer { preferences = saved }
    let result = body()
    return (result, preferences)
  }

  func updatePreferences(_ update: (inout Preferences) -> Void) {
    update(&preferences)
  }

  // MARK: Registering

  /// Registers a control; its shortcut is looked up by the id when drawing.
  package func register(_ control: ControlRequest) -> ControlID {
    controls.append(control)
    return ControlID(index: controls.count - 1)
  }

  /// Registers a lazy list, numbered with the controls.
  func register(_ rows: LazyRows) {
    rowRuns.append((controls.count, rows))
  }

  func addLifecycleHandler(_ handler: LifecycleHandler) {
    lifecycleHandlers.append((identity, handler))
  }

  /// Registers an effect the host runs after the frame, rendering again if it changes state.
  package func addPostRenderEffect(_ effect: @escaping @MainActor () -> Void) {
    postRenderEffects.append(effect)
  }
}
