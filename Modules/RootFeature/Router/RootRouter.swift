import DetailsKit
import NavigationBackport
import Observation

/// Owns every transition of the app: the navigation state and how a selection is shown.
///
/// Screens report what happened through their presenters (a row was selected, Details asked to
/// be dismissed or for extra details); the router decides what appears and where, and registers
/// the destination that turns each feature screen's view model into its screen. All navigation
/// state lives in its ``navigator``, so every transition can be tested without rendering
/// anything.
@MainActor
@Observable
public final class RootRouter: RootRouting {
  /// The navigation state: the root stack and the presented sheets.
  public let navigator: NBNavigator

  /// How the next selection is shown; changing it leaves what is shown alone.
  ///
  /// Each change is reported to the observers of ``observePresentationStyle(_:)``.
  public var presentationStyle: PresentationStyle {
    didSet {
      guard presentationStyle != oldValue, !isReplacingLocation else {
        return
      }
      notifyStyleObservers()
    }
  }

  /// Where the router finds the grape behind an identifier (the root presenter).
  @ObservationIgnored public weak var dataSource: (any RootDataSource)?

  /// Makes the presenter of each Details screen the router shows; the router passes itself.
  ///
  /// A seam for tests that follow a screen's lifetime (leaving Details must release its
  /// presenter, so nothing may hold it in a cycle); the app keeps the default.
  @ObservationIgnored package var makeDetailsPresenter:
    @MainActor (DetailsViewModel, any DetailsRouting) -> DetailsPresenter = { viewModel, router in
      DetailsPresenter(viewModel: viewModel, router: router)
    }

  @ObservationIgnored private var styleObservers: [(PresentationStyle) -> Void] = []
  /// Set while a location's style and navigation are applied together, so that observers hear of
  /// the style only once the navigation has changed too.
  @ObservationIgnored private var isReplacingLocation = false

  /// A router over `navigator`, showing selections in `presentationStyle`.
  public init(
    navigator: NBNavigator = NBNavigator(),
    presentationStyle: PresentationStyle = .detailsStack
  ) {
    self.navigator = navigator
    self.presentationStyle = presentationStyle
  }

  /// The types a saved state may hold: the saved form of each kind of feature screen in
  /// ``ScreenKind`` (its grape id), and the form version 1 of the state file wrote.
  ///
  /// The list of kinds is its one source; ``RootSavedState`` checks every type name of a state
  /// file against it, and nothing else is ever decoded.
  public nonisolated static var restorableTypes: NBTypeRegistry {
    var registry = NBTypeRegistry()
    for kind in ScreenKind.allCases {
      kind.screen.registerSavedForms(in: &registry)
    }
    return registry
  }

  /// Calls `observer` after every change of what is shown.
  public func observeNavigation(_ observer: @escaping () -> Void) {
    navigator.observeEvents { _ in observer() }
  }

  /// Calls `observer` with the new style after every change of ``presentationStyle``.
  public func observePresentationStyle(_ observer: @escaping (PresentationStyle) -> Void) {
    styleObservers.append(observer)
  }

  private func notifyStyleObservers() {
    for observer in styleObservers {
      observer(presentationStyle)
    }
  }

  /// Replaces the navigation state and, when `style` is given, the presentation style, as one
  /// change: navigator observers already see the new style, and style observers hear of it after
  /// the navigation has changed, so nobody sees the new style with the old screens.
  func replace(with state: NBNavigationState, style: PresentationStyle?) {
    let changesStyle = style.map { $0 != presentationStyle } ?? false
    if let style {
      isReplacingLocation = true
      presentationStyle = style
      isReplacingLocation = false
    }
    navigator.setState(state)
    if changesStyle {
      notifyStyleObservers()
    }
  }

  /// Shows `item` the way ``presentationStyle`` says: pushed, or in a sheet with its own stack.
  ///
  /// The one place where push or present is decided.
  public func show(_ item: DataViewModel) {
    let screen = presentationStyle.screen.viewModel(for: item)
    switch presentationStyle.transition {
    case .push:
      navigator.push(screen)
    case .sheet:
      navigator.present(screen, style: .sheet, withStack: true)
    }
  }
}
