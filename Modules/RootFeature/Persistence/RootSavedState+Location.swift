extension RootSavedState {
  /// The saved state of `location` shown in `presentationStyle`: every screen is kept as its kind
  /// and the id of its grape, which is all that restoring it needs.
  public init(presentationStyle: PresentationStyle, location: RootLocation) {
    self.init(presentationStyle: presentationStyle, navigation: location.savedState)
  }
}

extension RootRouter {
  /// What the state file keeps of the router: the presentation style, and each screen shown by
  /// its kind and grape id.
  ///
  /// A screen that is not a feature screen, which the router never shows, is not kept.
  public var savedState: RootSavedState {
    RootSavedState(presentationStyle: presentationStyle, location: location ?? RootLocation())
  }
}
