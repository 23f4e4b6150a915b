/// What the profile screen reports; the router decides what happens next.
///
/// For example: presenting the sign-in screen, pushing the edit-name screen, forgetting the
/// profile. Held weakly by the presenter.
@MainActor
public protocol ProfileRouting: AnyObject {
  /// Signed out, the person chose "Sign in".
  func showSignIn()
  /// The person chose "Edit name" for `profile`.
  func showEditName(for profile: Profile)
  /// The person chose "Sign out".
  func signOut()
}
