import NavigationBackport
import Observation

/// Owns every transition of the app: the navigation state, the tabs, how a selection is shown and
/// what presenting does while a sheet is shown.
///
/// Screens report what happened through their presenters (a row was selected, Details asked to
/// be dismissed or for extra details, a region was chosen); the router decides what appears and
/// where, and registers the destination that turns each feature screen's view model into its
/// screen. All navigation state lives in its ``navigator``, so every transition can be tested
/// without rendering anything.
@MainActor
@Observable
final class RootRouter {
  /// The navigation state: a root for each tab with its own stack, and the presented sheets.
  let navigator: NBNavigator
  /// Every transition of the navigator with its cause: why the app is where it is.
  @ObservationIgnored let history: NBNavigationHistory

  /// The settings, the one copy: every change is reported once, after it, to
  /// ``onSettingsChange``; the navigator presents by its sheet policy.
  var settings: RootSettings {
    didSet {
      navigator.presentationPolicy = settings.sheetPolicy
      if settings != oldValue, !isReplacingLocation {
        onSettingsChange?()
      }
    }
  }

  /// Called after every change of ``settings`` (navigation changes are the navigator's events).
  @ObservationIgnored var onSettingsChange: (() -> Void)?

  /// The service the sign-in screen signs in with.
  @ObservationIgnored let authClient: SignInService

  /// One line for each sheet of the Regions tab the last navigation change dismissed: `Closed France`.
  var notices: [String] = []

  /// The loaded grapes and their regions, which the router and the links make screens from (the
  /// root presenter replaces it when the grapes load).
  @ObservationIgnored var data = ScreenData([])

  /// Set while ``replace(with:style:policy:restoring:)`` applies settings, which it reports once the
  /// navigation has changed too.
  @ObservationIgnored private var isReplacingLocation = false
  /// The draft of the edit-name screen shown last, while that screen lives: what leaving it
  /// would drop.
  @ObservationIgnored weak var editNameDraft: NameDraft?

  /// A router over `navigator` (by default one with an empty stack for every tab, Grapes
  /// selected), showing selections in `presentationStyle`, presenting sheets by `sheetPolicy`,
  /// signed in as `account` (nobody by default) and signing in with `authClient` (by default the
  /// fake, answering at once).
  init(
    navigator: NBNavigator = NBNavigator(state: RootTab.emptyState()),
    presentationStyle: PresentationStyle = .detailsStack,
    sheetPolicy: NBPresentationPolicy = .single,
    account: RootSavedState.Account? = nil,
    authClient: SignInService = RootRouter.fakeSignIn()
  ) {
    self.navigator = navigator
    history = NBNavigationHistory(recording: navigator)
    settings = RootSettings(
      presentationStyle: presentationStyle, sheetPolicy: sheetPolicy, account: account)
    self.authClient = authClient
    navigator.presentationPolicy = sheetPolicy
    history.observe { [weak self] transition in
      self?.noteDismissals(transition)
    }
    for kit in RootKit.all {
      kit.start(self)
    }
  }

  /// Removes from `state` every screen that needs someone signed in (Edit name, a rating's
  /// steps, as their kits say) with what is above it; returns the name of each kind removed.
  @discardableResult
  static func removeScreensNeedingSignIn(from state: inout NBNavigationState) -> [String] {
    var removed: [String] = []
    for kit in RootKit.all {
      var name: String?
      state.removeScreens { value in
        name = name ?? kit.needsSignIn(value)
        return kit.needsSignIn(value) != nil
      }
      removed += name.map { [$0] } ?? []
    }
    return removed
  }

  /// Replaces the navigation state and, when given, the presentation style and the sheet policy,
  /// as one change: navigator observers already see the new settings, and ``onSettingsChange``
  /// hears of them after the navigation has changed, so nobody sees new settings with old screens.
  ///
  /// A restoration runs no guard: the state was left that way.
  func replace(
    with state: NBNavigationState, style: PresentationStyle?, policy: NBPresentationPolicy?,
    restoring: Bool = false
  ) {
    let before = settings
    isReplacingLocation = true
    settings.presentationStyle = style ?? settings.presentationStyle
    settings.sheetPolicy = policy ?? settings.sheetPolicy
    isReplacingLocation = false
    if restoring {
      navigator.restore(state)
    } else {
      navigator.state = state
    }
    if settings != before {
      onSettingsChange?()
    }
  }
}
