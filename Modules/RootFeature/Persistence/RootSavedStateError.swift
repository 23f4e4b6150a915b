/// Why a state file cannot be restored, or a state cannot be saved.
public struct RootSavedStateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong and where, as one clause without a final period.
  public let problem: String

  /// The problem.
  public var description: String { problem }
}
