import AccountKit
import TerminalUI

/// The Account tab's root screen: AccountKit's profile of the person signed in (read when drawn,
/// so a sign-in, a new name or a sign-out shows at once), or a "Sign in" button.
struct AccountTabScreen: View {
  let router: RootRouter

  var body: some View {
    ProfileView.make(profile: router.account, router: router)
  }
}
