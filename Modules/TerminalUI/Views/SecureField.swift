/// A ``TextField`` whose text is never shown: each character is drawn as `•`, as SwiftUI's
/// `SecureField` does: `[p] Password: ••••••`.
///
/// ```swift
/// SecureField("Password", text: Bindable(presenter).password)
/// ```
///
/// Its text never reaches a frame, a control's title or anything else a host can print; an app
/// that echoes commands must mask what is typed into it too (its control's role is
/// ``ControlRole/secureField``).
public struct SecureField: View {
  private let title: String
  private let text: Binding<String>

  /// A field titled `title` editing `text`, never showing it.
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  /// The field's control.
  public var body: some View {
    FieldView(title: title, text: text, isSecure: true)
  }
}
