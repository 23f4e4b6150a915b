/// Why signing in failed, in words for the person.
///
/// For example "Wrong password for rosa."
public struct SignInFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The reason, a sentence that never contains the password.
  public let reason: String

  /// A failure for `reason`.
  public init(reason: String) {
    self.reason = reason
  }

  /// The reason.
  public var description: String { reason }
}
