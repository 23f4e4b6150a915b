import TerminalUI

extension RootRouter {
  /// `content` with a type-keyed destination for each feature screen's view model, as the
  /// original sample's router declares them (`nbNavigationDestination(for:)`), one per kind in
  /// ``ScreenKind``: the one place where a pushed or presented value becomes a screen.
  func registeringDestinations(on content: some View) -> some View {
    ScreenKind.allCases.reduce(AnyView(content)) { view, kind in
      kind.screen.registeringDestination(on: view, router: self)
    }
  }
}
