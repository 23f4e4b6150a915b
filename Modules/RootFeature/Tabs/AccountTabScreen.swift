import AccountKit
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
