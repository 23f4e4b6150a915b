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

  /// How the next selection of a grape is shown; a change leaves what is shown alone and is
  /// reported to the observers of ``observeSettings(_:)``.
  var presentationStyle: PresentationStyle {
    didSet { settingChanged(presentationStyle != oldValue) }
  }

  /// What presenting a sheet does while another is shown (the navigator's policy); a change
  /// leaves what is shown alone and is reported to the observers of ``observeSettings(_:)``.
  var sheetPolicy: NBPresentationPolicy {
    didSet {
      navigator.presentationPolicy = sheetPolicy
      settingChanged(sheetPolicy != oldValue)
    }
  }

  /// The profile of the person signed in (never a password), or `nil`, as the Account tab shows
  /// and the state file keeps it; a change is reported to the observers of ``observeSettings(_:)``.
  var account: RootSavedState.Account? {
    didSet {
      data.account = account
      settingChanged(account != oldValue)
    }
  }

  /// The person's rating of each grape, by grape id, as Details shows it and the state file keeps
  /// it; a change is reported to the observers of ``observeSettings(_:)``.
  var ratings: RootSavedState.Ratings = [:] {
    didSet { settingChanged(ratings != oldValue) }
  }

  /// The service the sign-in screen signs in with.
  @ObservationIgnored let authClient: SignInService

  /// One line for each sheet of the Regions tab the last navigation change dismissed: `Closed France`.
  var notices: [String] = []

  /// The loaded grapes and their regions, and who is signed in, which the router and the links
  /// make screens from (the root presenter replaces it when the grapes load).
  @ObservationIgnored var data = ScreenData([])

  @ObservationIgnored private var settingsObservers: [() -> Void] = []
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
    self.presentationStyle = presentationStyle
    self.sheetPolicy = sheetPolicy
    self.account = account
    data = ScreenData([], account: account)
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

  /// Calls `observer` after every change of ``presentationStyle``, ``sheetPolicy`` or
  /// ``account``.
  func observeSettings(_ observer: @escaping () -> Void) {
    settingsObservers.append(observer)
  }

  private func settingChanged(_ changed: Bool) {
    if changed, !isReplacingLocation {
      notifySettingsObservers()
    }
  }

  private func notifySettingsObservers() {
    for observer in settingsObservers {
      observer()
    }
  }

  /// Replaces the navigation state and, when given, the presentation style and the sheet policy,
  /// as one change: navigator observers already see the new settings, and settings observers hear
  /// of them after the navigation has changed, so nobody sees new settings with old screens.
  ///
  /// A restoration runs no guard: the state was left that way.
  func replace(
    with state: NBNavigationState, style: PresentationStyle?, policy: NBPresentationPolicy?,
    restoring: Bool = false
  ) {
    let changesSettings =
      (style.map { $0 != presentationStyle } ?? false)
      || (policy.map { $0 != sheetPolicy } ?? false)
    isReplacingLocation = true
    if let style {
      presentationStyle = style
    }
    if let policy {
      sheetPolicy = policy
    }
    isReplacingLocation = false
    if restoring {
      navigator.restore(state)
    } else {
      navigator.state = state
    }
    if changesSettings {
      notifySettingsObservers()
    }
  }
}
