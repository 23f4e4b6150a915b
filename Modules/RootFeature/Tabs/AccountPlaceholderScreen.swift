import TerminalUI

/// The Account tab's root screen until AccountKit arrives: it says what will be here.
///
/// Replace it in ``RootView/root(of:)`` with the signed-out or signed-in screen.
struct AccountPlaceholderScreen: View {
  var body: some View {
    Text("Sign-in arrives with AccountKit.").foregroundStyle(.secondary)
      .navigationTitle("Account")
  }
}
