/// Runs lifecycle handlers as views come and go; a list row stays until its list goes.
@MainActor
final class LifecycleTracker {
  private typealias Entry = (identity: ViewIdentity, handler: LifecycleHandler)

  private var handlers: [Entry] = []
  /// The handlers of list rows resolved so far, with their list.
  private var rowHandlers: [(entry: Entry, list: ViewIdentity)] = []
  private var rowIdentities: Set<ViewIdentity> = []
  /// The number in `running` of each view's task.
  private var taskNumbers: [ViewIdentity: Int] = [:]
  /// Unfinished tasks, cancelled ones included; each removes itself when done.
  private var running: [Int: Task<Void, Never>] = [:]
  private var nextTaskNumber = 0

  /// Takes a new frame's handlers; rows resolved so far stay while their list is in `lists`.
  func update(
    _ newHandlers: [(identity: ViewIdentity, handler: LifecycleHandler)],
    keepingRowsOf lists: Set<ViewIdentity> = []
  ) {
    let keptRows = rowHandlers.filter { lists.contains($0.list) }
    let old = handlers + rowHandlers.map(\.entry)
    let new = newHandlers + keptRows.map(\.entry)
    handlers = newHandlers
    rowHandlers = keptRows
    rowIdentities = Set(keptRows.map(\.entry.identity))
    let oldIdentities = Set(old.map(\.identity))
    let newIdentities = Set(new.map(\.identity))
    for (identity, handler) in old where !newIdentities.contains(identity) {
      disappear(identity, handler)
    }
    for (identity, handler) in new where !oldIdentities.contains(identity) {
      appear(identity, handler)
    }
  }

  /// Takes the handlers a row of `list` registered; views not seen before appear now.
  func add(
    _ rowEntries: [(identity: ViewIdentity, handler: LifecycleHandler)], of list: ViewIdentity
  ) {
    let fresh = rowEntries.filter { !rowIdentities.contains($0.identity) }
    for entry in fresh {
      rowHandlers.append((entry, list))
    }
    rowIdentities.formUnion(fresh.map(\.identity))
    for (identity, handler) in fresh {
      appear(identity, handler)
    }
  }

  private func disappear(_ identity: ViewIdentity, _ handler: LifecycleHandler) {
    switch handler {
    case .disappear(let action): action()
    case .task: taskNumbers.removeValue(forKey: identity).flatMap { running[$0] }?.cancel()
    case .appear: break
    }
  }

  private func appear(_ identity: ViewIdentity, _ handler: LifecycleHandler) {
    switch handler {
    case .appear(let action): action()
    case .task(let operation): start(operation, for: identity)
    case .disappear: break
    }
  }

  /// Waits until every task has finished, those started meanwhile included.
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
