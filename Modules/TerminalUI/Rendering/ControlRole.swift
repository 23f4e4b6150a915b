/// What kind of thing a person acts on through a ``Control``.
public enum ControlRole: Hashable, Sendable {
  /// A numbered, actionable row of a list.
  case row
  /// A button in the content.
  case button
  /// A button in the toolbar.
  case toolbar
  /// A menu that expands and collapses its items.
  case menu
  /// An item of an expanded menu.
  case menuItem
  /// Goes back one screen (the navigation bridge uses it).
  case back
  /// Closes a modal (the navigation bridge uses it).
  case close
  /// A ``TextField``: it takes text rather than running an action.
  case textField
  /// A ``SecureField``: it takes text, which is never shown.
  case secureField

  /// Whether the control takes text: a ``TextField`` or a ``SecureField``.
  public var isField: Bool { self == .textField || self == .secureField }
}
