/// Why the grapes or a saved state cannot be used, phrased for the person who has to fix it.
public struct RootDataError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file involved, when it is named in the message.
  package let file: String?
  /// What is wrong and where, and what was expected.
  let problem: String
  /// Whether the source could not be read at all, rather than read and found wrong.
  public let isUnreadable: Bool

  /// An error about `file` (or no file) described by `problem`.
  public init(file: String? = nil, problem: String, isUnreadable: Bool = false) {
    self.file = file
    self.problem = problem
    self.isUnreadable = isUnreadable
  }

  /// `file: problem`, or just the problem.
  public var description: String {
    file.map { "\($0): \(problem)" } ?? problem
  }
}
