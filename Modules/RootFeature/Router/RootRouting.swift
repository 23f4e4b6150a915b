/// What the root screen reports to its router, which decides what the app shows.
///
/// The root presenter holds its router through this protocol, as a kit's presenter holds its own
/// (`DetailsRouting`): the presenter says what the person asked for, the router decides how.
@MainActor
public protocol RootRouting: AnyObject {
  /// How the next selection is shown.
  var presentationStyle: PresentationStyle { get set }

  /// Where the router finds the grape behind an identifier (the root presenter).
  var dataSource: (any RootDataSource)? { get set }

  /// The person selected `item` in the list.
  func show(_ item: DataViewModel)

  /// Shows `location` in one update: a URL, or a link of the menu.
  ///
  /// - Throws: ``DeepLinkError/unknownGrape(id:known:)``, changing nothing, when the location
  ///   names a grape that is not loaded.
  func go(to location: RootLocation) throws(DeepLinkError)

  /// Shows a saved `location` in one update, leaving out the screens of grapes that are gone.
  ///
  /// - Returns: What was left out.
  @discardableResult
  func restore(_ location: RootLocation) -> [RootLocation.Drop]

  /// Calls `observer` after every change of what is shown, whoever made it (Back and Close are
  /// drawn and handled by the navigation stack).
  func observeNavigation(_ observer: @escaping () -> Void)
}
