/// Runs lifecycle handlers as the views that registered them appear in and disappear from frames.
@MainActor
final class LifecycleTracker {
  private var handlers: [(identity: ViewIdentity, handler: LifecycleHandler)] = []
  private var tasks: [ViewIdentity: Task<Void, Never>] = [:]

  /// Takes the handlers of a new frame: runs `onDisappear` and cancels tasks of views that are
  /// gone, then runs `onAppear` and starts tasks of views that are new, each in tree order.
  func update(_ newHandlers: [(identity: ViewIdentity, handler: LifecycleHandler)]) {
    let oldIdentities = Set(handlers.map(\.identity))
    let newIdentities = Set(newHandlers.map(\.identity))
    let old = handlers
    handlers = newHandlers
    for (identity, handler) in old where !newIdentities.contains(identity) {
      switch handler {
      case .disappear(let action): action()
      case .task: tasks.removeValue(forKey: identity)?.cancel()
      case .appear: break
      }
    }
    for (identity, handler) in newHandlers where !oldIdentities.contains(identity) {
      switch handler {
      case .appear(let action): action()
      case .task(let operation): tasks[identity] = Task { await operation() }
      case .disappear: break
      }
    }
  }

  /// Waits for every task started so far, including those started while waiting.
  func waitForTasks() async {
    var awaited: Set<ViewIdentity> = []
    while let (identity, task) = tasks.first(where: { !awaited.contains($0.key) }) {
      awaited.insert(identity)
      await task.value
    }
  }
}
