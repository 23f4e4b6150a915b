import TerminalUI

/// How a stack draws a confirmation dialog (NavigationBackport's `NBDialog`).
public enum NBDialogLayout: Sendable {
  /// A box centred over the screen it covers, drawn dim: for full-screen mode.
  case box
  /// The question and its buttons alone: for line mode, where each screen is printed.
  case lines
}

extension View {
  /// Draws the dialogs of the stacks inside this view in `layout`; by default in a box.
  public func nbDialogLayout(_ layout: NBDialogLayout) -> some View {
    DialogLayoutModifier(content: self, layout: layout)
  }
}

/// The dialog layout of the stacks inside this view.
enum DialogLayoutKey: EnvironmentKey {
  static var defaultValue: NBDialogLayout { .box }
}

private struct DialogLayoutModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let layout: NBDialogLayout

  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    context.withEnvironment(context.environment.setting(DialogLayoutKey.self, layout)) {
      context.resolve(content, into: &nodes)
    }
  }
}
