import NavigationBackport

// What the app reads of the router's navigation, through the root module's one interface.

extension RootPresenter {
  /// The navigation state shown: a root for each tab with its own stack, and the modals.
  public var navigator: NBNavigator { router.navigator }

  /// The URL of what is shown: the selected tab's screens and the modals, with that tab's setting.
  public var url: String { router.url }

  /// What the state file keeps: the settings, the account and every screen by its route and id.
  public var savedState: RootSavedState { router.savedState }

  /// Calls `observer` after every change of the presentation style, the sheet policy or the
  /// account (navigation changes are the ``navigator``'s events).
  public func observeSettings(_ observer: @escaping () -> Void) {
    router.observeSettings(observer)
  }
}

/// One transition of the app's navigation: its cause and the URLs of where it left and arrived.
public struct RootTransition: Equatable, Sendable {
  /// Why it happened: `open URL`, `push DetailsViewModel`, `back`, `rating finished`….
  public let cause: String
  /// The URL before.
  public let from: String
  /// The URL after.
  public let to: String
}

extension RootPresenter {
  /// The last `count` transitions, oldest first.
  public func recentTransitions(_ count: Int) -> [RootTransition] {
    router.history.transitions.suffix(max(count, 0)).map(transition)
  }

  /// Calls `observer` with every transition from now on, as it happens.
  public func observeTransitions(_ observer: @escaping (RootTransition) -> Void) {
    router.history.observe { [weak self] recorded in
      if let self {
        observer(transition(recorded))
      }
    }
  }

  private func transition(_ recorded: NBNavigationHistory.Transition) -> RootTransition {
    func url(_ state: NBNavigationState) -> String {
      RootLink(state: state, style: router.presentationStyle, policy: router.sheetPolicy).url
    }
    return RootTransition(cause: recorded.cause, from: url(recorded.from), to: url(recorded.to))
  }
}
