import NavigationBackport

/// The names the app gives the navigator's sheet policies: what presenting a sheet does while
/// another is shown (the Regions tab presents a grape's Details over a region's sheet).
extension NBPresentationPolicy {
  /// The menu title.
  public var title: String {
    switch self {
    case .single: "One sheet at a time"
    case .stacked: "Stacked sheets"
    }
  }

  /// The case name, as the command line, URLs and the state file spell it: `single`, `stacked`.
  public var argumentName: String { "\(self)" }

  /// The policy named `name`, in any case.
  public init?(argument name: String) {
    guard let policy = Self.allCases.first(where: { $0.argumentName == name.lowercased() }) else {
      return nil
    }
    self = policy
  }
}
