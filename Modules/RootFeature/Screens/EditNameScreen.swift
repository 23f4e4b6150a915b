import AccountKit
import NavigationBackport

/// The edit-name screen (AccountKit), pushed on the Account tab's stack, and what the router does
/// when the name is saved (seed 004's `EditNameRoute` with its prepared state).
///
/// Its destination makes the screen once per pushed value, which prepares the draft
/// (`EditNameViewModel.prepareState()`); the draft lives while the entry is on the stack, whatever
/// tab or style is chosen meanwhile, and is released when it is popped.
enum EditNameScreen: FeatureScreen {
  static let name = "edit-name"

  static func viewModel(for account: AccountSubject) -> EditNameViewModel {
    EditNameViewModel(name: account.profile?.name ?? "")
  }

  static func subjectID(ofViewModel viewModel: EditNameViewModel) -> String {
    AccountSubject.id
  }

  static func unavailability(for account: AccountSubject) -> String? {
    account.profile == nil
      ? "nobody is signed in; sign in first (\(RootLocation.signInURL))" : nil
  }

  @MainActor
  static func destination(for viewModel: EditNameViewModel, router: RootRouter) -> EditNameView {
    EditNameView(
      presenter: EditNamePresenter(draft: router.prepareEditNameDraft(viewModel), router: router))
  }
}

extension RootRouter: EditNameRouting {
  /// "Save": the profile takes the new name and the edit-name screen is popped, so the profile
  /// shows it.
  public func viewNeedsRoute(to route: EditNameRoute) {
    switch route {
    case .didSave(let name):
      account = Profile(name: name)
      navigator.update { state in
        Self.popEditName(in: &state)
      }
    }
  }

  /// `state` without its edit-name screens (and what was pushed above them), on whichever stack
  /// they are: the Account tab's, where the profile pushes it, or one a URL named.
  static func popEditName(in state: inout NBNavigationState) {
    let contexts =
      state.roots.map { NBContext.root($0.id) }
      + state.modals.indices.map { NBContext.modal(depth: $0) }
    for context in contexts {
      guard let path = state.path(in: context),
        let index = path.entries.firstIndex(where: { $0.value.base is EditNameViewModel })
      else {
        continue
      }
      _ = state.setPath(NBNavigationPath(entries: Array(path.entries[..<index])), in: context)
    }
  }
}
