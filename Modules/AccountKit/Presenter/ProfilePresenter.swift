import Observation

/// The profile screen's presenter: the profile shown, if anyone is signed in, and the person's
/// requests forwarded to a ``ProfileRouting`` router.
@MainActor
@Observable
public final class ProfilePresenter {
  /// The profile of the person signed in; `nil` when nobody is.
  ///
  /// A router may change it in place.
  public var profile: Profile?
  @ObservationIgnored private weak var router: (any ProfileRouting)?

  /// A presenter showing `profile` and reporting to `router` (held weakly).
  public init(profile: Profile?, router: any ProfileRouting) {
    self.profile = profile
    self.router = router
  }

  /// The person chose "Sign in".
  public func didTouchSignIn() {
    router?.showSignIn()
  }

  /// The person chose "Edit name".
  public func didTouchEditName() {
    guard let profile else { return }
    router?.showEditName(for: profile)
  }

  /// The person chose "Sign out".
  public func didTouchSignOut() {
    router?.signOut()
  }
}
