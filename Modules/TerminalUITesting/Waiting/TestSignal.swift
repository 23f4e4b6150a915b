import Synchronization
import Testing

/// A signal that code under test sends (a callback, a test double reaching a point) and a test
/// waits for with a deadline, instead of awaiting a continuation that might never be resumed.
///
/// ```swift
/// let invalidated = TestSignal()
/// host.onInvalidate = { invalidated.send() }
/// navigator.push(Page("A"))
/// await invalidated.wait("the host to be told of the push")
/// #expect(invalidated.count == 1)
/// ```
public final class TestSignal: Sendable {
  private struct State {
    var count = 0
    var waiters: [(id: Int, continuation: CheckedContinuation<Bool, Never>)] = []
    var nextWaiter = 0
    var expired: Set<Int> = []
  }

  private let state = Mutex(State())

  /// A signal not sent yet.
  public init() {}

  /// How many times the signal has been sent.
  public var count: Int { state.withLock(\.count) }

  /// Sends the signal: every waiter goes on.
  public func send() {
    let waiters = state.withLock { state in
      state.count += 1
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.continuation.resume(returning: true) }
  }

  /// Waits until the signal has been sent at least `times` times, for at most `timeout`; when
  /// the deadline passes, records an issue naming `description` and how often it was sent.
  ///
  /// - Returns: Whether the signal came in time.
  @discardableResult
  public func wait(
    _ description: String,
    times: Int = 1,
    timeout: Duration = .seconds(60),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while true {
      let sent = count
      guard sent < times else { return true }
      let remaining = deadline - .now
      guard remaining > .zero, await nextSend(after: sent, within: remaining) else {
        guard count < times else { return true }
        Issue.record(
          "Waited \(timeout) for \(description); the signal came \(count) of \(times) times.",
          sourceLocation: sourceLocation)
        return false
      }
    }
  }

  /// Waits until the signal has been sent more than `sent` times; `false` when `timeout` passes
  /// first.
  private func nextSend(after sent: Int, within timeout: Duration) async -> Bool {
    let id = state.withLock { state in
      defer { state.nextWaiter += 1 }
      return state.nextWaiter
    }
    let timer = Task {
      guard (try? await Task.sleep(for: timeout)) != nil else { return }
      resume(id, returning: false)
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { continuation in
      // A send or the deadline may have come before this waiter was in the list.
      let early: Bool? = state.withLock { state in
        if state.count > sent { return true }
        if state.expired.remove(id) != nil { return false }
        state.waiters.append((id, continuation))
        return nil
      }
      if let early { continuation.resume(returning: early) }
    }
  }

  /// Resumes the waiter `id` with `value` if it is waiting, or marks it expired if it is not
  /// waiting yet.
  private func resume(_ id: Int, returning value: Bool) {
    let waiter = state.withLock { state in
      guard let index = state.waiters.firstIndex(where: { $0.id == id }) else {
        state.expired.insert(id)
        return nil as CheckedContinuation<Bool, Never>?
      }
      return state.waiters.remove(at: index).continuation
    }
    waiter?.resume(returning: value)
  }
}
