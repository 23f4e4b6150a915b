import Observation

/// Keeps a view alive across frames: renders it, runs its controls, tracks the observable state
/// it reads, and runs lifecycle handlers and tasks as views appear and disappear.
///
/// ```swift
/// let host = ViewHost(GrapeListView(presenter: presenter))
/// host.onInvalidate = { redraw() }          // observed state changed
/// print(host.render(width: 80).plainText)   // [1] Cabernet Sauvignon …
/// host.perform("1")                         // runs the row's action
/// await host.waitForTasks()                 // lets `.task` loads finish
/// if host.needsRender { print(host.render(width: 80).plainText) }
/// ```
///
/// A change to observed state a frame read, from any thread, sets ``needsRender`` and calls
/// ``onInvalidate`` once on the main actor. Effects that change state render again, a few passes
/// at most.
@MainActor
public final class ViewHost {
  private static let maximumPasses = 4

  /// Called on the main actor, once per change, when observed state changed after a render.
  public var onInvalidate: (@MainActor () -> Void)?

  /// The last render; `nil` before the first and once an action has made it stale.
  public private(set) var lastRender: LazyFrame?

  private let renderRoot:
    @MainActor (
      _ width: Int, _ menus: MenuExpansion, _ states: ViewStateStore, _ hooks: RenderHooks
    ) -> RenderPass
  private let menus = MenuExpansion()
  private let states = ViewStateStore()
  private let invalidation = Invalidation()
  private let hooks = RenderHooks()
  private let lifecycle = LifecycleTracker()
  private var hasRendered = false
  /// The text fields of the last frame, by shortcut, and the one being edited.
  var fields: [String: FieldTarget] = [:]
  var editing: FieldTarget?

  /// A host for `root`.
  public init<Root: View>(_ root: Root) {
    renderRoot = { width, menus, states, hooks in
      RenderPass(root, width: width, menus: menus, states: states, hooks: hooks)
    }
    hooks.track = { [invalidation, weak self] body in
      withObservationTracking(body) { [weak self] in self?.invalidate(invalidation) }
    }
    hooks.rowResolved = { [weak self] list, handlers, effects in
      guard let self else { return }
      lifecycle.add(handlers, of: list)
      for effect in effects { effect() }
    }
  }

  /// Whether state read by the last frame changed since (or nothing was rendered yet).
  public var needsRender: Bool { !hasRendered || invalidation.isPending }

  /// Renders the root and runs the frame's effects; returns the frame drawn whole.
  @discardableResult
  public func render(width: Int) -> Frame {
    renderLazily(width: width).frame
  }

  /// Renders the root as ``render(width:)`` does, leaving list rows to be drawn when asked for.
  ///
  /// When nothing it read changed and the width is the same, the last frame is returned: its
  /// state is still observed, and observing it again would grow memory at every render.
  @discardableResult
  public func renderLazily(width: Int) -> LazyFrame {
    if !needsRender, let last = lastRender, last.width == max(width, 1) {
      return last
    }
    var passes = 0
    var frame: LazyFrame
    repeat {
      passes += 1
      frame = renderOnce(width: width)
    } while invalidation.isPending && passes < Self.maximumPasses
    return frame
  }

  /// Runs the action of the control with `shortcut` in the last frame; `false` when there is none.
  ///
  /// Once an action changes what the frame showed, its controls stop working (and release what
  /// they hold) until the next render.
  @discardableResult
  public func perform(_ shortcut: String) -> Bool {
    guard let action = lastRender?.action(for: shortcut) else { return false }
    action()
    if invalidation.isPending {
      lastRender = nil
    }
    return true
  }

  /// Waits until every task started by a `.task` modifier has returned.
  public func waitForTasks() async {
    await lifecycle.waitForTasks()
  }

  private func renderOnce(width: Int) -> LazyFrame {
    invalidation.clear()
    let pass = withObservationTracking {
      renderRoot(width, menus, states, hooks)
    } onChange: { [invalidation, weak self] in
      self?.invalidate(invalidation)
    }
    hasRendered = true
    lastRender = pass.frame
    updateFields(pass.fields)
    lifecycle.update(pass.lifecycleHandlers, keepingRowsOf: pass.lazyLists)
    for effect in pass.postRenderEffects { effect() }
    return pass.frame
  }

  /// Records a change; the first since the last render calls ``onInvalidate``.
  private nonisolated func invalidate(_ invalidation: Invalidation) {
    guard invalidation.set() else { return }
    Task { @MainActor [weak self] in
      if invalidation.isPending { self?.onInvalidate?() }
    }
  }
}
