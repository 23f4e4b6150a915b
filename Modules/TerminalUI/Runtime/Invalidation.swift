import Synchronization

/// Whether observed state changed since the last render, set from any thread.
final class Invalidation: Sendable {
  private let isSet = Mutex(false)

  var isPending: Bool { isSet.withLock { $0 } }

  /// Records a change; returns whether it is the first since the last ``clear()``.
  func set() -> Bool {
    isSet.withLock { isSet in
      defer { isSet = true }
      return !isSet
    }
  }

  func clear() {
    isSet.withLock { $0 = false }
  }
}
