/// Why the grapes could not be loaded, phrased for the person who has to fix it.
public struct RootDataError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Whether the data could not be read at all or was read and found wrong.
  public enum Kind: Hashable, Sendable {
    /// The source could not be read (a missing or unreadable file).
    case unreadable
    /// The data was read but is not a valid list of grapes.
    case invalid
  }

  /// The file involved, when the data comes from a file.
  public let file: String?
  /// What was wrong, where, and what was expected.
  public let problem: String
  /// Unreadable or invalid.
  public let kind: Kind

  /// An error about `file` (or no file) described by `problem`.
  public init(file: String?, problem: String, kind: Kind = .invalid) {
    self.file = file
    self.problem = problem
    self.kind = kind
  }

  /// `file: problem`, or just the problem.
  public var description: String {
    file.map { "\($0): \(problem)" } ?? problem
  }
}
