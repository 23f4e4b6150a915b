extension RootPresenter {
  /// Opens the deep-link URL `url` in one navigator update.
  ///
  /// - Throws: ``DeepLinkError`` naming the part of the URL that is wrong, or
  ///   ``DeepLinkError/notLoaded`` while the grapes are not loaded; nothing changes then.
  public func open(url: String) throws(DeepLinkError) {
    try open(RootLocation(url: url))
  }

  /// Shows `location` in one navigator update; every grape it names must be loaded.
  ///
  /// - Throws: ``DeepLinkError/notLoaded`` or ``DeepLinkError/unknownGrape(id:known:)``; nothing
  ///   changes then.
  public func open(_ location: RootLocation) throws(DeepLinkError) {
    guard case .loaded = state else {
      throw .notLoaded
    }
    try router.go(to: location)
    notice = nil
  }

  /// Restores `location` as soon as the grapes are loaded (at once when they are), leaving out
  /// the screens of grapes that no longer exist, in one navigator update.
  ///
  /// `completion` receives what was left out (see ``RootLocation/trimmed(to:)``) after the
  /// location is shown. A later call replaces a restoration still waiting.
  public func restoreWhenLoaded(
    _ location: RootLocation,
    completion: @escaping ([RootLocation.Drop]) -> Void
  ) {
    pendingRestoration = (location, completion)
    if case .loaded = state {
      restoreNow()
    }
  }
}
