import NavigationBackport

/// The deep links of the root menu, as in the original sample, opened like any URL.
public enum RootDeepLink: CaseIterable, Sendable, Hashable {
  /// Details of the first grape.
  case pushOneDetails
  /// Details of the first grape, Extra details of the second, Details of the third.
  case pushTwoDetailsAndOneExtra

  /// The menu title, worded as in the original sample.
  public var title: String {
    switch self {
    case .pushOneDetails: "Push 1 Details Programmatically"
    case .pushTwoDetailsAndOneExtra: "Push 2 Details and 1 Extra Details Programmatically"
    }
  }

  /// The link's number in menus and commands: 1 or 2.
  var number: Int {
    (Self.allCases.firstIndex(of: self) ?? 0) + 1
  }

  /// The link numbered `number` (`"1"` or `"2"`).
  public init?(number: String) {
    guard let link = Self.allCases.first(where: { String($0.number) == number }) else {
      return nil
    }
    self = link
  }

  /// How many grapes the link needs.
  var requiredGrapes: Int {
    switch self {
    case .pushOneDetails: 1
    case .pushTwoDetailsAndOneExtra: 3
    }
  }

  /// Where the link leads with `items` loaded: its screens on the Grapes tab's stack, nothing
  /// presented, the style unchanged; `nil` when fewer than ``requiredGrapes`` are loaded.
  func link(in items: [RootModel]) -> RootLink? {
    guard items.count >= requiredGrapes else {
      return nil
    }
    let screens: [AnyHashable] =
      switch self {
      case .pushOneDetails: [RootRouter.details(of: items[0])]
      case .pushTwoDetailsAndOneExtra:
        [
          RootRouter.details(of: items[0]), RootRouter.extraDetails(of: items[1]),
          RootRouter.details(of: items[2]),
        ]
      }
    var state = RootTab.emptyState()
    _ = state.setPath(NBNavigationPath(screens), in: .root(RootTab.grapes.rootID))
    return RootLink(state: state, style: nil, policy: nil)
  }
}
