/// The kinds of feature screen the root shows: the one list of them.
///
/// Each case stands for the type beside this file that says everything about its screen (a
/// ``FeatureScreen``). The router registers a destination for each, deep links and saved states
/// name each by its word, and the state file's allowlist is made of their saved forms. Plugging a
/// kit's screen into the root means adding its case here.
public enum ScreenKind: CaseIterable, Hashable, Sendable {
  /// A grape's Details (DetailsKit).
  case details
  /// A grape's Extra details, its wine regions (ExtraDetailsKit).
  case extraDetails
  /// A region's grapes with their shares (RegionsKit).
  case region
  /// Signing in (AccountKit), in a full-screen cover.
  case signIn
  /// Changing the signed-in person's name (AccountKit), pushed on the Account tab.
  case editName

  /// Everything the root knows about this kind of screen.
  var screen: any FeatureScreen.Type {
    switch self {
    case .details: DetailsScreen.self
    case .extraDetails: ExtraDetailsScreen.self
    case .region: RegionScreen.self
    case .signIn: SignInScreen.self
    case .editName: EditNameScreen.self
    }
  }
}
