import NavigationBackport

/// A screen that needs a signed-in person and keeps a draft, as an app's Edit name screen does.
struct NameEditor: Hashable, Codable {
  var name = "Ada"
}

/// The sign-in screen, presented as a full-screen cover before what needs it.
struct SignInCover: Hashable, Codable {}

extension NBDialog {
  /// The question asked before a changed draft is dropped.
  static let discardChanges = NBDialog(
    title: "Discard your changes?", message: "Your new name is not saved.",
    buttons: [.init("Discard", role: .destructive), .init("Keep editing", role: .cancel)])
}

/// Counts the calls of a guard and answers what it is told to.
@MainActor
final class GuardProbe {
  private(set) var calls = 0
  private(set) var requested: [NBNavigationState] = []
  var decision: NBGuardDecision
  /// What the guard does before it answers, such as presenting a sign-in cover.
  var first: (NBNavigator) -> Void = { _ in }

  init(_ decision: NBGuardDecision) {
    self.decision = decision
  }

  /// Installs this probe as the guard of `moment` for `type` on `navigator`.
  func install<T>(on navigator: NBNavigator, _ moment: NBGuardMoment, of type: T.Type) {
    navigator.guardNavigation(moment, of: type) { [self] requested in
      calls += 1
      self.requested.append(requested)
      first(navigator)
      return decision
    }
  }
}
