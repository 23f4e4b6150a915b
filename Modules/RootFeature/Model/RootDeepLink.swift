/// The deep links of the root menu, as in the original sample.
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
}
