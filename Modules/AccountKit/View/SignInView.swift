import TerminalUI

/// The sign-in screen: a user name, a masked password and "Sign in".
///
/// ```
/// Sign in                              [c] Cancel
/// ───────────────────────────────────────────────
/// [u] User name: rosa
/// [p] Password: ••••••
///
/// [s] Sign in
///
/// Wrong password for rosa.
/// ```
///
/// While a request runs the button reads "Signing in…" and, with the fields, is disabled; the
/// request itself runs as the screen's task, so a host waiting for its tasks waits for it. The
/// screen reports through its presenter to a ``SignInRouting`` router and shows what the router
/// hands back.
public struct SignInView: View {
  private let presenter: SignInPresenter

  /// A view showing what `presenter` holds.
  public init(presenter: SignInPresenter) {
    self.presenter = presenter
  }

  /// The form, the button, the router's message and the client's hint.
  public var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      VStack(alignment: .leading) {
        TextField("User name", text: Bindable(presenter).userName)
          .keyboardShortcut("u")
          .focused(focus(on: .userName))
        SecureField("Password", text: Bindable(presenter).password)
          .keyboardShortcut("p")
          .focused(focus(on: .password))
      }
      .disabled(presenter.isSigningIn)
      Button(presenter.isSigningIn ? "Signing in…" : "Sign in") { presenter.didTouchSignIn() }
        .keyboardShortcut("s")
        .disabled(presenter.isSigningIn)
      if let message = presenter.message {
        Text(message).foregroundStyle(.color(.red))
      }
      if let hint = presenter.hint {
        Text(hint).foregroundStyle(.secondary)
      }
      if presenter.isSigningIn {
        EmptyView().task { await presenter.signIn() }
      }
    }
    .navigationTitle("Sign in")
    .toolbar {
      ToolbarItem {
        Button("Cancel") { presenter.didTouchCancel() }
          .keyboardShortcut("c")
      }
    }
  }

  /// Whether the presenter sends the person to `field`; the host sets it back once it has.
  private func focus(on field: SignInField) -> Binding<Bool> {
    Binding(
      get: { presenter.focusedField == field },
      set: { isFocused in
        if !isFocused, presenter.focusedField == field { presenter.focusedField = nil }
      })
  }

  /// The screen for `viewModel`, signing in with `client` and reporting to `router` (held
  /// weakly).
  public static func make(
    viewModel: SignInViewModel = SignInViewModel(), client: any AuthClient,
    router: any SignInRouting
  ) -> SignInView {
    SignInView(presenter: SignInPresenter(viewModel: viewModel, client: client, router: router))
  }
}
