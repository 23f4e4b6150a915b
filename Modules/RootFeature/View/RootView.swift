import TerminalNavigation
import TerminalUI

/// The app's root: the navigation stack, whose root screen is the grape list.
///
/// The list talks only to its presenter; the router supplies what the stack shows (its
/// navigator) and the feature screens pushed or presented on it (its destinations).
public struct RootView: View {
  /// The presenter behind the list; the app drives commands and waits for loads through it.
  public let presenter: RootPresenter
  /// The router deciding every transition, whose navigator the stack shows.
  public let router: RootRouter

  /// A view showing what `presenter` holds on `router`'s navigation stack; `presenter` reports to
  /// `router`.
  public init(presenter: RootPresenter, router: RootRouter) {
    self.presenter = presenter
    self.router = router
  }

  /// The navigation stack with the list (or the loading and failure states) at its root.
  public var body: some View {
    NBNavigationStack(navigator: router.navigator) {
      router.registeringDestinations(on: RootScreen(presenter: presenter))
    }
  }

  /// The root with a presenter loading through `client` and a router starting in `style`.
  public static func make(
    client: any RootAPIClient,
    presentationStyle style: PresentationStyle = .detailsStack
  ) -> RootView {
    let router = RootRouter(presentationStyle: style)
    let presenter = RootPresenter(interactor: RootInteractor(client: client), router: router)
    return RootView(presenter: presenter, router: router)
  }
}
