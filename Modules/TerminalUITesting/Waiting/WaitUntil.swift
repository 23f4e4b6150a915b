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
/// Tests that wait on processes hold their threads while they wait, so an asynchronous test can
/// get no thread for a while, however long its deadline. A wait therefore also checks the
/// condition another thousand times (at least a second) after the deadline before it fails: it
/// is never failed for time it could not use.
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
  var checks = 0
  var checksAfterDeadline = 0
  while await !condition() {
    checks += 1
    if clock.now >= deadline {
      checksAfterDeadline += 1
      if checksAfterDeadline > 1_000 {
        let saw = await seen()
        Issue.record(
          "Waited \(timeout) for \(description); it did not happen.\(saw.isEmpty ? "" : " Seen: \(saw)")",
          sourceLocation: sourceLocation)
        return false
      }
    }
    // Yield first, which is enough when the awaited work is ready to run; then poll gently so
    // that a long wait does not keep a core busy.
    if checks < 100 {
      await Task.yield()
    } else {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
  return true
}
