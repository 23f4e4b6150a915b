import AccountKit
import DetailsKit
import ExtraDetailsKit
import NavigationBackport
import RegionsKit
import TastingKit
import TerminalNavigation
import TerminalUI

// Each kit as the root knows it: the destination that turns a pushed or presented view model
// into its screen, the route that names it in links and in the state file, and the kit's routing
// protocol answered. Adding a kit adds its lines here and nowhere else in the root.

extension RootRouter {
  /// `content` with a type-keyed destination for each kit's view model: the one place where a
  /// pushed or presented value becomes a screen reporting to this router.
  func registeringDestinations(on content: some View) -> some View {
    content
      .nbNavigationDestination(for: DetailsViewModel.self) { viewModel in
        DetailsView.make(viewModel: viewModel, router: self)
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
      .nbNavigationDestination(for: ScoreStepViewModel.self) { viewModel in
        ScoreStepView.make(viewModel: viewModel, router: self)
      }
      .nbNavigationDestination(for: NoteStepViewModel.self) { viewModel in
        NoteStepView.make(viewModel: viewModel, router: self)
      }
      .nbNavigationDestination(for: EditNameViewModel.self) { viewModel in
        // The router keeps the draft it prepares, to ask before a navigation drops its changes.
        let draft = viewModel.prepareState()
        self.editNameDraft = draft
        return EditNameView(presenter: EditNamePresenter(draft: draft, router: self))
      }
  }
}

extension RootLink {
  /// The app's links: the engine's link grammar (`NBLinkGrammar`) with a route making each
  /// kit's view model from `data`, the one list of the words that name screens in links and in
  /// the state file alike.
  ///
  /// ```text
  /// feature-routing://[tab/TAB/]SCREENS[/sheet/SCREENS][/cover/SCREENS][?style=STYLE&sheets=POLICY]
  /// TAB     grapes (the default), regions, account
  /// SCREENS grapes/ID/details  grapes/ID/extra  grapes/ID/score  grapes/ID/note/1…5
  ///         regions/ID/region  sign-in  edit-name
  /// ```
  ///
  /// Consecutive screens of one grape share its words (`grapes/shiraz/details/extra`). Without
  /// `style` or `sheets`, the current setting is kept; a link names the selected tab's screens and
  /// leaves the other tabs' stacks alone.
  package static func grammar(_ data: ScreenData = ScreenData([])) -> NBLinkGrammar {
    NBLinkGrammar(
      scheme: scheme, tabs: RootTab.allCases.map(\.rootID), parameters: ["style", "sheets"],
      routes: [
        NBLinkRoute(detailsRoute, id: \DetailsViewModel.id) { id throws(NBLinkError) in
          DetailsViewModel(try data.grape(id))
        },
        NBLinkRoute("grapes/{id}/extra", id: \ExtraDetailsViewModel.id) { id throws(NBLinkError) in
          ExtraDetailsViewModel(try data.grape(id))
        },
        NBLinkRoute("regions/{id}/region", id: \RegionViewModel.id) { id throws(NBLinkError) in
          RegionViewModel(try data.region(id))
        },
        NBLinkRoute(
          scoreRoute, id: \ScoreStepViewModel.grapeID, startsFlowReturning: Rating.self
        ) {
          id throws(NBLinkError) in
          ScoreStepViewModel(try data.grape(id))
        },
        NBLinkRoute("sign-in", id: { (_: SignInViewModel) in "" }) { _ in SignInViewModel() },
        NBLinkRoute("edit-name", id: { (_: EditNameViewModel) in "" }) { _ in
          EditNameViewModel(name: data.account?.name ?? "")
        },
      ]
        + Rating.scores.map { score in
          NBLinkRoute(noteRoute + "\(score)", id: { $0.id(withScore: score) }) {
            id throws(NBLinkError) in NoteStepViewModel(try data.grape(id), score: score)
          }
        },
      maximumLength: maximumURLLength)
  }
}

// MARK: - Each kit's routing protocol, answered

extension RootRouter: DetailsRouting {
  /// "Programmatic pop": back to the root list, dismissing the sheet Details may be in.
  func dismissDetails() {
    navigator.returnToRoot()
  }

  /// "Show extra details": pushes Extra details where Details is (inside its sheet, if any).
  func presentExtraDetails(_ id: DetailsViewModel.ID) {
    guard let item = try? data.grape(id) else {
      return
    }
    navigator.push(ExtraDetailsViewModel(item))
  }

  /// "Rate this grape": the rating's first step, pushed where Details is (``startRating(of:)``).
  func rateGrape(_ id: DetailsViewModel.ID) {
    guard let item = try? data.grape(id) else {
      return
    }
    startRating(of: item)
  }

  /// The rating the person gave the grape, as Details shows it.
  func rating(of id: DetailsViewModel.ID) -> String? {
    ratings[id]?.summary
  }
}

extension RootRouter: ExtraDetailsRouting {
  /// A region chosen on the chart opens in the Regions tab (open navigation, ``open(region:)``).
  func showRegion(named name: String) {
    let region = data.regions.first { $0.name == name }
    open(region: region?.id ?? WineRegion.identifier(for: name))
  }
}

extension RootRouter: RegionsRouting {
  /// A region chosen in the list is presented in a sheet placed by the sheet policy.
  func showRegion(_ id: RegionSummary.ID) {
    guard let region = try? data.region(id) else {
      return
    }
    navigator.present(RegionViewModel(region), style: .sheet, withStack: true)
  }

  /// A grape chosen on a region's sheet has its Details presented in another sheet: the single
  /// policy dismisses the region's sheet first, the stacked one keeps it beneath.
  func showGrape(_ id: RegionGrape.ID) {
    guard let item = try? data.grape(id) else {
      return
    }
    navigator.present(DetailsViewModel(item), style: .sheet, withStack: true)
  }
}

extension RootRouter: SignInRouting {
  /// Signed in: keeps the profile and goes where the person asked to go before signing in, or
  /// shows the profile on the Account tab (``endSignIn()``), in one update.
  func didSignIn(_ profile: Profile) {
    account = profile
    guard let held = navigator.cancelHeld() else {
      endSignIn()
      return
    }
    // What waited is made again from its links, so Edit name starts from the name just signed in.
    history.withCause("signed in") {
      navigator.state =
        links.unresolved(held.target).flatMap { try? links.resolve($0) } ?? held.target
    }
  }

  /// A failure keeps the cover and hands the reason back to be shown.
  func signInDidFail(reason: String) -> String? {
    reason
  }

  /// Cancel ends the sign-in screen however it was reached (the cover, or one a link pushed);
  /// what waited for someone to sign in is dropped with a notice (``noteSignInClosed(_:)``).
  func didCancelSignIn() {
    navigator.state.removeScreens { $0.base is SignInViewModel }
  }
}

extension RootRouter: ProfileRouting {
  /// "Sign in" raises the sign-in flag (the cover).
  func showSignIn() {
    isSignInPresented = true
  }

  /// "Edit name" pushes the edit-name screen on the Account tab's stack.
  func showEditName(for profile: Profile) {
    navigator.push(EditNameViewModel(name: profile.name))
  }
}

extension RootRouter: EditNameRouting {
  /// "Save": the profile takes the new name and the edit-name screen is popped.
  func didSaveName(_ name: String) {
    editNameDraft = nil  // saved: nothing is left to discard
    account = Profile(name: name)
    history.withCause("name saved") {
      navigator.state.removeScreens { $0.base is EditNameViewModel }
    }
  }
}
