import NavigationBackport

/// What presenting a sheet does while another is shown, as seed 001's two coordinators do it.
///
/// The Regions tab presents a grape's Details over a region's sheet: ``single`` dismisses the
/// region's sheet first (its dismissal handler runs first), ``stacked`` piles Details on top, and
/// closing it returns to the region.
public enum SheetPolicy: String, CaseIterable, Hashable, Sendable {
  /// One sheet at a time (seed 001's `SheetCoordinator`).
  case single
  /// Sheets pile up (seed 001's `SheetsCoordinator`).
  case stacked

  /// The navigator's policy.
  public var navigatorPolicy: NBPresentationPolicy {
    switch self {
    case .single: return .single
    case .stacked: return .stacked
    }
  }

  /// The menu title.
  public var title: String {
    switch self {
    case .single: return "One sheet at a time"
    case .stacked: return "Stacked sheets"
    }
  }

  /// The name used on the command line and in URLs: `single` or `stacked`.
  public var argumentName: String { rawValue }

  /// The policy named `name`, in any case.
  public init?(argument name: String) {
    self.init(rawValue: name.lowercased())
  }
}
