/// A control registered while a view resolves, before it has a shortcut.
package struct ControlRequest {
  /// The title shown and used to choose a letter.
  package var title: String
  /// What kind of control it is; rows are numbered, the rest get letters.
  package var role: ControlRole
  /// The shortcut asked for with `.keyboardShortcut(_:)` or by the navigation bridge.
  package var explicitShortcut: String?
  /// Whether the control is a toolbar item; those get their shortcuts first.
  package var isInToolbar: Bool
  /// What activating the control does.
  package var action: @MainActor () -> Void
  /// Whether the control can be used; a disabled control gets no action in the frame.
  package var isEnabled: Bool
  /// For a text field, the text it edits and its editing state; `nil` for other controls.
  package var field: FieldTarget?

  /// A request for a control; see the properties.
  package init(
    title: String,
    role: ControlRole,
    explicitShortcut: String? = nil,
    isInToolbar: Bool = false,
    isEnabled: Bool = true,
    field: FieldTarget? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.isInToolbar = isInToolbar
    self.title = title
    self.role = role
    self.explicitShortcut = explicitShortcut
    self.isEnabled = isEnabled
    self.field = field
    self.action = action
  }
}

extension ControlRequest {
  /// What activating the control does, if it can be activated: `nil` for a disabled control and
  /// for a text field, which takes text instead.
  package var enabledAction: (@MainActor () -> Void)? {
    isEnabled && field == nil ? action : nil
  }
}

/// The handle of a registered control, used to look its shortcut up while drawing.
package struct ControlID: Hashable, Sendable {
  /// The position of the control among those registered for the frame.
  package let index: Int
}
