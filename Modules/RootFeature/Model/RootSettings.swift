import NavigationBackport

/// What the person chose and who they are, as one value: how a selection is shown, what
/// presenting does while a sheet is shown, who is signed in and their ratings.
///
/// The router holds the one copy (`RootRouter.settings`) and reports each change of it once;
/// the state file keeps it with the navigation.
struct RootSettings: Equatable {
  /// How the next selection of a grape is shown.
  var presentationStyle: PresentationStyle
  /// What presenting a sheet does while another is shown (the navigator's policy).
  var sheetPolicy: NBPresentationPolicy
  /// The profile of the person signed in (never a password), or `nil`.
  var account: RootSavedState.Account?
  /// The person's rating of each grape, by grape id.
  var ratings: RootSavedState.Ratings = [:]
}

// Each setting read and written where it is kept, the router's one value.
extension RootRouter {
  /// How the next selection of a grape is shown; a change leaves what is shown alone.
  var presentationStyle: PresentationStyle {
    get { settings.presentationStyle }
    set { settings.presentationStyle = newValue }
  }

  /// What presenting a sheet does while another is shown; a change leaves what is shown alone.
  var sheetPolicy: NBPresentationPolicy {
    get { settings.sheetPolicy }
    set { settings.sheetPolicy = newValue }
  }

  /// Who is signed in, as the Account tab shows and the state file keeps it.
  var account: RootSavedState.Account? {
    get { settings.account }
    set { settings.account = newValue }
  }

  /// The person's ratings, as Details shows them and the state file keeps them.
  var ratings: RootSavedState.Ratings {
    get { settings.ratings }
    set { settings.ratings = newValue }
  }
}
