import Synchronization

/// Whether observed state changed since the last render: set from any thread by the Observation
/// framework's change callback, read and cleared by the host on the main actor.
final class Invalidation: Sendable {
  private let isSet = Mutex(false)

  /// Whether a change happened since the last ``clear()``.
  var isPending: Bool { isSet.withLock { $0 } }

  /// Records a change; returns whether it is the first since the last ``clear()``.
  func set() -> Bool {
    isSet.withLock { isSet in
      defer { isSet = true }
      return !isSet
    }
  }

  /// Forgets recorded changes, before a render.
  func clear() {
    isSet.withLock { $0 = false }
  }
}
