/// A control registered while a view resolves, before it has a shortcut.
package struct ControlRequest {
  /// The title shown and used to choose a letter.
  var title: String
  var role: ControlRole
  var explicitShortcut: String?
  /// Whether the control is a toolbar item; those get their shortcuts first.
  var isInToolbar: Bool
  var action: @MainActor () -> Void
  var isEnabled: Bool
  /// What a text field edits; `nil` for other controls.
  var field: FieldTarget?

  /// A request for a control.
  package init(
    title: String,
    role: ControlRole,
    explicitShortcut: String? = nil,
    isInToolbar: Bool = false,
    isEnabled: Bool = true,
    action: @escaping @MainActor () -> Void
  ) {
    self.isInToolbar = isInToolbar
    self.title = title
    self.role = role
    self.explicitShortcut = explicitShortcut
    self.isEnabled = isEnabled
    self.action = action
  }

  /// The action, unless the control is disabled or a text field.
  var enabledAction: (@MainActor () -> Void)? {
    isEnabled && field == nil ? action : nil
  }
}

/// The handle of a registered control, used to look its shortcut up while drawing.
package struct ControlID: Hashable, Sendable {
  let index: Int
}
