/// What the sign-in screen reports: the outcome of a request, or that the person gave up.
///
/// The screen says what happened and never which screen comes next.
public enum SignInRoute: Hashable, Sendable {
  /// Signed in; the profile is the person's.
  case didSignIn(profile: Profile)
  /// Signing in failed, for `reason` (a sentence for the person, such as "Wrong password for
  /// rosa.").
  case signInFailure(reason: String)
  /// The person chose "Cancel".
  case didCancel
}

/// What the sign-in screen does after its router handled a route.
public enum SignInRouteResult: Hashable, Sendable {
  /// The router is taking the screen away (it dismissed the cover); the screen shows nothing
  /// more.
  case leaving
  /// The screen stays on screen, showing `message` under the form (a failure's reason as the
  /// router words it), or no message when `nil`.
  case staying(message: String?)
}

/// The sign-in screen's router: decides what each ``SignInRoute`` leads to.
///
/// Held weakly by the presenter, so a router that owns the screen forms no retain cycle. The
/// router answers with what the screen should show if it stays: a router that keeps the screen
/// after a failure hands the reason back, and the screen shows it.
///
/// ```swift
/// extension AppRouter: SignInRouting {
///   func viewNeedsRoute(to route: SignInRoute) -> SignInRouteResult {
///     switch route {
///     case .didSignIn(let profile):
///       signedIn = profile
///       isSignInPresented = false     // the flag the full-screen cover is driven by
///       return .leaving
///     case .signInFailure(let reason):
///       return .staying(message: reason)
///     case .didCancel:
///       isSignInPresented = false
///       return .leaving
///     }
///   }
/// }
/// ```
@MainActor
public protocol SignInRouting: AnyObject {
  /// The sign-in screen reports `route`; returns what the screen shows next.
  func viewNeedsRoute(to route: SignInRoute) -> SignInRouteResult
}
