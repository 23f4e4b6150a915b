import DetailsKit
import ExtraDetailsKit

/// Where selecting a row leads: which feature screen, pushed or presented.
///
/// The pure decision behind ``RootRouter/show(_:)``; a selection always has a destination, so
/// there is no impossible case.
public enum RootRoute: Hashable, Sendable {
  /// Push the screen on the root stack.
  case push(RootScreen)
  /// Present the screen in a sheet with its own stack.
  case present(RootScreen)

  /// The route for selecting `item` while `style` is chosen.
  public init(selecting item: DataViewModel, style: PresentationStyle) {
    let screen: RootScreen =
      switch style.screen {
      case .details: .details(item.makeDetailsViewModel())
      case .extraDetails: .extraDetails(item.makeExtraDetailsViewModel())
      }
    switch style.transition {
    case .push: self = .push(screen)
    case .sheet: self = .present(screen)
    }
  }
}

/// A feature screen the root can show, with the value its destination is registered for.
public enum RootScreen: Hashable, Sendable {
  /// The Details screen of a grape.
  case details(DetailsViewModel)
  /// The Extra details screen of a grape.
  case extraDetails(ExtraDetailsViewModel)

  /// The value pushed on a path or presented; the type-keyed destinations resolve it.
  public var value: AnyHashable {
    switch self {
    case .details(let viewModel): return AnyHashable(viewModel)
    case .extraDetails(let viewModel): return AnyHashable(viewModel)
    }
  }
}
