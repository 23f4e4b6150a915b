import NavigationBackport
import TerminalUI

extension StackRenderer {
  /// The dialog `modal` shows, over the nodes of what it covers (``NBDialogLayout/box``) or alone
  /// (``NBDialogLayout/lines``).
  ///
  /// Each button answers the dialog through the navigator, its shortcut the first free letter of
  /// its title; the cancel button has the close role, so that Back and Escape answer it.
  func resolveDialog(
    _ modal: NBModal, over covered: [any RenderNode], in context: ResolveContext
  ) -> [any RenderNode] {
    guard let dialog = modal.content.value.base as? NBDialog else {
      return covered
    }
    let navigator = state.navigator
    let buttons = zip(dialog.buttons, Self.shortcuts(for: dialog.buttons.map(\.title))).map {
      button, shortcut in
      let role: ControlRole = button.role == .cancel ? .close : .button
      let id = context.register(
        ControlRequest(
          title: button.title, role: role, explicitShortcut: shortcut,
          action: { navigator.answer(dialog, with: button) }))
      return DialogNode.Button(
        id: id, title: button.title, role: role, isDestructive: button.role == .destructive)
    }
    let layout = context.environment[DialogLayoutKey.self]
    return [
      DialogNode(
        title: dialog.title, message: dialog.message, buttons: buttons,
        backdrop: layout == .box ? covered : nil)
    ]
  }

  /// A letter for each title: the first of its letters (initials first) that no earlier title
  /// took and that is not kept for going back, closing, help or quitting.
  static func shortcuts(for titles: [String]) -> [String] {
    var taken: Set<Character> = ["b", "x", "h", "q"]
    return titles.map { title in
      let words = title.lowercased().split { !$0.isLetter }
      let candidates = words.compactMap(\.first) + words.joined() + "acdefgijklmnoprstuvwyz"
      guard let letter = candidates.first(where: { $0.isASCII && !taken.contains($0) }) else {
        return "?"
      }
      taken.insert(letter)
      return String(letter)
    }
  }
}
