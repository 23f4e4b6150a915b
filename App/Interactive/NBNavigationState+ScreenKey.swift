import NavigationBackport

extension NBNavigationState {
  /// Names the screen on top by the identities of the pushes and presentations that lead to it,
  /// such as `grapes/#3/modal #4/#5`, so full-screen mode can remember a highlight per screen.
  ///
  /// Every push has an identity of its own, so two screens showing equal values (the same grape
  /// pushed twice) are different screens, and the root is the selected tab (`grapes`, `regions`, …).
  var screenKey: String {
    var parts = [selectedRootID.rawValue] + rootPath.entries.map(\.id.description)
    for modal in modals {
      parts.append("modal \(modal.id)")
      parts += modal.path?.entries.map(\.id.description) ?? []
    }
    return parts.joined(separator: "/")
  }
}
