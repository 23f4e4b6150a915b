import Observation

/// The edit-name screen's presenter: the draft being typed, checked when the person saves and
/// reported to an ``EditNameRouting`` router.
@MainActor
@Observable
public final class EditNamePresenter {
  /// The screen's state, prepared once when it was navigated to.
  public let draft: EditNameDraft
  /// Why the draft could not be saved, if it could not.
  public private(set) var message: String?
  @ObservationIgnored private weak var router: (any EditNameRouting)?

  /// A presenter editing `draft` and reporting to `router` (held weakly).
  public init(draft: EditNameDraft, router: any EditNameRouting) {
    self.draft = draft
    self.router = router
  }

  /// The person chose "Save": reports the draft without the spaces around it, or says why it
  /// cannot be saved (``Profile/problem(withName:)``).
  public func didTouchSave() {
    let name = draft.name.trimmingWhitespace
    guard !name.isEmpty else {
      message = "Enter a name."
      return
    }
    if let problem = Profile.problem(withName: name) {
      message = problem
      return
    }
    message = nil
    router?.didSaveName(name)
  }
}
