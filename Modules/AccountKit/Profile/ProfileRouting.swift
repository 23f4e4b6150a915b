/// What the profile screen reports.
public enum ProfileRoute: Hashable, Sendable {
  /// Signed out, the person chose "Sign in".
  case signIn
  /// The person chose "Edit name" for `profile`.
  case editName(Profile)
  /// The person chose "Sign out".
  case signOut
}

/// The profile screen's router: decides what each ``ProfileRoute`` leads to.
///
/// For example: presenting the sign-in screen, pushing the edit-name screen, forgetting the
/// profile. Held weakly by the presenter.
@MainActor
public protocol ProfileRouting: AnyObject {
  /// The profile screen reports `route`.
  func viewNeedsRoute(to route: ProfileRoute)
}
