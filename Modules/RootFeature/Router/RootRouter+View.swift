import DetailsKit
import ExtraDetailsKit
import TerminalNavigation
import TerminalUI

extension RootRouter {
  /// The root list: each row leads where ``presentationStyle`` says, and the type-keyed
  /// destinations turn pushed or presented values into feature screens.
  ///
  /// Rows of stack styles are navigation links (pushing the screen's value); rows of modal styles
  /// are buttons that present it in a sheet. Both go through ``RootRoute``, so the list and
  /// ``show(_:)`` always agree.
  func makeNavigationView<Label: View>(
    items: [DataViewModel],
    @ViewBuilder label: @escaping (DataViewModel) -> Label
  ) -> some View {
    List(items) { item in
      switch RootRoute(selecting: item, style: self.presentationStyle) {
      case .push(let screen):
        NBNavigationLink(value: screen.value) { label(item) }
      case .present:
        Button(action: { self.show(item) }) { label(item) }
      }
    }
    .nbNavigationDestination(for: DetailsViewModel.self) { viewModel in
      DetailsView(presenter: self.makeDetailsPresenter(viewModel, self))
    }
    .nbNavigationDestination(for: ExtraDetailsViewModel.self) { viewModel in
      ExtraDetailsView.make(viewModel: viewModel)
    }
  }
}
