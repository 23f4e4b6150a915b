import AccountKit
import NavigationBackport

extension RootSavedState {
  /// The saved state of `location` shown in `presentationStyle` with `sheetPolicy`: every screen
  /// of every tab is kept as its kind and the id of its grape or region, which is all that
  /// restoring it needs.
  public init(
    presentationStyle: PresentationStyle,
    sheetPolicy: NBPresentationPolicy = .single,
    location: RootLocation,
    account: Profile? = nil
  ) {
    self.init(
      presentationStyle: presentationStyle, sheetPolicy: sheetPolicy,
      navigation: location.savedState, account: account)
  }
}

extension RootRouter {
  /// What the state file keeps of the router: the presentation style, the sheet policy, the
  /// selected tab, each screen shown by its kind and id, and the signed-in profile.
  ///
  /// A screen that is not a feature screen, which the router never shows, is not kept.
  public var savedState: RootSavedState {
    RootSavedState(
      presentationStyle: presentationStyle, sheetPolicy: sheetPolicy,
      location: location ?? RootLocation(), account: account)
  }
}
