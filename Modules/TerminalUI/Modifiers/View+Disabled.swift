extension View {
  /// Makes the controls in this view unusable while `isDisabled` is `true`, as SwiftUI's
  /// `disabled(_:)` does: they are drawn dim, keep their shortcuts, and do nothing when activated.
  ///
  /// A control disabled by any view around it stays disabled; `disabled(false)` inside does not
  /// enable it again.
  ///
  /// ```swift
  /// Button(presenter.isSigningIn ? "Signing in…" : "Sign in") { presenter.signIn() }
  ///   .disabled(presenter.isSigningIn)   // [s] Signing in…, dim, until the request ends
  /// ```
  public func disabled(_ isDisabled: Bool) -> some View {
    EnvironmentModifier(
      content: self,
      change: .transform { environment in
        environment[IsEnabledKey.self] = environment[IsEnabledKey.self] && !isDisabled
      })
  }
}
