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

extension NBNavigationState {
  /// Every screen the state keeps, each as the state cut down to show it on top: each tab's root
  /// and the screens on its stack, then each modal and the screens on its own stack.
  var keptScreens: [NBNavigationState] {
    var screens: [NBNavigationState] = []
    for root in roots {
      var tab = self
      tab.modals = []
      tab.select(root.id)
      let count = tab.rootPath.count
      for kept in 0...count {
        var screen = tab
        screen.rootPath.removeLast(count - kept)
        screens.append(screen)
      }
    }
    for index in modals.indices {
      var shown = self
      shown.modals.removeLast(modals.count - index - 1)
      let count = modals[index].path?.count ?? 0
      for kept in 0...count {
        var screen = shown
        screen.modals[index].path?.removeLast(count - kept)
        screens.append(screen)
      }
    }
    return screens
  }
}
