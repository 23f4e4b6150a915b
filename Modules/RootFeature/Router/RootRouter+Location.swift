import NavigationBackport

extension RootRouter {
  /// Where the app is now, with the current presentation style, or `nil` when the navigation
  /// state holds a screen that is not a feature screen (which the router never pushes).
  public var location: RootLocation? {
    RootLocation(state: navigator.state, presentationStyle: presentationStyle)
  }

  /// Shows `location` in one navigator update, and switches to its presentation style when it
  /// names one.
  ///
  /// - Throws: ``DeepLinkError/unknownGrape(id:known:)``, changing nothing, when the location
  ///   names a grape that is not loaded.
  public func go(to location: RootLocation) throws(DeepLinkError) {
    let state = try location.resolved(against: dataSource?.items ?? [])
    replace(with: state, style: location.presentationStyle)
  }

  /// Shows `location` in one navigator update, leaving out the screens of grapes that are not
  /// loaded (see ``RootLocation/trimmed(to:)``), and switches to its presentation style when it
  /// names one.
  ///
  /// - Returns: What was left out.
  @discardableResult
  public func restore(_ location: RootLocation) -> [RootLocation.Drop] {
    let (state, dropped) = location.restoration(against: dataSource?.items ?? [])
    replace(with: state, style: location.presentationStyle)
    return dropped
  }
}
