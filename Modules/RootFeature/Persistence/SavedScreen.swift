import NavigationBackport

/// A feature screen as the state file keeps it: its kind, as its type name, and the id of what it
/// shows, and nothing else.
///
/// Written in a saved path as `"details","{\"id\":\"shiraz\"}"`. The screen's view model is made
/// again from the data when the state is restored, so a restored screen shows today's figures,
/// and the file's size does not grow with what a screen shows (a grape's regions, however many).
protocol SavedScreen: Hashable, Codable, NBStableTypeName {
  /// The kind of screen saved.
  static var kind: ScreenKind { get }
  /// What the screen shows.
  var id: String { get }
}

struct SavedDetails: SavedScreen {
  static let kind = ScreenKind.details
  static let nbTypeName = "details"
  let id: String
}

struct SavedExtraDetails: SavedScreen {
  static let kind = ScreenKind.extraDetails
  static let nbTypeName = "extra"
  let id: String
}

struct SavedRegion: SavedScreen {
  static let kind = ScreenKind.region
  static let nbTypeName = "region"
  let id: String
}

struct SavedSignIn: SavedScreen {
  static let kind = ScreenKind.signIn
  static let nbTypeName = "sign-in"
  let id: String
}

struct SavedEditName: SavedScreen {
  static let kind = ScreenKind.editName
  static let nbTypeName = "edit-name"
  let id: String
}

/// Details as version 1 of the state file kept it (the kit's whole view model under its Swift
/// type name), of which only the `id` is read.
struct Version1Details: SavedScreen {
  static let kind = ScreenKind.details
  static let nbTypeName = "DetailsKit.DetailsViewModel"
  let id: String
}

/// Extra details as version 1 of the state file kept it, of which only the `id` is read.
struct Version1ExtraDetails: SavedScreen {
  static let kind = ScreenKind.extraDetails
  static let nbTypeName = "ExtraDetailsKit.ExtraDetailsViewModel"
  let id: String
}

extension ScreenKind {
  /// The saved form of this kind's screen of `id`.
  func savedValue(id: String) -> AnyHashable {
    switch self {
    case .details: AnyHashable(SavedDetails(id: id))
    case .extraDetails: AnyHashable(SavedExtraDetails(id: id))
    case .region: AnyHashable(SavedRegion(id: id))
    case .signIn: AnyHashable(SavedSignIn(id: id))
    case .editName: AnyHashable(SavedEditName(id: id))
    }
  }

  /// The types a saved state may hold: every saved form above, and nothing else.
  static var savedForms: NBTypeRegistry {
    var registry = NBTypeRegistry()
    registry.register(SavedDetails.self)
    registry.register(SavedExtraDetails.self)
    registry.register(SavedRegion.self)
    registry.register(SavedSignIn.self)
    registry.register(SavedEditName.self)
    registry.register(Version1Details.self)
    registry.register(Version1ExtraDetails.self)
    return registry
  }
}

extension RootLocation {
  /// The navigation state the state file keeps for this location: each screen as its saved form.
  var savedState: NBNavigationState {
    state { screen in screen.kind.savedValue(id: screen.id) }
  }
}
