import AccountKit
import DetailsKit
import ExtraDetailsKit
import NavigationBackport
import RegionsKit

/// The kinds of feature screen the root shows, each named by the id of what it shows: the one
/// list of them.
///
/// The path holds the kits' own view models; a screen is linked to and saved as its kind and that
/// id (`grapes/shiraz/details`, `regions/france/region`, `tab/account/edit-name`) and made again
/// from today's data when it is opened. Plugging a kit's screen into the root means adding its
/// case here and answering each `switch` the compiler then points at (and its destination in
/// ``RootRouter``).
public enum ScreenKind: CaseIterable, Hashable, Sendable {
  /// A grape's Details (DetailsKit).
  case details
  /// A grape's Extra details, its wine regions (ExtraDetailsKit).
  case extraDetails
  /// A region's grapes with their shares (RegionsKit).
  case region
  /// Signing in (AccountKit), in a full-screen cover.
  case signIn
  /// Changing the signed-in person's name (AccountKit), pushed on the Account tab.
  case editName

  /// The word naming this kind of screen in URLs and saved states, such as `details`; unique,
  /// and none of the URL's own words.
  public var name: String {
    switch self {
    case .details: "details"
    case .extraDetails: "extra"
    case .region: "region"
    case .signIn: "sign-in"
    case .editName: "edit-name"
    }
  }

  /// The word before the id of what the screen shows in URLs, such as `grapes`.
  var word: String {
    switch self {
    case .details, .extraDetails: "grapes"
    case .region: "regions"
    case .signIn, .editName: "account"
    }
  }

  /// What one thing the screen shows is called in messages, such as `grape`.
  var noun: String {
    switch self {
    case .details, .extraDetails: "grape"
    case .region: "region"
    case .signIn, .editName: "account"
    }
  }

  /// The id of the one thing this kind of screen shows when there is exactly one (the account):
  /// such screens are written in URLs by their names alone; `nil` for a grape's or a region's.
  var soleID: String? {
    switch self {
    case .details, .extraDetails, .region: nil
    case .signIn, .editName: Self.accountID
    }
  }

  /// The id of the one account.
  static let accountID = "me"

  /// The words before an id in URLs, each once, in the order of the kinds.
  static var words: [String] {
    allCases.map(\.word).reduce(into: []) { words, word in
      if !words.contains(word) {
        words.append(word)
      }
    }
  }

  /// The kind named `name` in URLs and saved states, if any.
  init?(name: String) {
    guard let kind = Self.allCases.first(where: { $0.name == name }) else {
      return nil
    }
    self = kind
  }

  /// The feature screen `value` is, by kind and id (a kit's view model or its saved form), or
  /// `nil` when it is none: the one place where a value of a type-erased path is read back.
  static func screen(of value: AnyHashable) -> RootLocation.Screen? {
    switch value.base {
    case let viewModel as DetailsViewModel: RootLocation.Screen(.details, viewModel.id)
    case let viewModel as ExtraDetailsViewModel: RootLocation.Screen(.extraDetails, viewModel.id)
    case let viewModel as RegionViewModel: RootLocation.Screen(.region, viewModel.id)
    case is SignInViewModel: RootLocation.Screen(.signIn, accountID)
    case is EditNameViewModel: RootLocation.Screen(.editName, accountID)
    case let saved as any SavedScreen: RootLocation.Screen(type(of: saved).kind, saved.id)
    case let link as NBLinkScreen:
      allCases.first { $0.route == link.route }.map {
        RootLocation.Screen($0, $0.soleID ?? link.id)
      }
    default: nil
    }
  }

  /// The kit's view model showing the thing `id` of `data`, as it is pushed or presented, or
  /// `nil` when `data` has no such thing or the screen cannot be shown now.
  func viewModel(id: String, in data: ScreenData) -> AnyHashable? {
    switch self {
    case .details: data.grape(id).map { AnyHashable(DetailsViewModel($0)) }
    case .extraDetails: data.grape(id).map { AnyHashable(ExtraDetailsViewModel($0)) }
    case .region: data.region(id).map { AnyHashable(RegionViewModel($0)) }
    case .signIn: id == Self.accountID ? AnyHashable(SignInViewModel()) : nil
    case .editName:
      id == Self.accountID
        ? data.account.map { AnyHashable(EditNameViewModel(name: $0.name)) } : nil
    }
  }

  /// The kit's view model showing the grape or region `id` of `items`, or the account signed in
  /// as `account`; see ``viewModel(id:in:)-(_,ScreenData)``.
  func viewModel(id: String, in items: [DataViewModel], account: Profile? = nil) -> AnyHashable? {
    viewModel(id: id, in: ScreenData(items, account: account))
  }

  /// Why this kind of screen of `id` cannot be shown now although `id` exists (such as "nobody is
  /// signed in"), or `nil`.
  func unavailability(id: String, in data: ScreenData) -> String? {
    guard self == .editName, id == Self.accountID, data.account == nil else {
      return nil
    }
    return "nobody is signed in; sign in first (\(RootLocation.signInURL))"
  }

  /// What a person calls the thing `id` of `data` this screen shows, such as `Pinot Noir`.
  func title(id: String, in data: ScreenData) -> String? {
    switch self {
    case .details, .extraDetails: data.grape(id)?.title
    case .region: data.region(id)?.name
    case .signIn, .editName: id == Self.accountID ? data.account?.name ?? "Account" : nil
    }
  }

  /// The ids of the first `count` things of `data` this kind of screen may show, for messages.
  func someIDs(in data: ScreenData, count: Int) -> [String] {
    switch self {
    case .details, .extraDetails: Array(data.items.prefix(count).map(\.id))
    case .region: Array(data.regions.prefix(count).map(\.id))
    case .signIn, .editName: [Self.accountID]
    }
  }
}
