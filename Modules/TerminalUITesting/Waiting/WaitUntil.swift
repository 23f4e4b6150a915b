import Testing

/// Waits until `condition` holds, checking it again each time other tasks have had a turn, for at
/// most `timeout`; when the deadline passes, records an issue naming what was awaited and what
/// `seen` describes.
///
/// For tests that wait on something asynchronous (a task reaching a point, a callback, a value
/// changing) where a plain `while … { await Task.yield() }` loop would hang forever if it never
/// happened.
///
/// ```swift
/// let load = Task { await presenter.load() }
/// await waitUntil("the load to reach the client", seen: { "\(await client.pending) pending" }) {
///   await client.pending == 1
/// }
/// ```
///
/// - Returns: Whether `condition` held before the deadline.
@discardableResult
public func waitUntil(
  _ description: String,
  timeout: Duration = .seconds(60),
  seen: () async -> String = { "" },
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: () async -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now + timeout
  var turns = 0
  while await !condition() {
    guard clock.now < deadline else {
      let saw = await seen()
      Issue.record(
        "Waited \(timeout) for \(description); it did not happen.\(saw.isEmpty ? "" : " Seen: \(saw)")",
        sourceLocation: sourceLocation)
      return false
    }
    turns += 1
    // Yield first, which is enough when the awaited work is ready to run; then poll gently so
    // that a long wait does not keep a core busy.
    if turns < 100 {
      await Task.yield()
    } else {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
  return true
}
