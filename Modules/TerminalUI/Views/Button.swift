/// A control that runs an action, drawn with its shortcut: `[s] Show sheet`.
///
/// In a list, a button that is a whole row becomes a numbered row: `[1] Cabernet Sauvignon`.
public struct Button<Label: View>: View {
  private let role: ButtonRole?
  private let action: @MainActor () -> Void
  private let label: Label

  /// A button drawing `label`, with `role` if any, running `action` when activated.
  public init(
    role: ButtonRole? = nil, action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  /// The button's control.
  public var body: some View {
    ControlView(isCancel: role == .cancel, action: action) { label }
  }
}

extension Button where Label == Text {
  /// A button titled `title`, with `role` if any, running `action` when activated.
  public init(_ title: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

/// What kind of answer a ``Button`` gives.
public enum ButtonRole: Hashable, Sendable {
  /// Leaves without doing anything, such as "Cancel": a screen never starts on it.
  case cancel
}
