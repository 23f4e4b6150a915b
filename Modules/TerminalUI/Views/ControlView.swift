/// A control with a label, behind ``Button`` and navigation links, whose role comes from where it
/// stands: a numbered row as a whole ``List`` row, a menu item, a toolbar item, else a button.
package struct ControlView<Label: View>: View, PrimitiveView {
  private let showsDisclosure: Bool
  private let isCancel: Bool
  private let action: @MainActor () -> Void
  private let label: Label

  /// A control drawing `label`, running `action` when activated.
  package init(
    showsDisclosure: Bool = false,
    isCancel: Bool = false,
    action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.showsDisclosure = showsDisclosure
    self.isCancel = isCancel
    self.action = action
    self.label = label()
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    let placement = context.environment.controlPlacement
    let explicitShortcut = context.environment[KeyboardShortcutKey.self]
    let isEnabled = context.environment[IsEnabledKey.self]
    var labelEnvironment = context.environment.setting(ControlPlacementKey.self, .content)
    if explicitShortcut != nil {
      labelEnvironment[KeyboardShortcutKey.self] = nil
    }
    if !isEnabled {
      labelEnvironment[ForegroundStyleKey.self] = .secondary
    }
    let labelNodes = context.withEnvironment(labelEnvironment) { context.resolve(label) }
    let id = context.register(
      ControlRequest(
        title: labelNodes.textContent,
        role: placement.role,
        explicitShortcut: explicitShortcut,
        isInToolbar: placement == .toolbar,
        isEnabled: isEnabled,
        action: actionCollapsingMenu(placement, menus: context.menus)
      ))
    // In a lazily drawn row the shortcut is the row's number, and a letter unless it is the row.
    let shortcutWidth = context.rowNumber.map {
      String($0).count + (placement == .listRow ? 0 : 1)
    }
    nodes.append(
      ControlNode(
        id: id, role: placement.role, label: labelNodes,
        showsDisclosure: showsDisclosure, shortcutWidth: shortcutWidth ?? 1,
        isEnabled: isEnabled, isCancel: isCancel))
  }

  /// The action, then collapsing the menu the control is an item of.
  private func actionCollapsingMenu(
    _ placement: ControlPlacement,
    menus: MenuExpansion
  ) -> @MainActor () -> Void {
    guard case .menu(let menu) = placement else { return action }
    return { [action] in
      action()
      menus.collapse(menu)
    }
  }
}
