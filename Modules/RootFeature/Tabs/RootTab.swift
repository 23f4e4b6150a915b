import NavigationBackport

/// The app's tabs, each a root of the router's navigator with a stack of its own, kept while
/// another tab shows.
///
/// The one list of tabs: the tab bar, the `tab NAME` command, URLs (`tab/regions`) and the state
/// file read it. What each tab shows at the bottom of its stack is in ``RootView``.
public enum RootTab: String, CaseIterable, Hashable, Sendable {
  /// The grape list of the original sample: where the app starts.
  case grapes
  /// Every wine region named in the data, each presenting its grapes in a sheet.
  case regions
  /// The signed-in person.
  case account

  /// The title in the tab bar: its name with a capital letter.
  public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

  /// What the tab shows, in a few words, as `--help` lists it.
  public var summary: String {
    switch self {
    case .grapes: "the grape list"
    case .regions: "every region; each opens in a sheet, a grape chosen there in another"
    case .account: "sign in, your profile, edit your name"
    }
  }

  /// The tab named `name`, its raw value in any case (`regions`, as commands and URLs name it).
  public init?(name: String) {
    self.init(rawValue: name.lowercased())
  }

  /// The root of the navigator that holds this tab's stack.
  var rootID: NBRootID { NBRootID(rawValue: rawValue) }

  /// The tab whose stack the root `id` holds.
  ///
  /// Versions 1 and 2 of the state file had one root, `main`: the grape list, now the Grapes tab.
  init?(rootID id: NBRootID) {
    if id == .main {
      self = .grapes
    } else if let tab = RootTab(rawValue: id.rawValue) {
      self = tab
    } else {
      return nil
    }
  }

  /// The navigation state with a root for every tab, each with an empty stack, and `selected`
  /// selected: where the app starts.
  static func emptyState(selected: RootTab = .grapes) -> NBNavigationState {
    NBNavigationState(roots: allCases.map { NBRoot(id: $0.rootID) }, selected: selected.rootID)
  }

  /// `state` with a root for every tab, in the tabs' order, each keeping the stack of the root
  /// that is its tab (`main`, from versions 1 and 2 of the state file, is the Grapes tab); a root
  /// that is no tab is left out.
  static func withTabRoots(_ state: NBNavigationState) -> NBNavigationState {
    guard state.roots.map(\.id) != allCases.map(\.rootID) else {
      return state
    }
    var paths: [RootTab: NBNavigationPath] = [:]
    for root in state.roots {
      if let tab = RootTab(rootID: root.id), paths[tab] == nil {
        paths[tab] = root.path
      }
    }
    return NBNavigationState(
      roots: allCases.map { NBRoot(id: $0.rootID, path: paths[$0] ?? NBNavigationPath()) },
      selected: (RootTab(rootID: state.selectedRootID) ?? .grapes).rootID,
      modals: state.modals)
  }
}
