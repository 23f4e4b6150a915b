/// A one-line control that edits text, as SwiftUI's `TextField` does: `[u] User name: rosa`.
///
/// ```swift
/// TextField("User name", text: Bindable(presenter).userName)
/// ```
///
/// Its shortcut is chosen like a button's (the first letter of its title, here `u`). In line mode,
/// `u rosa` puts `rosa` in it and `u` alone empties it; in full screen, Enter on it (or its
/// shortcut) starts editing, with the keys ``FieldEditor`` describes. Text that reaches it by any
/// way is cleaned of control characters before it is shown.
public struct TextField: View {
  private let title: String
  private let text: Binding<String>

  /// A field titled `title` editing `text`.
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  /// The field's control.
  public var body: some View {
    FieldView(title: title, text: text, isSecure: false)
  }
}
