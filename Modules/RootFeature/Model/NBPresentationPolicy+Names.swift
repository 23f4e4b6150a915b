import NavigationBackport

/// The names the app gives the navigator's sheet policies: what presenting a sheet does while
/// another is shown.
///
/// The Regions tab presents a grape's Details over a region's sheet: `single` dismisses the
/// region's sheet first (its dismissal handler runs first), `stacked` piles Details on top, and
/// closing it returns to the region.
extension NBPresentationPolicy {
  /// The menu title.
  public var title: String {
    switch self {
    case .single: return "One sheet at a time"
    case .stacked: return "Stacked sheets"
    }
  }

  /// The name used on the command line, in URLs and in the state file: `single` or `stacked`.
  public var argumentName: String {
    switch self {
    case .single: return "single"
    case .stacked: return "stacked"
    }
  }

  /// The policy named `name`, in any case.
  public init?(argument name: String) {
    guard let policy = Self.allCases.first(where: { $0.argumentName == name.lowercased() }) else {
      return nil
    }
    self = policy
  }
}
