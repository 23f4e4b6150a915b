import Observation

/// What a host needs to edit one text field on screen: its text and its editing state.
///
/// A field registers one with its control while it resolves; the frame's ``RenderPass/fields``
/// keys them by shortcut, so a host can type into a field in line mode or edit it key by key in
/// full screen.
@MainActor
struct FieldTarget {
  /// The field's title, which is also its control's.
  let title: String
  /// Whether the field is a ``SecureField``, whose text is never shown.
  let isSecure: Bool
  /// Whether the field can be changed now.
  let isEnabled: Bool
  /// The text the field edits.
  let text: Binding<String>
  /// The field's editing state, kept as long as the field stays on screen.
  let state: FieldEditState
  /// Set to ask for the highlight (``View/focused(_:)``); `nil` when the field never asks.
  var focusRequest: Binding<Bool>?
}

/// Whether a field is being edited and where its cursor is: kept by the host at the field's
/// identity (as SwiftUI keeps `@State`), and observed, so a moved cursor draws a new frame.
@MainActor
@Observable
final class FieldEditState {
  /// The cursor, in characters from the start of the text, while the field is being edited;
  /// `nil` when it is not.
  var cursor: Int?

  /// A field not being edited.
  init() {}
}
