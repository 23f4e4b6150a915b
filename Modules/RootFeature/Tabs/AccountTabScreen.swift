import AccountKit
import NavigationBackport
import TerminalUI

/// The Account tab's root screen: the profile of the person signed in, or a "Sign in" button
/// (AccountKit's profile screen), reporting to the router.
///
/// It shows the router's ``RootRouter/account``, read when drawn, so a sign-in, a new name or a
/// sign-out shows at once.
struct AccountTabScreen: View {
  let router: RootRouter

  var body: some View {
    ProfileView.make(profile: router.account, router: router)
  }
}

extension RootRouter: ProfileRouting {
  /// The profile screen's requests: "Sign in" raises the sign-in flag (the cover), "Edit name"
  /// pushes the edit-name screen on the Account tab's stack, "Sign out" forgets the profile.
  public func viewNeedsRoute(to route: ProfileRoute) {
    switch route {
    case .signIn:
      isSignInPresented = true
    case .editName(let profile):
      navigator.push(EditNameScreen.viewModel(for: AccountSubject(profile: profile)))
    case .signOut:
      signOut()
    }
  }

  /// Forgets the signed-in profile and empties the Account tab's stack (an edit-name screen has
  /// nobody to edit any more), in one update.
  public func signOut() {
    account = nil
    navigator.update { state in
      _ = state.setPath(NBNavigationPath(), in: .root(RootTab.account.rootID))
    }
  }
}
