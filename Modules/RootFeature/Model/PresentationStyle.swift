/// How the root list shows the grape a person selects: which screen, pushed, in a sheet or beside
/// the list.
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
  /// Show Details in a column beside the list when the terminal is wide enough; a selection
  /// replaces the Details column instead of pushing another.
  case splitView

  /// Whether a selection pushes its screen rather than presenting it in a sheet.
  var pushes: Bool { self == .detailsStack || self == .extraDetailsStack || self == .splitView }

  /// The menu title, as in the original sample.
  public var title: String {
    switch self {
    case .detailsStack: "Push Details on Stack"
    case .extraDetailsStack: "Push ExtraDetails on Stack"
    case .detailsModally: "Show Details Modally"
    case .extraDetailsModally: "Show ExtraDetails Modally"
    case .splitView: "Show Details Beside the List"
    }
  }

  /// The case name in kebab case, as the command line, URLs and the state file spell it:
  /// `details-modally`.
  public var argumentName: String {
    rawValue.reduce(into: "") { name, character in
      name += character.isUppercase ? "-" + character.lowercased() : String(character)
    }
  }

  /// The style named `name`: its ``argumentName`` or its Swift case name.
  public init?(argument name: String) {
    guard let style = Self.allCases.first(where: { [$0.argumentName, $0.rawValue].contains(name) })
    else {
      return nil
    }
    self = style
  }
}
