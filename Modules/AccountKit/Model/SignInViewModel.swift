/// What the sign-in screen starts with: the value an app presents (in a full-screen cover) to
/// show it.
///
/// Plain data without the password, so that it can be saved or linked to like any screen.
public struct SignInViewModel: Hashable, Sendable {
  /// The user name the field starts with, such as the last one used; empty by default.
  public var userName: String

  /// A sign-in screen whose user name starts as `userName`.
  public init(userName: String = "") {
    self.userName = userName
  }
}
