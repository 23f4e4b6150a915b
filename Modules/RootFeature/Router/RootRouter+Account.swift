import AccountKit
import NavigationBackport

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
  private static func signInCover(in state: NBNavigationState) -> Int? {
    state.modals.firstIndex { modal in
      modal.style == .fullScreenCover && modal.content.value.base is SignInViewModel
    }
  }

  /// "Sign out": forgets the profile and empties the Account tab's stack, where an edit-name
  /// screen has nobody to edit any more.
  func signOut() {
    account = nil
    navigator.state.setPath(NBNavigationPath(), in: .root(RootTab.account.rootID))
  }

  /// `state` without its edit-name screens and what was pushed above them, on whichever stack
  /// they are (the Account tab's, or one a URL named), and without a modal showing one.
  ///
  /// - Returns: Whether there was one.
  @discardableResult
  static func popEditName(in state: inout NBNavigationState) -> Bool {
    let before = state
    if let modal = state.modals.firstIndex(where: { $0.content.value.base is EditNameViewModel }) {
      state.modals.removeSubrange(modal...)
    }
    let contexts =
      state.roots.map { NBContext.root($0.id) }
      + state.modals.indices.map { NBContext.modal(depth: $0) }
    for context in contexts {
      guard var path = state.path(in: context),
        let index = path.elements.firstIndex(where: { $0.base is EditNameViewModel })
      else {
        continue
      }
      path.popTo(index: index - 1)
      _ = state.setPath(path, in: context)
    }
    return state != before
  }

  /// Ends the sign-in screen however it was reached (the cover dismissed, a pushed one popped with
  /// what is above it) and shows the Account tab, in one update.
  func endSignIn() {
    var state = RootTab.withTabRoots(navigator.state)
    state.modals.removeAll()
    for root in state.roots {
      var path = root.path
      if let signIn = path.elements.firstIndex(where: { $0.base is SignInViewModel }) {
        path.removeLast(path.count - signIn)
        state.setPath(path, in: .root(root.id))
      }
    }
    state.select(RootTab.account.rootID)
    navigator.state = state
  }
}
