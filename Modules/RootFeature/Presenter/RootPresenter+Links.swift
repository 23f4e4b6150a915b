import NavigationBackport

extension RootPresenter {
  /// Opens the deep-link URL `url` in one navigator update.
  ///
  /// - Throws: `NBLinkError` naming the part of the URL that is wrong, or saying that the
  ///   grapes are not loaded yet; nothing changes then.
  func open(url: String) throws(NBLinkError) {
    try open(RootLink(url: url))
  }

  /// Shows what `link` names in one navigator update; every grape it names must be loaded.
  ///
  /// - Parameter link: The screens and settings to show.
  /// - Parameter cause: What the history calls the transition; by default `open` and the URL.
  /// - Throws: `NBLinkError` naming what cannot be shown; nothing changes then.
  public func open(_ link: RootLink, cause: String? = nil) throws(NBLinkError) {
    guard case .loaded = state else {
      throw NBLinkError("The grapes are not loaded, so the URL's grape ids cannot be checked.")
    }
    try router.history.withCause(cause ?? "open \(link.url)") { () throws(NBLinkError) in
      try router.open(link)
    }
    notice = nil
  }

  /// Restores `saved` in one navigator update as soon as its screens can be made (at once when
  /// they need no grapes), leaving out those of grapes and regions that no longer exist.
  ///
  /// Until then its tab shows the grapes loading. `completion` receives a sentence for each part
  /// left out, after the state is shown. A later call replaces a restoration still waiting.
  public func restoreWhenLoaded(
    _ saved: RootSavedState, completion: @escaping ([String]) -> Void
  ) {
    pendingRestoration = (saved, completion)
    if case .loaded = state {
      restoreNow()
    } else if router.canRestoreWithoutGrapes(saved) {
      restoreNow()
      start()
    } else {
      // Its tab shows the grapes loading: the first step of the restoration.
      router.history.withCause("restore") {
        router.select(RootTab(rootID: saved.navigation.selectedRootID) ?? .grapes)
      }
      start()
    }
  }

  /// Whether a restoration is waiting for the grapes (keys would act on a screen about to go).
  public var isRestoring: Bool { pendingRestoration != nil }

  /// Shows the restoration waiting for the grapes, if any, and reports what it left out.
  func restoreNow() {
    guard let (saved, completion) = pendingRestoration else {
      return
    }
    pendingRestoration = nil
    completion(router.restore(saved))
  }
}
