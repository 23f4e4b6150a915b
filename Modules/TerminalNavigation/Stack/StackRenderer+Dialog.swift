import NavigationBackport
import TerminalUI

extension StackRenderer {
  /// The dialog `modal` shows, over the nodes of what it covers (``NBDialogLayout/box``) or alone
  /// (``NBDialogLayout/lines``); drawn apart (``NBDialogView``), only what it covers, dim.
  ///
  /// Each button answers the dialog through the navigator (``NBDialogView/buttons(of:answering:in:)``).
  func resolveDialog(
    _ modal: NBModal, over covered: [any RenderNode], in context: ResolveContext
  ) -> [any RenderNode] {
    guard let dialog = modal.content.value.base as? NBDialog else {
      return covered
    }
    let layout = context.environment[DialogLayoutKey.self]
    if layout == .box, context.environment[DialogsApartKey.self] {
      return [DialogNode.backdrop(covered)]
    }
    let buttons = NBDialogView.buttons(of: dialog, answering: state.navigator, in: context)
    return [
      DialogNode(
        title: dialog.title, message: dialog.message, buttons: buttons,
        backdrop: layout == .box ? covered : nil)
    ]
  }
}
