import AccountKit
import NavigationBackport

extension RootLocation {
  /// The location `state` shows, every tab's stack included, with the settings given; `nil` when
  /// it holds a value that is not a feature screen or a root that is no tab.
  ///
  /// A modal without a stack of its own, which the router never presents, is read as one with an
  /// empty stack.
  public init?(
    state: NBNavigationState,
    presentationStyle: PresentationStyle? = nil,
    sheetPolicy: NBPresentationPolicy? = nil
  ) {
    guard let tab = RootTab(rootID: state.selectedRootID) else {
      return nil
    }
    self.init(tab: tab, presentationStyle: presentationStyle, sheetPolicy: sheetPolicy)
    for root in state.roots {
      guard let rootTab = RootTab(rootID: root.id), let path = Self.screens(root.path.elements)
      else {
        return nil
      }
      setPath(path, of: rootTab)
    }
    for modal in state.modals {
      guard let content = ScreenKind.screen(of: modal.content.value),
        let path = Self.screens(modal.path?.elements ?? [])
      else {
        return nil
      }
      modals.append(Modal(modal.style, content: content, path: path))
    }
  }

  /// The location `state` shows with the setting its selected tab uses, as the app's URL carries
  /// it: the presentation style on Grapes (how a selected grape is shown), the sheet policy on
  /// Regions (how its sheets pile up), neither on Account.
  public init?(
    state: NBNavigationState, currentStyle: PresentationStyle, currentPolicy: NBPresentationPolicy
  ) {
    let tab = RootTab(rootID: state.selectedRootID)
    self.init(
      state: state,
      presentationStyle: tab == .grapes ? currentStyle : nil,
      sheetPolicy: tab == .regions ? currentPolicy : nil)
  }

  private static func screens(_ values: [AnyHashable]) -> [Screen]? {
    var screens: [Screen] = []
    screens.reserveCapacity(values.count)
    for value in values {
      guard let screen = ScreenKind.screen(of: value) else {
        return nil
      }
      screens.append(screen)
    }
    return screens
  }

  /// The navigation state showing this location, its screens made from the loaded `items` and the
  /// account signed in as `account` (`nil`: nobody): a root
  /// for every tab, in the tabs' order, the selected one selected.
  ///
  /// The view models come from today's data, not from whatever was saved, so a restored screen
  /// shows current titles and figures.
  ///
  /// - Throws: ``DeepLinkError/unknownID(noun:id:known:)`` for the first id the data does not
  ///   have, ``DeepLinkError/unavailable(screen:reason:)`` for a screen that cannot be shown now
  ///   (editing the name while nobody is signed in).
  public func resolved(against items: [DataViewModel], account: Profile? = nil)
    throws(DeepLinkError) -> NBNavigationState
  {
    let data = ScreenData(items, account: account)
    if let missing = screens.first(where: { $0.kind.viewModel(id: $0.id, in: data) == nil }) {
      if let reason = missing.kind.unavailability(id: missing.id, in: data) {
        throw .unavailable(screen: missing.kind.name, reason: reason)
      }
      throw .unknownID(
        noun: missing.kind.noun, id: Self.displayID(missing.id),
        known: missing.kind.someIDs(in: data, count: 5).map(Self.displayID))
    }
    return state { screen in screen.kind.viewModel(id: screen.id, in: data) }
  }

  /// This location without the screens of grapes and regions missing from `items`, and what was
  /// dropped.
  ///
  /// Each stack is cut at its first missing screen (the screens above it were reached through
  /// it); a modal whose own screen is missing is dismissed together with the modals above it.
  public func trimmed(to items: [DataViewModel], account: Profile? = nil)
    -> (location: RootLocation, dropped: [Drop])
  {
    let data = ScreenData(items, account: account)
    func isMissing(_ screen: Screen) -> Bool {
      screen.kind.viewModel(id: screen.id, in: data) == nil
    }
    func drop(_ screen: Screen, _ place: Drop.Place) -> Drop {
      Drop(
        screen.kind.noun, id: Self.displayID(screen.id), place: place,
        unavailable: screen.kind.unavailability(id: screen.id, in: data).map {
          Drop.Unavailable(screen: screen.kind.name, reason: $0)
        })
    }
    var trimmed = self
    var dropped: [Drop] = []
    for tab in RootTab.allCases {
      let path = path(of: tab)
      if let cut = path.firstIndex(where: isMissing) {
        dropped.append(drop(path[cut], .rootStack(index: cut, tab: tab)))
        trimmed.setPath(Array(path[..<cut]), of: tab)
      }
    }
    for (depth, modal) in modals.enumerated() {
      guard !isMissing(modal.content) else {
        dropped.append(drop(modal.content, .modal(depth: depth)))
        trimmed.modals = Array(trimmed.modals[..<depth])
        break
      }
      if let cut = modal.path.firstIndex(where: isMissing) {
        dropped.append(drop(modal.path[cut], .modalStack(depth: depth, index: cut)))
        trimmed.modals[depth].path = Array(modal.path[..<cut])
      }
    }
    return (trimmed, dropped)
  }

  /// The state of this location without the screens missing from `items`, and what was left out;
  /// see ``trimmed(to:)``.
  func restoration(against items: [DataViewModel], account: Profile?)
    -> (state: NBNavigationState, dropped: [Drop])
  {
    let (trimmed, dropped) = trimmed(to: items, account: account)
    let data = ScreenData(items, account: account)
    return (trimmed.state { $0.kind.viewModel(id: $0.id, in: data) }, dropped)
  }
}

extension RootLocation {
  /// The navigation state of this location, a root for every tab, with each screen's value made
  /// by `value`; a screen without a value is left out, and so is a modal whose own screen has
  /// none.
  func state(_ value: (Screen) -> AnyHashable?) -> NBNavigationState {
    NBNavigationState(
      roots: RootTab.allCases.map { tab in
        NBRoot(id: tab.rootID, path: NBNavigationPath(path(of: tab).compactMap(value)))
      },
      selected: tab.rootID,
      modals: modals.compactMap { modal in
        value(modal.content).map { content in
          NBModal(
            modal.style, content: content, path: NBNavigationPath(modal.path.compactMap(value)))
        }
      })
  }
}
