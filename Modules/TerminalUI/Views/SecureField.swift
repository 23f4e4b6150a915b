/// A ``TextField`` whose text is drawn as `•`s and never reaches a frame, `[p] Password: ••••`;
/// an app that echoes commands must mask what is typed into a ``ControlRole/secureField`` too.
public struct SecureField: View {
  private let field: FieldView

  /// A field titled `title` editing `text`, never showing it.
  public init(_ title: String, text: Binding<String>) {
    field = FieldView(title: title, text: text, isSecure: true)
  }

  /// The field's control.
  public var body: some View { field }
}
