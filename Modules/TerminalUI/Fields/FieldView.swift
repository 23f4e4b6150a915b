/// The primitive behind ``TextField`` and ``SecureField``: a control that takes text.
struct FieldView: View, PrimitiveView {
  let title: String
  let text: Binding<String>
  let isSecure: Bool

  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    let environment = context.environment
    let isEnabled = environment[IsEnabledKey.self]
    let state = context.withChild(.named("field")) {
      context.persistentState(FieldEditState.init)
    }
    var target = FieldTarget(
      title: title, isSecure: isSecure, isEnabled: isEnabled, text: text, state: state)
    target.focusRequest = environment[FocusRequestKey.self]
    let role: ControlRole = isSecure ? .secureField : .textField
    var request = ControlRequest(
      title: title,
      role: role,
      explicitShortcut: environment[KeyboardShortcutKey.self],
      isInToolbar: environment.controlPlacement == .toolbar,
      isEnabled: isEnabled,
      action: {})
    request.field = target
    let id = context.register(request)
    let value = FieldEditor.cleaned(text.wrappedValue)
    let shown = isSecure ? String(repeating: FieldNode.mask, count: value.count) : value
    nodes.append(
      FieldNode(
        id: id, title: title, role: role, shown: shown,
        cursor: isEnabled ? state.cursor : nil, isEnabled: isEnabled))
  }
}
