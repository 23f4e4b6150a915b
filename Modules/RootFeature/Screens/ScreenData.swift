import AccountKit

/// The loaded grapes and regions by id, and who is signed in: what the screens a location names
/// by id are made from.
///
/// Each lookup table is made once, when first asked for, so a location naming many screens
/// resolves in linear time, and the regions are worked out only for a location that names one.
final class ScreenData {
  /// The loaded grapes, in display order.
  let items: [DataViewModel]
  /// The profile of the person signed in, or `nil`.
  let account: Profile?
  private lazy var grapes = Dictionary(items.map { ($0.id, $0) }) { first, _ in first }
  private(set) lazy var regions = WineRegion.all(in: items)
  private lazy var regionsByID = Dictionary(regions.map { ($0.id, $0) }) { first, _ in first }

  /// The data of `items` and the account signed in as `account` (`nil`: nobody).
  init(_ items: [DataViewModel], account: Profile? = nil) {
    self.items = items
    self.account = account
  }

  /// The grape `id`, if loaded.
  func grape(_ id: String) -> DataViewModel? { grapes[id] }

  /// The region `id`, if the loaded grapes name it.
  func region(_ id: String) -> WineRegion? { regionsByID[id] }
}
