/// What the root screens report to their router, which decides what the app shows.
///
/// The root presenter holds its router through this protocol, as a kit's presenter holds its own
/// (`DetailsRouting`): the presenter says what the person asked for, the router decides how.
@MainActor
public protocol RootRouting: AnyObject {
  /// How the next selection of a grape is shown.
  var presentationStyle: PresentationStyle { get set }

  /// What presenting a sheet does while another is shown.
  var sheetPolicy: SheetPolicy { get set }

  /// The tab shown.
  var selectedTab: RootTab { get }

  /// Where the router finds the grape or region behind an identifier (the root presenter).
  var dataSource: (any RootDataSource)? { get set }

  /// The person selected `item` in the grape list.
  func show(_ item: DataViewModel)

  /// The person chose `tab`.
  func select(_ tab: RootTab)

  /// Forgets the notices of the last dismissals, as the person asks for something else.
  func clearNotices()

  /// Shows `location` in one update: a URL, or a link of the menu.
  ///
  /// - Throws: ``DeepLinkError/unknownID(noun:id:known:)``, changing nothing, when the location
  ///   names a grape or region that is not loaded.
  func go(to location: RootLocation) throws(DeepLinkError)

  /// Shows a saved `location` in one update, leaving out the screens of grapes and regions that
  /// are gone.
  ///
  /// - Returns: What was left out.
  @discardableResult
  func restore(_ location: RootLocation) -> [RootLocation.Drop]

  /// Calls `observer` after every change of what is shown, whoever made it (Back and Close are
  /// drawn and handled by the navigation stack).
  func observeNavigation(_ observer: @escaping () -> Void)
}
