/// How the root list shows the grape a person selects: which screen, pushed or in a sheet.
///
/// ``RootRouter/show(_:)`` switches on it: each case is one screen and one way to show it.
public enum PresentationStyle: String, CaseIterable, Sendable {
  /// Push Details on the root stack.
  case detailsStack
  /// Push Extra details on the root stack.
  case extraDetailsStack
  /// Present Details in a sheet with its own stack.
  case detailsModally
  /// Present Extra details in a sheet with its own stack.
  case extraDetailsModally

  /// Whether a selection pushes its screen rather than presenting it in a sheet.
  var pushes: Bool { self == .detailsStack || self == .extraDetailsStack }

  /// The menu title, as in the original sample.
  public var title: String {
    switch self {
    case .detailsStack: return "Push Details on Stack"
    case .extraDetailsStack: return "Push ExtraDetails on Stack"
    case .detailsModally: return "Show Details Modally"
    case .extraDetailsModally: return "Show ExtraDetails Modally"
    }
  }

  /// The kebab-case name used on the command line and in URLs, such as `details-modally`.
  public var argumentName: String {
    switch self {
    case .detailsStack: return "details-stack"
    case .extraDetailsStack: return "extra-details-stack"
    case .detailsModally: return "details-modally"
    case .extraDetailsModally: return "extra-details-modally"
    }
  }

  /// The style named `name`: its kebab-case ``argumentName`` or its Swift case name.
  public init?(argument name: String) {
    guard
      let style = Self.allCases.first(where: { $0.argumentName == name || $0.rawValue == name })
    else {
      return nil
    }
    self = style
  }
}
