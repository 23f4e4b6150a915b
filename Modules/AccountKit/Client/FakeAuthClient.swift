/// An ``AuthClient`` for the sample app and tests: any non-empty user name signs in with the
/// password `merlot`, after a simulated network latency.
///
/// | user name | password | outcome |
/// | --- | --- | --- |
/// | `rosa` | `merlot` | signed in as `rosa` (spaces around the name are dropped) |
/// | empty or spaces | any | "Enter a user name." |
/// | `rosa` | empty | "Enter the password for rosa." |
/// | `rosa` | anything else | "Wrong password for rosa." |
/// | over 200 characters, or a tab | `merlot` | why it is not a name (``Profile/problem(withName:)``) |
public struct FakeAuthClient: AuthClient {
  /// The one password that signs in.
  public static let acceptedPassword = "merlot"

  /// How long an answer takes; zero answers at once, without suspending on a clock.
  public let latency: Duration

  /// A client answering after `latency` (a second by default, like the sample's data).
  public init(latency: Duration = .seconds(1)) {
    self.latency = latency
  }

  /// Signs in as the table on the type says, after ``latency``.
  public func signIn(_ credentials: Credentials) async throws -> Profile {
    if latency > .zero {
      try await Task.sleep(for: latency)
    }
    let name = credentials.userName.trimmingWhitespace
    guard !name.isEmpty else {
      throw SignInFailure(reason: "Enter a user name.")
    }
    guard !credentials.password.isEmpty else {
      throw SignInFailure(reason: "Enter the password for \(name).")
    }
    guard credentials.password.revealed == Self.acceptedPassword else {
      throw SignInFailure(reason: "Wrong password for \(name).")
    }
    if let problem = Profile.problem(withName: name) {
      throw SignInFailure(reason: problem)
    }
    return Profile(name: name)
  }

  /// How to sign in to this fake.
  public var hint: String? { "Any user name signs in with the password \(Self.acceptedPassword)." }

}
