extension View {
  /// Asks a full-screen host to move its highlight to this text field while `isFocused` is true.
  ///
  /// The host highlights the field at its next frame and sets `isFocused` back to `false`, so
  /// setting it again asks again. Line mode has no highlight and ignores it. Unlike SwiftUI's `focused(_:)` it is a request, not a state that follows the highlight.
  ///
  /// ```swift
  /// SecureField("Password", text: Bindable(presenter).password)
  ///   .focused(Bindable(presenter).isPasswordFocused)   // true after a wrong password
  /// ```
  public func focused(_ isFocused: Binding<Bool>) -> some View {
    environment(FocusRequestKey.self, isFocused)
  }
}

/// The request set by ``View/focused(_:)``.
enum FocusRequestKey: EnvironmentKey {
  static let defaultValue: Binding<Bool>? = nil
}

extension ViewHost {
  /// The shortcut of a text field of the last frame that asks for the highlight
  /// (``View/focused(_:)``), its request now answered; `nil` when none asks.
  public func takeFocusRequest() -> String? {
    let asking = fields.filter { $0.value.focusRequest?.wrappedValue == true }
    guard let shortcut = asking.keys.min() else { return nil }
    for field in asking.values { field.focusRequest?.wrappedValue = false }
    return shortcut
  }
}
