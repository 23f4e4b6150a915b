import AccountKit
import NavigationBackport
import TastingKit

extension RootRouter {
  /// Whether the sign-in cover is shown: a router-owned flag.
  ///
  /// Setting it presents the cover over whatever is shown, or dismisses it; the cover is a modal
  /// of the navigator, so it has a URL (`feature-routing://tab/account/cover/sign-in`) and is
  /// saved like any screen.
  var isSignInPresented: Bool {
    get { Self.signInCover(in: navigator.state) != nil }
    set {
      guard newValue != isSignInPresented else {
        return
      }
      if newValue {
        navigator.present(SignInViewModel(), style: .fullScreenCover, withStack: true)
      } else {
        if let index = Self.signInCover(in: navigator.state) {
          navigator.state.modals.removeSubrange(index...)
        }
      }
    }
  }

  /// The index of the sign-in cover among `state`'s modals, if it is presented.
  static func signInCover(in state: NBNavigationState) -> Int? {
    state.modals.firstIndex { modal in
      modal.style == .fullScreenCover && modal.content.value.base is SignInViewModel
    }
  }

  /// The sign-in cover went without anyone signing in (Cancel, Close, Back, Escape, a tab or a
  /// link): what waited behind it is dropped, and a notice says what was not opened.
  func noteSignInClosed(_ transition: NBNavigationHistory.Transition) {
    guard account == nil, Self.signInCover(in: transition.from) != nil,
      Self.signInCover(in: transition.to) == nil,
      let held = navigator.cancelHeld() ?? transition.from.held  // a link drops it itself
    else {
      return
    }
    if let reason = held.reason {
      notices = [reason]
    }
  }

  /// "Sign out": forgets the profile, empties the Account tab's stack and removes the screens
  /// that need someone signed in, wherever a link put them: they have nobody to act for.
  func signOut() {
    account = nil
    var state = navigator.state
    state.setPath(NBNavigationPath(), in: .root(RootTab.account.rootID))
    Self.removeScreensNeedingSignIn(from: &state)
    navigator.state = state
  }

  /// Removes from `state` every screen that needs someone signed in (Edit name, a rating's
  /// steps) with what is above it; returns the name of each kind removed.
  @discardableResult
  static func removeScreensNeedingSignIn(from state: inout NBNavigationState) -> [String] {
    var removed: [String] = []
    if state.removeScreens(where: { $0.base is EditNameViewModel }) {
      removed.append("Edit name")
    }
    if state.removeScreens(where: { $0.base is ScoreStepViewModel || $0.base is NoteStepViewModel })
    {
      removed.append("A rating in progress")
    }
    return removed
  }

  /// Ends the sign-in screen however it was reached (the cover dismissed, a pushed one popped with
  /// what is above it) and shows the Account tab, in one update.
  func endSignIn() {
    var state = RootTab.withTabRoots(navigator.state)
    state.modals.removeAll()
    state.removeScreens { $0.base is SignInViewModel }
    state.select(RootTab.account.rootID)
    navigator.state = state
  }
}
