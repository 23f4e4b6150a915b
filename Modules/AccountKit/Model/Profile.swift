/// Who is signed in: what the profile screen shows and what an app keeps to stay signed in.
///
/// Plain data with no secret in it, so an app can save it (the password is never part of it).
public struct Profile: Hashable, Codable, Sendable {
  /// The person's name: the user name they signed in with, or the name they changed it to.
  public var name: String

  /// The profile of `name`.
  public init(name: String) {
    self.name = name
  }
}
