extension NBNavigator {
  /// Presents `dialog` over what is shown, whatever the policy, as a ``NBModalStyle/dialog`` modal.
  ///
  /// - Returns: `false` when a guard stopped it.
  @discardableResult
  public func present(_ dialog: NBDialog) -> Bool {
    var next = state
    next.modals.append(NBModal(.dialog, content: dialog, path: nil))
    return commit(
      next, events: [.presented(.dialog, typeName: NBTypeName.of(NBDialog.self), withStack: false)])
  }

  /// Answers the topmost shown dialog equal to `dialog`: calls ``dialogHandler``, then dismisses it
  /// unless the handler's navigation did.
  ///
  /// - Returns: `false`, doing nothing, when no such dialog is shown or it has no such button.
  @discardableResult
  public func answer(_ dialog: NBDialog, with button: NBDialog.Button) -> Bool {
    let isShown = { (modal: NBModal) in
      modal.style == .dialog && modal.content.value == AnyHashable(dialog)
    }
    guard let shown = state.modals.last(where: isShown), dialog.buttons.contains(button) else {
      return false
    }
    answering = shown.id
    defer { answering = nil }
    dialogHandler?(dialog, button)
    if let depth = state.modals.firstIndex(where: { $0.id == shown.id }) {
      dismiss(count: state.modals.count - depth)
    }
    return true
  }

  /// Answers with cancel each dialog of `previous` that `current` no longer shows, but the one
  /// being answered.
  func answerRemovedDialogs(previous: NBNavigationState, current: NBNavigationState) {
    guard let handler = dialogHandler else {
      return
    }
    let remaining = Set(current.modals.map(\.id))
    for modal in previous.modals.reversed()
    where modal.id != answering && !remaining.contains(modal.id) {
      if let dialog = modal.content.value.base as? NBDialog {
        handler(dialog, dialog.cancelButton)
      }
    }
  }
}
