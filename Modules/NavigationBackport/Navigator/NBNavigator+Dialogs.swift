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

  /// Hands `handler` each answer to `dialog`.
  ///
  /// The answer is the button chosen, or the dialog's cancel button when it goes away unanswered.
  /// The handler replaces the one `dialog` had; each dialog has its own, so two features asking
  /// questions never answer each other's. A ``restore(_:)`` answers none of the dialogs it replaces.
  public func onAnswer(to dialog: NBDialog, perform handler: @escaping (NBDialog.Button) -> Void) {
    answerHandlers[dialog] = handler
  }

  /// Answers the topmost shown dialog equal to `dialog`: calls its handler
  /// (``onAnswer(to:perform:)``), then dismisses it unless the handler's navigation did.
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
    answerHandlers[dialog]?(button)
    if let depth = state.modals.firstIndex(where: { $0.id == shown.id }) {
      dismiss(count: state.modals.count - depth)
    }
    return true
  }

  /// Answers with cancel each dialog of `previous` that `current` no longer shows, but the one
  /// being answered.
  func answerRemovedDialogs(previous: NBNavigationState, current: NBNavigationState) {
    guard !answerHandlers.isEmpty else {
      return
    }
    let remaining = Set(current.modals.map(\.id))
    for modal in previous.modals.reversed()
    where modal.id != answering && !remaining.contains(modal.id) {
      if let dialog = modal.content.value.base as? NBDialog {
        answerHandlers[dialog]?(dialog.cancelButton)
      }
    }
  }
}
