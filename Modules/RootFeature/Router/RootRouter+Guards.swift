import AccountKit
import NavigationBackport
import TastingKit

// What the router asks before some navigations: the engine's guards (they hold a navigation
// until the person answers) and its dialogs, decided here like every other transition.

extension RootRouter {
  /// The question asked before dropping an edit-name draft with changes.
  static let discardChanges = NBDialog(
    title: "Discard your changes?", message: "Your new name is not saved.",
    buttons: [.init("Discard", role: .destructive), .init("Keep editing", role: .cancel)])

  /// Puts the guards on the navigator and answers its dialogs.
  func guardNavigation() {
    navigator.guardNavigation(.arrival, of: EditNameViewModel.self) { [weak self] _ in
      self?.signInFirst(for: "Edit name") ?? .allow
    }
    navigator.guardNavigation(.arrival, of: ScoreStepViewModel.self) { [weak self] _ in
      self?.signInFirst(for: "Rating") ?? .allow
    }
    navigator.guardNavigation(.departure, of: EditNameViewModel.self) { [weak self] _ in
      self?.confirmDiscardingChanges() ?? .allow
    }
    navigator.dialogHandler = { [weak self] dialog, button in
      self?.answer(dialog, with: button)
    }
  }

  /// Sign in first, then go on: `screen` (Edit name, Rating) asked for while nobody is signed in
  /// waits.
  ///
  /// It waits behind the sign-in cover; ``didSignIn(_:)`` goes on, ``didCancelSignIn()`` drops it.
  private func signInFirst(for screen: String) -> NBGuardDecision {
    guard account == nil else {
      return .allow
    }
    isSignInPresented = true
    return .hold("\(screen) was not opened: nobody is signed in.")
  }

  /// Leaving Edit name with a draft that would change the name waits for ``discardChanges``.
  ///
  /// Back, Escape, a link and the Account tab selected again all ask; another tab keeps the draft.
  private func confirmDiscardingChanges() -> NBGuardDecision {
    guard editNameDraft?.hasChanges == true else {
      return .allow
    }
    navigator.present(Self.discardChanges)
    return .hold(nil)
  }

  /// "Discard" goes where the person asked to go; "Keep editing", Back or Escape stays.
  private func answer(_ dialog: NBDialog, with button: NBDialog.Button) {
    guard dialog == Self.discardChanges else {
      return
    }
    if button.role == .destructive {
      navigator.resumeHeld()
    } else {
      navigator.cancelHeld()
    }
  }
}
