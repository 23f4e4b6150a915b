import NavigationBackport

/// Deep links and the state file: what the engine's link grammar does with the root's routes
/// (``RootLink/grammar(_:)``).
extension RootRouter {
  /// The links over the loaded grapes and the signed-in account.
  var links: NBLinkGrammar { RootLink.grammar(data, signedIn: settings.account) }

  /// The URL of what is shown: the selected tab's screens and the modals, with the setting that
  /// tab uses (the presentation style on Grapes, the sheet policy on Regions).
  var url: String {
    RootLink(
      state: navigator.state, style: settings.presentationStyle, policy: settings.sheetPolicy
    ).url
  }

  /// Shows what `link` names in one navigator update, and switches to its settings when it names
  /// them; the stacks of the tabs it does not name stay as they are.
  ///
  /// A link to Edit name while nobody is signed in asks to sign in first (`signInFirst(for:)`).
  ///
  /// - Throws: `NBLinkError` naming the first screen that cannot be shown (a grape or region
  ///   that is not loaded); nothing changes then.
  func open(_ link: RootLink) throws(NBLinkError) {
    let state = try links.resolve(link.state, over: RootTab.withTabRoots(navigator.state))
    replace(with: state, style: link.presentationStyle, policy: link.sheetPolicy)
  }

  /// What the state file keeps: the settings, the account and every screen by its route and id.
  var savedState: RootSavedState {
    RootSavedState(
      presentationStyle: settings.presentationStyle, sheetPolicy: settings.sheetPolicy,
      navigation: links.unresolved(navigator.state) ?? RootTab.emptyState(),
      account: settings.account, ratings: settings.ratings)
  }

  /// Whether every screen of `saved` can be made before the grapes are loaded (it names none).
  func canRestoreWithoutGrapes(_ saved: RootSavedState) -> Bool {
    (try? links.resolve(saved.navigation)) != nil
  }

  /// Shows a saved state's navigation in one navigator update, every tab as it was, leaving out
  /// the screens whose grape or region is gone; the settings and the account are the app's to
  /// choose (a saved style gives way to one on the command line).
  ///
  /// - Returns: One sentence for each part left out.
  @discardableResult
  func restore(_ saved: RootSavedState) -> [String] {
    var (state, dropped) = links.restore(RootTab.withTabRoots(saved.navigation))
    // A restoration runs no guard, so what needs someone signed in is left out here.
    if settings.account == nil {
      dropped += Self.removeScreensNeedingSignIn(from: &state).map {
        NBLinkError("\($0) was left out: nobody is signed in.")
      }
    }
    history.withCause("restore") {
      replace(with: state, style: nil, policy: nil, restoring: true)
    }
    // Only what waits behind the sign-in cover outlives a restart: the draft a restored "Discard
    // your changes?" asked about is gone (removing the dialog answers it "Keep editing").
    navigator.state.modals.removeAll { $0.style == .dialog }
    if Self.signInCover(in: navigator.state) == nil {
      navigator.cancelHeld()
    }
    return dropped.map(\.description)
  }
}
