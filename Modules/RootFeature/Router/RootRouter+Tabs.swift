import NavigationBackport

extension RootRouter {
  /// The tab shown.
  var selectedTab: RootTab {
    RootTab(rootID: navigator.state.selectedRootID) ?? .grapes
  }

  /// Shows `tab` in one update, dismissing what covers the app first, as open navigation does:
  /// another tab as it was left, the tab shown at its root (the tab bar's habit on iOS).
  func select(_ tab: RootTab) {
    var state = uncovered(showing: tab)
    if tab == selectedTab {
      state.setPath(NBNavigationPath(), in: .root(tab.rootID))
    }
    navigator.state = state
  }

  /// The navigation state with `tab` selected and nothing presented, every tab's stack kept:
  /// where open navigation starts (selecting a tab, a search, a region from anywhere).
  func uncovered(showing tab: RootTab) -> NBNavigationState {
    var state = RootTab.withTabRoots(navigator.state)
    state.modals.removeAll()
    state.select(tab.rootID)
    return state
  }

  /// Forgets the notices shown, as the person asks for something else.
  func clearNotices() {
    notices = []
  }

  /// Shows `Closed …` for each sheet of the Regions tab that `transition` dismissed, top first,
  /// while that tab stays shown.
  ///
  /// However the sheet went (Back, a choice, a URL), it is noticed the same way; any other change,
  /// another tab chosen by a link among them, clears the notices.
  func noteDismissals(_ transition: NBNavigationHistory.Transition) {
    let (before, after) = (transition.from, transition.to)
    let kept = Set(after.modals.map(\.id))
    let staysOnRegions =
      RootTab(rootID: before.selectedRootID) == .regions
      && after.selectedRootID == before.selectedRootID
    let closed =
      staysOnRegions
      ? before.modals.reversed().filter { $0.style == .sheet && !kept.contains($0.id) } : []
    let lines = closed.map { "Closed \(noticeTitle(of: $0.content.value))" }
    if notices != lines {
      notices = lines
    }
  }

  /// The name a notice gives the screen of `value`: its grape's or region's name, as its kit
  /// says.
  private func noticeTitle(of value: AnyHashable) -> String {
    RootKit.all.lazy.compactMap { $0.noticeTitle(value) }.first ?? "the sheet"
  }
}
