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
