/// Runs lifecycle handlers as the views that registered them appear in and disappear from frames.
@MainActor
final class LifecycleTracker {
  private var handlers: [(identity: ViewIdentity, handler: LifecycleHandler)] = []
  /// The task of each view on screen that has one, by the number of its entry in `running`.
  private var taskNumbers: [ViewIdentity: Int] = [:]
  /// Tasks that have not finished, cancelled ones included; each removes itself when done.
  private var running: [Int: Task<Void, Never>] = [:]
  private var nextTaskNumber = 0

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
      case .task: taskNumbers.removeValue(forKey: identity).flatMap { running[$0] }?.cancel()
      case .appear: break
      }
    }
    for (identity, handler) in newHandlers where !oldIdentities.contains(identity) {
      switch handler {
      case .appear(let action): action()
      case .task(let operation): start(operation, for: identity)
      case .disappear: break
      }
    }
  }

  /// Waits until every task has finished, those started or cancelled meanwhile included.
  func waitForTasks() async {
    while let task = running.values.first {
      await task.value
    }
  }

  private func start(
    _ operation: @escaping @MainActor @Sendable () async -> Void, for identity: ViewIdentity
  ) {
    let number = nextTaskNumber
    nextTaskNumber += 1
    taskNumbers[identity] = number
    running[number] = Task { [weak self] in
      await operation()
      self?.running[number] = nil
    }
  }
}
