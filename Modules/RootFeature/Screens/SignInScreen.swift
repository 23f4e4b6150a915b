import AccountKit
import NavigationBackport

/// The sign-in screen (AccountKit), shown in a full-screen cover, and what the router does with
/// its outcome (seed 000's `LoginView` reporting `.didLogin` or `.loginFailure`).
enum SignInScreen: FeatureScreen {
  static let name = "sign-in"

  static func viewModel(for account: AccountSubject) -> SignInViewModel {
    SignInViewModel()
  }

  static func subjectID(ofViewModel viewModel: SignInViewModel) -> String {
    AccountSubject.id
  }

  @MainActor
  static func destination(for viewModel: SignInViewModel, router: RootRouter) -> SignInView {
    SignInView.make(viewModel: viewModel, client: router.authClient, router: router)
  }
}

extension RootRouter {
  /// Whether the sign-in screen is shown: seed 000's router-owned flag (`isPresentingLogin`),
  /// bound to the engine's full-screen cover.
  ///
  /// Setting it presents the sign-in cover (over whatever is shown) or dismisses it; the cover is
  /// a modal of the navigator, so it has a URL (`feature-routing://tab/account/cover/sign-in`) and
  /// is saved like any screen. No password is ever part of it.
  public var isSignInPresented: Bool {
    get { Self.signInCover(in: navigator.state) != nil }
    set {
      guard newValue != isSignInPresented else {
        return
      }
      if newValue {
        navigator.present(
          SignInScreen.viewModel(for: AccountSubject(profile: account)), style: .fullScreenCover,
          withStack: true)
      } else {
        navigator.update { state in
          if let index = Self.signInCover(in: state) {
            state.modals.removeSubrange(index...)
          }
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
}

extension RootRouter: SignInRouting {
  /// The sign-in screen's outcome: the router decides what follows.
  ///
  /// Signed in, the profile is kept, the sign-in screen ended however it was reached (the cover
  /// dismissed, a pushed one popped with what is above it) and the Account tab shown with the
  /// profile, in one update; a failure keeps the screen and hands the reason back to be shown;
  /// Cancel dismisses the cover.
  public func viewNeedsRoute(to route: SignInRoute) -> SignInRouteResult {
    switch route {
    case .didSignIn(let profile):
      account = profile
      navigator.update { state in
        state = Self.withTabRoots(state)
        state.modals.removeAll()
        for root in state.roots {
          var path = root.path
          if let signIn = path.elements.firstIndex(where: { $0.base is SignInViewModel }) {
            path.removeLast(path.count - signIn)
            _ = state.setPath(path, in: .root(root.id))
          }
        }
        state.select(RootTab.account.rootID)
      }
      return .leaving
    case .signInFailure(let reason):
      return .staying(message: reason)
    case .didCancel:
      isSignInPresented = false
      return .leaving
    }
  }
}
