/// The deep links of the root menu, as in the original sample.
///
/// Each is a ``RootLocation`` made from the loaded grapes, opened like any URL.
public enum RootDeepLink: CaseIterable, Sendable, Hashable {
  /// Details of the first grape.
  case pushOneDetails
  /// Details of the first grape, Extra details of the second, Details of the third.
  case pushTwoDetailsAndOneExtra

  /// The menu title, spelled as in the original sample.
  public var title: String {
    switch self {
    case .pushOneDetails: return "Push 1 Details Programatically"
    case .pushTwoDetailsAndOneExtra: return "Push 2 Details and 1 Extra Details Programatically"
    }
  }

  /// The link's number in menus and commands: 1 or 2.
  public var number: Int {
    switch self {
    case .pushOneDetails: return 1
    case .pushTwoDetailsAndOneExtra: return 2
    }
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
    case .pushOneDetails: return 1
    case .pushTwoDetailsAndOneExtra: return 3
    }
  }

  /// Where the link leads with `items` loaded: its screens on the root stack, nothing presented,
  /// the style unchanged; `nil` when fewer than ``requiredGrapes`` are loaded.
  public func location(in items: [DataViewModel]) -> RootLocation? {
    guard items.count >= requiredGrapes else {
      return nil
    }
    let screens: [RootLocation.Screen] =
      switch self {
      case .pushOneDetails:
        [.init(.details, items[0].id)]
      case .pushTwoDetailsAndOneExtra:
        [
          .init(.details, items[0].id), .init(.extraDetails, items[1].id),
          .init(.details, items[2].id),
        ]
      }
    return RootLocation(path: screens)
  }
}
