import NavigationBackport
import TerminalUI

extension View {
  /// Leaves the dialogs of the stacks inside this view out of their screens: what a dialog
  /// covers is drawn dim and without controls, and the app draws the dialog itself with
  /// ``NBDialogView``, such as in an overlay sized to the terminal.
  public func nbDialogsDrawnApart() -> some View {
    DialogsApartModifier(content: self)
  }
}

/// The message and buttons of the dialog a navigator shows, for a dialog drawn apart.
///
/// Each button answers the dialog through the navigator, the cancel button with the close role.
/// The screen the dialog covers is drawn dim without it (`nbDialogsDrawnApart()`), and the app
/// draws the question (``title(shownBy:)``) where it stays in view, such as above these lines
/// when they scroll.
///
/// Draws nothing while no dialog is shown.
public struct NBDialogView: View, PrimitiveView {
  private let navigator: NBNavigator

  /// The dialog `navigator` shows, if any.
  public init(navigator: NBNavigator) {
    self.navigator = navigator
  }

  /// The question of the dialog `navigator` shows, or `nil` when its top modal is no dialog.
  public static func title(shownBy navigator: NBNavigator) -> String? {
    dialog(shownBy: navigator)?.title
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    guard let dialog = Self.dialog(shownBy: navigator) else { return }
    nodes.append(
      DialogNode(
        title: dialog.title, message: dialog.message,
        buttons: Self.buttons(of: dialog, answering: navigator, in: context), backdrop: nil,
        drawsTitle: false))
  }

  private static func dialog(shownBy navigator: NBNavigator) -> NBDialog? {
    guard let modal = navigator.state.modals.last, modal.style == .dialog else { return nil }
    return modal.content.value.base as? NBDialog
  }

  /// The buttons of `dialog`, registered in `context`, each answering it through `navigator`;
  /// each shortcut is the first free letter of its title, and the cancel button has the close
  /// role, so that Back and Escape answer it.
  static func buttons(
    of dialog: NBDialog, answering navigator: NBNavigator, in context: ResolveContext
  ) -> [DialogNode.Button] {
    zip(dialog.buttons, shortcuts(for: dialog.buttons.map(\.title))).map { button, shortcut in
      let role: ControlRole = button.role == .cancel ? .close : .button
      let id = context.register(
        ControlRequest(
          title: button.title, role: role, explicitShortcut: shortcut,
          action: { navigator.answer(dialog, with: button) }))
      return DialogNode.Button(
        id: id, title: button.title, role: role, isDestructive: button.role == .destructive)
    }
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

/// Whether the stacks inside draw their dialogs apart (``NBDialogView``).
enum DialogsApartKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct DialogsApartModifier<Content: View>: View, PrimitiveView {
  let content: Content

  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    context.withEnvironment(context.environment.setting(DialogsApartKey.self, true)) {
      context.resolve(content, into: &nodes)
    }
  }
}
