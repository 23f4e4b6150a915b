import AccountKit
import NavigationBackport
import TerminalNavigation
import TerminalUI

// AccountKit as the root knows it: the Account tab's profile, the sign-in cover (a router-owned
// flag, `sign-in`), Edit name (`edit-name`, which needs someone signed in and asks before its
// changes are dropped) and signing out.

extension RootKit {
  static var account: RootKit {
    RootKit(
      destinations: { router, content in
        AnyView(
          content
            .nbNavigationDestination(for: SignInViewModel.self) { viewModel in
              SignInView.make(viewModel: viewModel, client: router.authClient, router: router)
            }
            .nbNavigationDestination(for: EditNameViewModel.self) { viewModel in
              // The router keeps the draft it prepares, to ask before a navigation drops it.
              let draft = viewModel.prepareState()
              router.editNameDraft = draft
              return EditNameView(presenter: EditNamePresenter(draft: draft, router: router))
            })
      },
      routes: { _, account in
        [
          NBLinkRoute("sign-in", id: { (_: SignInViewModel) in "" }) { _ in SignInViewModel() },
          NBLinkRoute("edit-name", id: { (_: EditNameViewModel) in "" }) { _ in
            EditNameViewModel(name: account?.name ?? "")
          },
        ]
      },
      needsSignIn: { $0.base is EditNameViewModel ? "Edit name" : nil },
      unsavedChanges: { router in
        router.editNameDraft?.hasChanges == true ? "the new name typed in Edit name" : nil
      },
      start: { router in
        router.guardEditName()
        router.history.observe { [weak router] in router?.noteSignInClosed($0) }
      },
      samples: { _, account in
        [[SignInViewModel()], [EditNameViewModel(name: account?.name ?? "")]]
      })
  }
}

/// The Account tab's root screen: AccountKit's profile of the person signed in (read when drawn,
/// so a sign-in, a new name or a sign-out shows at once), or a "Sign in" button.
struct AccountTabScreen: View {
  let router: RootRouter

  var body: some View {
    ProfileView.make(profile: router.settings.account, router: router)
  }
}

extension RootRouter {
  /// The service the sign-in screen signs in with.
  typealias SignInService = any AuthClient
  /// The draft of the edit-name screen.
  typealias NameDraft = EditNameDraft

  /// The fake sign-in service, answering after `latency` (`merlot` signs in any user name).
  static func fakeSignIn(latency: Duration = .zero) -> SignInService {
    FakeAuthClient(latency: latency)
  }

  /// The question asked before dropping an edit-name draft with changes.
  static let discardChanges = NBDialog.discardChanges("Your new name is not saved.")

  /// Whether the sign-in cover is shown: a router-owned flag; setting it presents or dismisses
  /// the cover, a modal of the navigator with a URL (`tab/account/cover/sign-in`), saved too.
  var isSignInPresented: Bool {
    get { Self.signInCover(in: navigator.state) != nil }
    set {
      if newValue, !isSignInPresented {
        navigator.present(SignInViewModel(), style: .fullScreenCover, withStack: true)
      } else if !newValue, let index = Self.signInCover(in: navigator.state) {
        navigator.state.modals.removeSubrange(index...)
      }
    }
  }

  /// The index of the sign-in cover among `state`'s modals, if it is presented.
  static func signInCover(in state: NBNavigationState) -> Int? {
    state.modals.firstIndex { modal in
      modal.style == .fullScreenCover && modal.content.value.base is SignInViewModel
    }
  }

  /// Edit name waits for someone to sign in, and leaving it with changes asks first; "Discard"
  /// goes where the person asked to go, "Keep editing", Back or Escape stays.
  func guardEditName() {
    navigator.guardNavigation(.arrival, of: EditNameViewModel.self) { [weak self] _ in
      self?.signInFirst(for: "Edit name") ?? .allow
    }
    navigator.guardNavigation(.departure, of: EditNameViewModel.self) { [weak self] _ in
      guard let self, editNameDraft?.hasChanges == true else { return .allow }
      navigator.present(Self.discardChanges)
      return .hold(nil)
    }
    navigator.onAnswer(to: Self.discardChanges) { [weak self] button in
      if button.role == .destructive {
        self?.navigator.resumeHeld()
      } else {
        self?.navigator.cancelHeld()
      }
    }
  }

  /// Sign in first, then go on: `screen` (Edit name, Rating) asked for while nobody is signed in
  /// waits behind the sign-in cover; ``didSignIn(_:)`` goes on, ``didCancelSignIn()`` drops it.
  func signInFirst(for screen: String) -> NBGuardDecision {
    guard settings.account == nil else {
      return .allow
    }
    isSignInPresented = true
    return .hold("\(screen) was not opened: nobody is signed in.")
  }

  /// The sign-in cover went without anyone signing in (Cancel, Close, Back, Escape, a tab or a
  /// link): what waited behind it is dropped, and a notice says what was not opened.
  func noteSignInClosed(_ transition: NBNavigationHistory.Transition) {
    guard settings.account == nil, Self.signInCover(in: transition.from) != nil,
      Self.signInCover(in: transition.to) == nil,
      let held = navigator.cancelHeld() ?? transition.from.held  // a link drops it itself
    else {
      return
    }
    if let reason = held.reason {
      notices = [reason]
    }
  }
}

extension RootRouter: SignInRouting, ProfileRouting, EditNameRouting {
  /// Signed in: keeps the profile and goes where the person asked to go before signing in, or
  /// shows the profile on the Account tab, in one update.
  func didSignIn(_ profile: Profile) {
    settings.account = profile
    guard let held = navigator.cancelHeld() else {
      var state = uncovered(showing: .account)
      state.removeScreens { $0.base is SignInViewModel }
      navigator.state = state
      return
    }
    // What waited is made again from its links, so Edit name starts from the name just signed in.
    history.withCause("signed in") {
      navigator.state =
        links.unresolved(held.target).flatMap { try? links.resolve($0) } ?? held.target
    }
  }

  /// A failure keeps the cover and hands the reason back to be shown.
  func signInDidFail(reason: String) -> String? { reason }

  /// Cancel ends the sign-in screen however it was reached (the cover, or one a link pushed);
  /// what waited for someone to sign in is dropped with a notice (``noteSignInClosed(_:)``).
  func didCancelSignIn() {
    navigator.state.removeScreens { $0.base is SignInViewModel }
  }

  /// "Sign in" raises the sign-in flag (the cover).
  func showSignIn() {
    isSignInPresented = true
  }

  /// "Edit name" pushes the edit-name screen on the Account tab's stack.
  func showEditName(for profile: Profile) {
    navigator.push(EditNameViewModel(name: profile.name))
  }

  /// "Save": the profile takes the new name and the edit-name screen is popped.
  func didSaveName(_ name: String) {
    editNameDraft = nil  // saved: nothing is left to discard
    settings.account = Profile(name: name)
    history.withCause("name saved") {
      navigator.state.removeScreens { $0.base is EditNameViewModel }
    }
  }

  /// "Sign out": forgets the profile, empties the Account tab's stack and removes the screens
  /// that need someone signed in, wherever a link put them: they have nobody to act for.
  func signOut() {
    settings.account = nil
    var state = navigator.state
    state.setPath(NBNavigationPath(), in: .root(RootTab.account.rootID))
    Self.removeScreensNeedingSignIn(from: &state)
    navigator.state = state
  }
}
