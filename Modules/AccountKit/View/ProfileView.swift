import TerminalUI

/// The account screen: who is signed in, with "Edit name" and "Sign out"; or, signed out, a
/// "Sign in" button.
///
/// ```
/// Account
/// ────────────────
/// Signed in as
/// rosa
///
/// [e] Edit name
/// [s] Sign out
/// ```
public struct ProfileView: View {
  private let presenter: ProfilePresenter

  /// A view showing what `presenter` holds.
  public init(presenter: ProfilePresenter) {
    self.presenter = presenter
  }

  /// The profile and its two buttons, or the sign-in button.
  public var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      if let profile = presenter.profile {
        VStack(alignment: .leading) {
          Text("Signed in as").font(.caption)
          Text(profile.name).font(.headline)
        }
        VStack(alignment: .leading) {
          Button("Edit name") { presenter.didTouchEditName() }
            .keyboardShortcut("e")
          Button("Sign out") { presenter.didTouchSignOut() }
            .keyboardShortcut("s")
        }
      } else {
        Text("You are not signed in.")
        Button("Sign in") { presenter.didTouchSignIn() }
          .keyboardShortcut("s")
      }
    }
    .navigationTitle("Account")
  }

  /// The screen for `profile` (`nil` when nobody is signed in), reporting to `router` (held
  /// weakly).
  public static func make(profile: Profile?, router: any ProfileRouting) -> ProfileView {
    ProfileView(presenter: ProfilePresenter(profile: profile, router: router))
  }
}
