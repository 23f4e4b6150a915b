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
  private let sent = Mutex(0)

  /// A signal not sent yet.
  public init() {}

  /// How many times the signal has been sent.
  public var count: Int { sent.withLock { $0 } }

  /// Sends the signal.
  public func send() {
    sent.withLock { $0 += 1 }
  }

  /// Waits until the signal has been sent at least `times` times, for at most `timeout` (see
  /// ``waitUntil(_:timeout:seen:isolation:sourceLocation:_:)``); when the deadline passes, records
  /// an issue naming `description` and how often it was sent.
  ///
  /// - Returns: Whether the signal came in time.
  @discardableResult
  public func wait(
    _ description: String,
    times: Int = 1,
    timeout: Duration = .seconds(60),
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Bool {
    await waitUntil(
      description, timeout: timeout, seen: { "the signal came \(count) of \(times) times" },
      sourceLocation: sourceLocation, { count >= times })
  }
}
