/// Why the grapes could not be loaded, phrased for the person who has to fix it.
public struct RootDataError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file involved, when the data comes from a file.
  public let file: String?
  /// What was wrong, where, and what was expected.
  public let problem: String

  /// An error about `file` (or no file) described by `problem`.
  public init(file: String?, problem: String) {
    self.file = file
    self.problem = problem
  }

  /// `file: problem`, or just the problem.
  public var description: String {
    file.map { "\($0): \(problem)" } ?? problem
  }
}
