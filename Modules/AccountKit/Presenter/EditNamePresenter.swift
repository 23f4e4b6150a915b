import Observation

/// The edit-name screen's presenter: the draft being typed, checked when the person saves and
/// reported to an ``EditNameRouting`` router.
@MainActor
@Observable
public final class EditNamePresenter {
  /// The screen's state, prepared once when it was navigated to.
  public let draft: EditNameDraft
  /// Why the draft could not be saved, while it is still what was refused.
  public var message: String? {
    refusal.flatMap { $0.name == draft.name ? $0.reason : nil }
  }
  /// The draft last refused and why.
  private var refusal: (name: String, reason: String)?
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
    if let reason = name.isEmpty ? "Enter a name." : Profile.problem(withName: name) {
      refusal = (draft.name, reason)
      return
    }
    refusal = nil
    router?.didSaveName(name)
  }
}
