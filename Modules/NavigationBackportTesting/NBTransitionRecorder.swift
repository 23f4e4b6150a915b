import NavigationBackport
import Testing

/// Records a navigator's transitions for a test that states each one it expects, and fails on
/// surprises: an unexpected transition, or an expected one that did not happen.
///
/// ```swift
/// let recorder = NBTransitionRecorder(navigator)
/// router.rateGrape("shiraz")
/// recorder.expect(["push ScoreStepViewModel"])
/// router.didCancelRating(for: "shiraz")
/// recorder.expect(["rating cancelled"])
/// ```
///
/// Each ``expect(_:sourceLocation:)`` compares the causes of the transitions since the last one
/// (NavigationBackport's `NBNavigationHistory.Transition.cause`) with the list given, and reports both lists when
/// they differ.
@MainActor
public final class NBTransitionRecorder {
  private let history: NBNavigationHistory
  private var checked = 0
  private var recorded = 0

  /// A recorder of `navigator`'s transitions from now on; `history` names their causes when the
  /// test's code uses one (a router's), otherwise one of its own is made.
  public init(_ navigator: NBNavigator, history: NBNavigationHistory? = nil) {
    self.history = history ?? NBNavigationHistory(recording: navigator, limit: 10_000)
    recorded = self.history.transitions.count
    checked = recorded
    self.history.observe { [weak self] _ in
      self?.recorded += 1
    }
  }

  /// The transitions since the last check, oldest first.
  public var unchecked: [NBNavigationHistory.Transition] {
    Array(history.transitions.suffix(max(recorded - checked, 0)))
  }

  /// Expects exactly the transitions `causes`, in order, since the last check, then starts
  /// afresh; records an issue listing both when they differ.
  ///
  /// - Returns: The transitions, for a test to check their states.
  @discardableResult
  public func expect(
    _ causes: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) -> [NBNavigationHistory.Transition] {
    let transitions = unchecked
    checked = recorded
    let happened = transitions.map(\.cause)
    if happened != causes {
      Issue.record(
        """
        The transitions differ from those expected.
          expected: \(Self.listed(causes))
          happened: \(Self.listed(happened))
        """,
        sourceLocation: sourceLocation)
    }
    return transitions
  }

  /// Expects that nothing happened since the last check.
  public func expectNoTransition(sourceLocation: SourceLocation = #_sourceLocation) {
    expect([], sourceLocation: sourceLocation)
  }

  private static func listed(_ causes: [String]) -> String {
    causes.isEmpty ? "none" : causes.map { "\"\($0)\"" }.joined(separator: ", ")
  }
}
