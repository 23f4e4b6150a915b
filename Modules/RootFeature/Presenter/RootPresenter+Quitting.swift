import AccountKit
import NavigationBackport

// What the app asks the root before it quits: whether a change would be lost, and the question
// that lets the person keep it.

extension RootPresenter {
  /// The question asked before quitting with an edit-name draft that has changes.
  public static let quitDiscardingChanges = NBDialog(
    title: "Discard your changes?", message: "Your new name is not saved if you quit now.",
    buttons: [.init("Discard", role: .destructive), .init("Keep editing", role: .cancel)])

  /// What quitting now would drop, in a sentence, or `nil` when nothing would be lost.
  public var unsavedChanges: String? {
    router.editNameDraft?.hasChanges == true ? "the new name typed in Edit name" : nil
  }

  /// Whether ``quitDiscardingChanges`` is shown, waiting for an answer.
  public var isAskingToQuit: Bool {
    router.navigator.state.modals.contains {
      $0.content.value == AnyHashable(Self.quitDiscardingChanges)
    }
  }

  /// Asks ``quitDiscardingChanges``; `quit` runs when the person chooses Discard, and nothing
  /// happens on Keep editing (or Escape), which leaves the draft as it was.
  public func confirmQuitting(_ quit: @escaping @MainActor () -> Void) {
    let navigator = router.navigator
    let answerOthers = navigator.dialogHandler
    navigator.dialogHandler = { [weak navigator] dialog, button in
      guard dialog == Self.quitDiscardingChanges else {
        answerOthers?(dialog, button)
        return
      }
      navigator?.dialogHandler = answerOthers
      if button.role == .destructive { quit() }
    }
    navigator.present(Self.quitDiscardingChanges)
  }
}
