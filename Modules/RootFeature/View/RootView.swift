import NavigationBackport
import TerminalNavigation
import TerminalUI

/// The app's root: a tab bar over the stack of the selected tab, and the notices of the last
/// dismissals.
///
/// In Show Details Beside the List, every tab's stack is split: on a wide terminal its last
/// screens stand side by side (`NBSplitColumns`).
///
/// The router supplies the tabs (its navigator's roots) and the feature screens pushed or
/// presented on them (its destinations, registered in every tab).
public struct RootView: View {
  /// The presenter behind the tabs' root screens; the app drives commands and waits for loads
  /// through it.
  public let presenter: RootPresenter
  /// The router deciding every transition, whose navigator the tabs show.
  let router: RootRouter
  /// Whether a dialog is printed as its question and buttons (line mode) rather than drawn in a
  /// box over the screen (full screen).
  var printsDialogsAsLines = false

  /// This root printing its dialogs as lines, for line mode, where each screen is printed.
  public func printingDialogsAsLines() -> RootView {
    var root = self
    root.printsDialogsAsLines = true
    return root
  }

  /// The tabs, each with its root screen at the bottom of its stack, then the notices.
  public var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      NBTabView(navigator: router.navigator) {
        for tab in RootTab.allCases {
          NBTab(tab.title, root: tab.rootID) {
            router.registeringDestinations(on: root(of: tab))
          }
        }
      }
      .nbDialogLayout(printsDialogsAsLines ? .lines : .box)
      .nbSplitColumns(router.settings.presentationStyle == .splitView)
      if !router.notices.isEmpty {
        VStack(alignment: .leading) {
          ForEach(Array(router.notices.enumerated()), id: \.offset) { _, notice in
            Text(notice).foregroundStyle(.secondary)
          }
        }
      }
    }
  }

  /// How many panes the selected tab's stack shows `width` columns wide: more than 1 only in
  /// Show Details Beside the List, with nothing presented, on a wide enough terminal.
  public func splitPaneCount(width: Int) -> Int {
    let state = router.navigator.state
    guard router.settings.presentationStyle == .splitView, state.modals.isEmpty else {
      return 1
    }
    return NBSplitColumns.paneCount(screens: state.rootPath.count + 1, width: width)
  }

  /// The view at the bottom of `tab`'s stack.
  @ViewBuilder func root(of tab: RootTab) -> some View {
    switch tab {
    case .grapes: GrapesTabScreen(presenter: presenter)
    case .regions: RegionsTabScreen(presenter: presenter, router: router)
    case .account: AccountTabScreen(router: router)
    }
  }

  /// The root, loading through `client`, starting from the settings of `saved`.
  ///
  /// The router takes the presentation style, the sheet policy, who is signed in and the ratings
  /// of `saved` (`nil`: the defaults, nobody signed in); a `presentationStyle` or `sheetPolicy`
  /// given wins over the saved one. The sign-in screen uses the fake auth client answering after
  /// `signInLatency` (`merlot` signs in any user name).
  public static func make(
    client: any RootAPIClient,
    restoring saved: RootSavedState? = nil,
    presentationStyle style: PresentationStyle? = nil,
    sheetPolicy: NBPresentationPolicy? = nil,
    signInLatency: Duration = .zero
  ) -> RootView {
    let router = RootRouter(
      presentationStyle: style ?? saved?.presentationStyle ?? .detailsStack,
      sheetPolicy: sheetPolicy ?? saved?.sheetPolicy ?? .single, account: saved?.account,
      authClient: RootRouter.fakeSignIn(latency: signInLatency))
    router.settings.ratings = saved?.ratings ?? [:]
    let presenter = RootPresenter(interactor: RootInteractor(client: client), router: router)
    return RootView(presenter: presenter, router: router)
  }
}
