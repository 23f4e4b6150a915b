/// The state of one resolution of a view tree: the identity and environment of the view being
/// resolved, and what the tree registers for the frame (controls, lifecycle handlers, preferences,
/// post-render effects).
///
/// Resolving turns views into ``RenderNode``s; it calls every `body` but draws nothing. Primitive
/// views receive the context in ``PrimitiveView/resolve(in:into:)`` and resolve their children
/// through it, so identity, environment and preferences follow the tree.
@MainActor
package final class ResolveContext {
  /// The values set by the modifiers above the view being resolved.
  package private(set) var environment: EnvironmentValues
  /// The identity of the view being resolved.
  package private(set) var identity: ViewIdentity
  /// What the views resolved so far declared for their screen.
  var preferences: Preferences { registered.preferences }
  /// The controls registered so far, in tree order.
  var controls: [ControlRequest] { registered.controls }
  /// The lifecycle handlers registered so far, in tree order, with the identity of their modifier.
  var lifecycleHandlers: [(identity: ViewIdentity, handler: LifecycleHandler)] {
    registered.lifecycleHandlers
  }
  /// The effects to run once the frame is produced.
  var postRenderEffects: [@MainActor () -> Void] { registered.postRenderEffects }
  /// What the tree registered so far.
  private var registered = Registrations()
  /// Which menus are expanded; kept by the host across renders.
  let menus: MenuExpansion
  /// The objects views keep across renders; kept by the host.
  let states: ViewStateStore
  /// What the host does with the rows of lazily drawn lists, resolved after the pass; `nil` for
  /// a pure render.
  let hooks: RenderHooks?
  /// The number of the lazily drawn list row being resolved, or `nil` outside one.
  ///
  /// A `ForEach` of list rows leaves its rows to be resolved when drawn only outside such a row
  /// (a row's own lists are resolved with it), and controls inside a row know their shortcut's
  /// number.
  let rowNumber: Int?
  /// The lists resolved so far whose rows are resolved when drawn, each with the number of
  /// controls registered before it.
  var rowRuns: [(position: Int, rows: LazyRows)] { registered.rowRuns }

  /// A context for resolving a tree from `identity`, with `environment` above it.
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

  /// Appends the nodes `view` draws as to `nodes`, `view` standing one step deeper in the tree.
  func resolve<V: View>(
    _ view: V, at component: ViewIdentity.Component, into nodes: inout [any RenderNode]
  ) {
    withChild(component) { resolve(view, into: &nodes) }
  }

  /// Appends the nodes `view` draws as to `nodes`, with `environment` as the environment.
  func resolve<V: View>(
    _ view: V, in environment: EnvironmentValues, into nodes: inout [any RenderNode]
  ) {
    let saved = self.environment
    self.environment = environment
    defer { self.environment = saved }
    resolve(view, into: &nodes)
  }

  /// The nodes `view` draws as.
  func resolve<V: View>(_ view: V) -> [any RenderNode] {
    var nodes: [any RenderNode] = []
    resolve(view, into: &nodes)
    return nodes
  }

  /// What `view` declares for its screen (its title and toolbar items) without registering
  /// anything with this context: for screens that are not drawn, such as those under the top one.
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

  /// Runs `body` and returns what it declared for its screen, keeping those declarations from
  /// reaching the enclosing screen; a navigation stack uses it around each of its screens.
  func isolatingPreferences<Result>(
    _ body: () -> Result
  ) -> (result: Result, preferences: Preferences) {
    let saved = registered.preferences
    registered.preferences = Preferences()
    defer { registered.preferences = saved }
    let result = body()
    return (result, registered.preferences)
  }

  /// Changes what the views resolved so far declared for their screen.
  func updatePreferences(_ update: (inout Preferences) -> Void) {
    update(&registered.preferences)
  }

  // MARK: Registering

  /// Registers a control for the frame; its shortcut is known when drawing, through the id.
  package func register(_ control: ControlRequest) -> ControlID {
    registered.controls.append(control)
    return ControlID(index: registered.controls.count - 1)
  }

  /// Registers a list whose rows are resolved when drawn; it is numbered with the controls.
  func register(_ rows: LazyRows) {
    registered.rowRuns.append((registered.controls.count, rows))
  }

  /// Registers a lifecycle handler for the view being resolved.
  func addLifecycleHandler(_ handler: LifecycleHandler) {
    registered.lifecycleHandlers.append((identity, handler))
  }

  /// Registers an effect the host runs after producing the frame; if it changes observed state,
  /// the host renders again (a few passes at most).
  package func addPostRenderEffect(_ effect: @escaping @MainActor () -> Void) {
    registered.postRenderEffects.append(effect)
  }
}

/// What a tree registers for its frame while it resolves.
private struct Registrations {
  var preferences = Preferences()
  var controls: [ControlRequest] = []
  var lifecycleHandlers: [(identity: ViewIdentity, handler: LifecycleHandler)] = []
  var postRenderEffects: [@MainActor () -> Void] = []
  var rowRuns: [(position: Int, rows: LazyRows)] = []
}
