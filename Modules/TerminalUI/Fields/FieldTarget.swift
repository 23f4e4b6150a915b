import Observation

/// What a host needs to edit one text field on screen, registered with its control.
@MainActor
struct FieldTarget {
  let title: String
  let isSecure: Bool
  let isEnabled: Bool
  let text: Binding<String>
  /// Kept while the field stays on screen.
  let state: FieldEditState
  /// Set to ask for the highlight (``View/focused(_:)``); `nil` when the field never asks.
  var focusRequest: Binding<Bool>?
}

/// Where a field's cursor is while it is edited, observed so a moved cursor draws a new frame.
@MainActor
@Observable
final class FieldEditState {
  /// In characters from the start; `nil` when not editing.
  var cursor: Int?
}
