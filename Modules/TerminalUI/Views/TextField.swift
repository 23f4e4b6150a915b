/// A one-line control that edits text, `[u] User name: rosa`: `u rosa` sets it in line mode, and
/// in full screen Enter on it starts editing with the keys ``FieldEditor`` describes.
///
/// ```swift
/// TextField("User name", text: Bindable(presenter).userName)
/// ```
public struct TextField: View {
  private let field: FieldView

  /// A field titled `title` editing `text`.
  public init(_ title: String, text: Binding<String>) {
    field = FieldView(title: title, text: text, isSecure: false)
  }

  /// The field's control.
  public var body: some View { field }
}
