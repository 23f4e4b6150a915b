/// What the sign-in screen reports; the router decides what happens next.
///
/// The screen says what happened and never which screen comes next. Held weakly by the
/// presenter, so a router that owns the screen forms no retain cycle.
///
/// ```swift
/// extension AppRouter: SignInRouting {
///   func didSignIn(_ profile: Profile) {
///     signedIn = profile
///     isSignInPresented = false     // the flag the full-screen cover is driven by
///   }
///   func signInDidFail(reason: String) -> String? { reason }
///   func didCancelSignIn() { isSignInPresented = false }
/// }
/// ```
@MainActor
public protocol SignInRouting: AnyObject {
  /// The person signed in as `profile`; the router takes the screen away.
  func didSignIn(_ profile: Profile)
  /// Signing in failed, for `reason` (a sentence for the person, such as "Wrong password for
  /// rosa."); the screen stays and shows the message returned under the form (none for `nil`).
  func signInDidFail(reason: String) -> String?
  /// The person chose "Cancel"; the router takes the screen away.
  func didCancelSignIn()
}
