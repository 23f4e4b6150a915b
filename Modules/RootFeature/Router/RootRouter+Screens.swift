import AccountKit
import DetailsKit
import ExtraDetailsKit
import NavigationBackport
import RegionsKit
import TerminalNavigation
import TerminalUI

// Each kit's screens as the root knows them: the destination that turns a pushed or presented
// view model into its screen, and the route that names it in links and in the state file.
// A kit's screen type needs both.

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

  /// The app's links: the engine's link grammar (``NBLinkGrammar``) with a route making each
  /// kit's view model from `data`, the one list of the words that name screens in links and in
  /// the state file alike.
  ///
  /// ```text
  /// feature-routing://[tab/TAB/]SCREENS[/sheet/SCREENS][/cover/SCREENS][?style=STYLE&sheets=POLICY]
  /// TAB     grapes (the default), regions, account
  /// SCREENS grapes/ID/details  grapes/ID/extra  regions/ID/region  sign-in  edit-name
  /// ```
  ///
  /// Consecutive screens of one grape share its words (`grapes/shiraz/details/extra`). Without
  /// `style` or `sheets`, the current setting is kept; a link names the selected tab's screens and
  /// leaves the other tabs' stacks alone.
  package nonisolated static func links(_ data: ScreenData = ScreenData([])) -> NBLinkGrammar {
    NBLinkGrammar(
      scheme: scheme, tabs: RootTab.allCases.map(\.rootID), parameters: ["style", "sheets"],
      routes: [
        NBLinkRoute("grapes/{id}/details", id: \DetailsViewModel.id) { id throws(NBLinkError) in
          DetailsViewModel(try data.grape(id))
        },
        NBLinkRoute("grapes/{id}/extra", id: \ExtraDetailsViewModel.id) { id throws(NBLinkError) in
          ExtraDetailsViewModel(try data.grape(id))
        },
        NBLinkRoute("regions/{id}/region", id: \RegionViewModel.id) { id throws(NBLinkError) in
          RegionViewModel(try data.region(id))
        },
        NBLinkRoute("sign-in", id: { (_: SignInViewModel) in "" }) { _ in SignInViewModel() },
        NBLinkRoute("edit-name", id: { (_: EditNameViewModel) in "" }) { _ throws(NBLinkError) in
          EditNameViewModel(name: try data.signedIn().name)
        },
      ],
      maximumLength: maximumURLLength)
  }
}
