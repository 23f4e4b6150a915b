/// A control that runs an action, drawn with its shortcut: `[s] Show sheet`.
///
/// In a list, a button that is a whole row becomes a numbered row: `[1] Cabernet Sauvignon`.
public struct Button<Label: View>: View {
  private let action: @MainActor () -> Void
  private let label: Label

  /// A button drawing `label`, running `action` when activated.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  /// The button's control.
  public var body: some View {
    ControlView(action: action) { label }
  }
}

extension Button where Label == Text {
  /// A button titled `title`, running `action` when activated.
  public init(_ title: String, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
}
