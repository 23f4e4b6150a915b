import AccountKit
import DetailsKit
import ExtraDetailsKit
import RegionsKit
import TerminalNavigation
import TerminalUI

extension RootRouter {
  /// `content` with a type-keyed destination for each kit's view model: the one place where a
  /// pushed or presented value becomes a screen, reporting to this router.
  ///
  /// Each edit-name screen is made once per navigation to it, which prepares its draft
  /// (`EditNameViewModel.prepareState()`): the draft lives while the entry is on the stack,
  /// whatever tab or style is chosen meanwhile, and is released when it is popped.
  func registeringDestinations(on content: some View) -> some View {
    content
      .nbNavigationDestination(for: DetailsViewModel.self) { viewModel in
        DetailsView(presenter: self.makeDetailsPresenter(viewModel, self))
      }
      .nbNavigationDestination(for: ExtraDetailsViewModel.self) { viewModel in
        ExtraDetailsView.make(viewModel: viewModel, router: self)
      }
      .nbNavigationDestination(for: RegionViewModel.self) { viewModel in
        RegionView.make(viewModel: viewModel, router: self)
      }
      .nbNavigationDestination(for: SignInViewModel.self) { viewModel in
        SignInView.make(viewModel: viewModel, client: self.authClient, router: self)
      }
      .nbNavigationDestination(for: EditNameViewModel.self) { viewModel in
        EditNameView(
          presenter: EditNamePresenter(draft: self.prepareEditNameDraft(viewModel), router: self))
      }
  }
}
