/// What a person signs in with: a user name and a ``Password``.
///
/// Every printed form shows the user name and `<redacted>` for the password.
public struct Credentials: Equatable, Sendable {
  /// The user name, as typed.
  public var userName: String
  /// The password.
  public var password: Password

  /// Credentials of `userName` with `password`.
  public init(userName: String, password: Password) {
    self.userName = userName
    self.password = password
  }
}

extension Credentials: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// `Credentials(userName: "rosa", password: <redacted>)`.
  public var description: String {
    "Credentials(userName: \(String(reflecting: userName)), password: \(Password.redacted))"
  }
  /// The same as ``description``.
  public var debugDescription: String { description }
  /// The user name, and the password redacted.
  public var customMirror: Mirror {
    Mirror(self, children: ["userName": userName, "password": password], displayStyle: .struct)
  }
}
