/// Signs people in: the service the sign-in screen calls, as an interface so that an app can
/// pass a real client, the ``FakeAuthClient`` or a test's own.
public protocol AuthClient: Sendable {
  /// Signs in with `credentials`.
  ///
  /// - Returns: The profile of the person signed in.
  /// - Throws: ``SignInFailure`` saying why not; `CancellationError` when the task calling it is
  ///   cancelled (the sign-in screen went away).
  func signIn(_ credentials: Credentials) async throws -> Profile

  /// A line the sign-in screen shows under the form, such as how to sign in to a demo service;
  /// `nil` for none.
  var hint: String? { get }
}

extension AuthClient {
  /// No hint.
  public var hint: String? { nil }
}
