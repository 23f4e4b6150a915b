import TerminalNavigation
import TerminalUI

extension RootRouter {
  /// The root list: each row leads where ``presentationStyle`` says, and the type-keyed
  /// destinations turn pushed or presented values into feature screens.
  ///
  /// Rows of stack styles are navigation links (pushing the screen's value); rows of modal styles
  /// are buttons that present it in a sheet.
  func makeNavigationView<Label: View>(
    items: [DataViewModel],
    @ViewBuilder label: @escaping (DataViewModel) -> Label
  ) -> some View {
    registeringDestinations(
      on: List(items) { item in
        switch self.presentationStyle.transition {
        case .push:
          NBNavigationLink(value: self.presentationStyle.screen.viewModel(for: item)) {
            label(item)
          }
        case .sheet:
          Button(action: { self.show(item) }) { label(item) }
        }
      })
  }

  /// `content` with a type-keyed destination for each feature screen's view model, as the
  /// original sample's router declares them: the one place where a pushed or presented value
  /// becomes a screen.
  func registeringDestinations(on content: some View) -> some View {
    ScreenKind.allCases.reduce(AnyView(content)) { view, kind in
      kind.screen.registeringDestination(on: view, router: self)
    }
  }
}
