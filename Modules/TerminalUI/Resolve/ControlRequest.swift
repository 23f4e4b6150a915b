/// A control registered while a view resolves, before it has a shortcut.
package struct ControlRequest {
  /// The title shown and used to choose a letter.
  @MainActor var title: String {
    get {
      switch titleSource {
      case .text(let text): text
      case .label(let label): label.textContent
      }
    }
    set { titleSource = .text(newValue) }
  }
  /// The title, or the label it is the text of, joined only when asked for: most controls are
  /// never asked, such as the rows line mode prints.
  private var titleSource: TitleSource
  /// What kind of control it is; rows are numbered, the rest get letters.
  var role: ControlRole
  /// The shortcut asked for with `.keyboardShortcut(_:)` or by the navigation bridge.
  var explicitShortcut: String?
  /// Whether the control is a toolbar item; those get their shortcuts first.
  var isInToolbar: Bool
  /// What activating the control does.
  var action: @MainActor () -> Void
  /// Whether the control can be used; a disabled control gets no action in the frame.
  var isEnabled: Bool
  /// For a text field, the text it edits and its editing state; `nil` for other controls.
  var field: FieldTarget?

  /// A request for a control; see the properties.
  package init(
    title: String,
    role: ControlRole,
    explicitShortcut: String? = nil,
    isInToolbar: Bool = false,
    isEnabled: Bool = true,
    action: @escaping @MainActor () -> Void
  ) {
    self.isInToolbar = isInToolbar
    self.titleSource = .text(title)
    self.role = role
    self.explicitShortcut = explicitShortcut
    self.isEnabled = isEnabled
    self.action = action
  }
}

extension ControlRequest {
  /// A request for a control whose title is the text of `label`; see the properties.
  init(
    titleOf label: [any RenderNode],
    role: ControlRole,
    explicitShortcut: String? = nil,
    isInToolbar: Bool = false,
    isEnabled: Bool = true,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(
      title: "", role: role, explicitShortcut: explicitShortcut, isInToolbar: isInToolbar,
      isEnabled: isEnabled, action: action)
    titleSource = .label(label)
  }

  /// What activating the control does, if it can be activated: `nil` for a disabled control and
  /// for a text field, which takes text instead.
  var enabledAction: (@MainActor () -> Void)? {
    isEnabled && field == nil ? action : nil
  }
}

/// The handle of a registered control, used to look its shortcut up while drawing.
package struct ControlID: Hashable, Sendable {
  /// The position of the control among those registered for the frame.
  let index: Int
}

/// Where a control's title comes from.
private enum TitleSource {
  /// The title itself.
  case text(String)
  /// The nodes of the control's label, whose text is the title.
  case label([any RenderNode])
}
