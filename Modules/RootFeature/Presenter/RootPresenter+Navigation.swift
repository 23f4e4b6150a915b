import NavigationBackport

// What the app reads of the router's navigation, through the root module's one interface.

extension RootPresenter {
  /// The navigation state shown: a root for each tab with its own stack, and the modals.
  public var navigator: NBNavigator { router.navigator }

  /// The URL of what is shown: the selected tab's screens and the modals, with that tab's setting.
  public var url: String { router.url }

  /// What the state file keeps: the settings, the account and every screen by its route and id.
  public var savedState: RootSavedState { router.savedState }

  /// Called once after every change of the settings: the presentation style, the sheet policy,
  /// who is signed in or a rating (navigation changes are the ``navigator``'s events).
  public var onSettingsChange: (() -> Void)? {
    get { router.onSettingsChange }
    set { router.onSettingsChange = newValue }
  }

  /// Every transition of the navigation with its cause: why the app is where it is.
  public var history: NBNavigationHistory { router.history }

  /// The URL of `state` with the current settings, as ``url`` is of what is shown.
  public func url(of state: NBNavigationState) -> String {
    RootLink(
      state: state, style: router.settings.presentationStyle, policy: router.settings.sheetPolicy
    ).url
  }

  /// The URL of `state` without the settings: the screens only, which opening it shows while the
  /// current style and sheet policy stay; for a state of the past, whose settings may have been
  /// other than today's.
  public func navigationURL(of state: NBNavigationState) -> String {
    RootLink(state: state, style: nil, policy: nil).url
  }
}
