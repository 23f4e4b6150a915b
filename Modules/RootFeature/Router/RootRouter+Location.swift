import NavigationBackport

extension RootRouter {
  /// Where the app is now (the selected tab, every tab's stack, the modals) with the setting the
  /// selected tab uses, or `nil` when the navigation state holds a screen that is not a feature
  /// screen (which the router never pushes).
  ///
  /// The Grapes tab uses the presentation style (how a selected grape is shown), the Regions tab
  /// the sheet policy (how its sheets pile up), so that is what the location's URL carries.
  public var location: RootLocation? {
    RootLocation(
      state: RootTab.withTabRoots(navigator.state), currentStyle: presentationStyle,
      currentPolicy: sheetPolicy)
  }

  /// Shows `location` in one navigator update, and switches to its presentation style and sheet
  /// policy when it names them.
  ///
  /// The location's tab is selected and shows its stack; the modals are the location's; the
  /// stacks of the other tabs are the location's where it names them, and otherwise stay as they
  /// are (a URL names only its tab's).
  ///
  /// - Throws: ``DeepLinkError/unknownID(noun:id:known:)``, changing nothing, when the location
  ///   names a grape or region that is not loaded.
  public func go(to location: RootLocation) throws(DeepLinkError) {
    let resolved = try location.resolved(against: items, account: account)
    replace(
      with: merging(resolved, into: navigator.state, keeping: location),
      style: location.presentationStyle, policy: location.sheetPolicy)
  }

  /// Shows a saved `location` in one navigator update, every tab as it names it, leaving out the
  /// screens of grapes and regions that are gone, and switches to its settings when it names them.
  ///
  /// - Returns: What was left out.
  @discardableResult
  public func restore(_ location: RootLocation) -> [RootLocation.Drop] {
    let (state, dropped) = location.restoration(against: items, account: account)
    replace(with: state, style: location.presentationStyle, policy: location.sheetPolicy)
    return dropped
  }

  /// `resolved`, with the stacks of the tabs `location` does not name (no screens, not selected)
  /// taken from `current`.
  private func merging(
    _ resolved: NBNavigationState, into current: NBNavigationState, keeping location: RootLocation
  ) -> NBNavigationState {
    var state = resolved
    let current = RootTab.withTabRoots(current)
    for tab in RootTab.allCases where tab != location.tab && location.path(of: tab).isEmpty {
      if let path = current.path(in: .root(tab.rootID)) {
        state.setPath(path, in: .root(tab.rootID))
      }
    }
    return state
  }
}
