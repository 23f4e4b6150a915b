extension NBNavigationState {
  /// Every screen going back walks through, bottom to top: the selected root's pushed screens,
  /// then each modal's content followed by the screens pushed on its own stack.
  ///
  /// A screen pushed beneath a modal that has no stack of its own is covered by that modal, so
  /// it comes before it.
  var backStack: [NBPathEntry] {
    var entries = rootPath.entries
    for modal in modals {
      entries.append(modal.content)
      entries += modal.path?.entries ?? []
    }
    return entries
  }

  /// Whether going back `count` screens is possible: `count` is between zero and the number of
  /// screens above the bare root, pushed and presented alike.
  public func canGoBack(_ count: Int = 1) -> Bool {
    count >= 0 && count <= backStack.count
  }

  /// Goes back `count` screens, popping pushed screens and dismissing modals alike, as the back
  /// control would `count` times.
  ///
  /// - Returns: `false`, changing nothing, when ``canGoBack(_:)`` is false.
  @discardableResult
  public mutating func goBack(_ count: Int = 1) -> Bool {
    guard canGoBack(count) else {
      return false
    }
    keepBackStack(backStack.count - count)
    return true
  }

  /// Goes back until the topmost screen matching `predicate`, pushed or presented, is on top.
  ///
  /// - Returns: `false`, changing nothing, when no screen matches.
  @discardableResult
  public mutating func goBackTo(where predicate: (AnyHashable) -> Bool) -> Bool {
    goBack(toEntry: { predicate($0.value) }, keeping: true)
  }

  /// Goes back until the topmost screen equal to `value` (of the same type) is on top.
  ///
  /// - Returns: `false`, changing nothing, when no such screen is shown.
  @discardableResult
  public mutating func goBackTo<V: Hashable>(_ value: V) -> Bool {
    goBackTo(where: { ($0.base as? V) == value })
  }

  /// Goes back until the topmost screen whose value is a `T` (or a subclass of it) is on top.
  ///
  /// - Returns: `false`, changing nothing, when no such screen is shown.
  @discardableResult
  public mutating func goBackTo<T>(_ type: T.Type) -> Bool {
    goBackTo(where: { $0.base is T })
  }

  /// Goes back until the screen with identity `id` is on top, as TCA's `StackState.pop(to:)`.
  ///
  /// - Returns: `false`, changing nothing, when no screen above the bare root has that identity.
  @discardableResult
  public mutating func popTo(entry id: NBEntryID) -> Bool {
    goBack(toEntry: { $0.id == id }, keeping: true)
  }

  /// Goes back until the screen with identity `id` and everything above it are gone, as TCA's
  /// `StackState.pop(from:)`: a screen that closes itself.
  ///
  /// - Returns: `false`, changing nothing, when no screen above the bare root has that identity.
  @discardableResult
  public mutating func popFrom(entry id: NBEntryID) -> Bool {
    goBack(toEntry: { $0.id == id }, keeping: false)
  }

  /// Replaces the value of the screen with identity `id`, wherever it is (on any root, as a
  /// modal's content or on a modal's stack), keeping its identity: its screen stays where it is
  /// and shows `value`, as TCA's `stack[id:]` or a FlowStacks screen binding.
  ///
  /// - Returns: `false`, changing nothing, when no screen has that identity.
  @discardableResult
  public mutating func updateScreen<V: Hashable>(_ id: NBEntryID, to value: V) -> Bool {
    let updated = NBPathEntry(id: id, value: AnyHashable(value))
    for root in roots.indices {
      if let index = roots[root].path.entries.firstIndex(where: { $0.id == id }) {
        roots[root].path.entries[index] = updated
        return true
      }
    }
    for depth in modals.indices {
      if modals[depth].content.id == id {
        modals[depth].content = updated
        return true
      }
      if let index = modals[depth].path?.entries.firstIndex(where: { $0.id == id }) {
        modals[depth].path?.entries[index] = updated
        return true
      }
    }
    return false
  }

  /// Goes back to the topmost entry of ``backStack`` matching `predicate`, keeping it on top or
  /// removing it too.
  private mutating func goBack(toEntry predicate: (NBPathEntry) -> Bool, keeping: Bool) -> Bool {
    guard let index = backStack.lastIndex(where: predicate) else {
      return false
    }
    keepBackStack(keeping ? index + 1 : index)
    return true
  }

  /// Keeps the bottom `count` screens of ``backStack``: dismisses the modals above them and pops
  /// the screens above them in the layer that stays on top.
  private mutating func keepBackStack(_ count: Int) {
    var remaining = count
    guard remaining > rootPath.count else {
      rootPath.truncate(to: remaining)
      modals.removeAll()
      return
    }
    remaining -= rootPath.count
    for depth in modals.indices {
      guard remaining > 0 else {
        modals.removeLast(modals.count - depth)
        return
      }
      remaining -= 1
      let pushed = modals[depth].path?.count ?? 0
      if remaining <= pushed {
        modals[depth].path?.truncate(to: remaining)
        modals.removeLast(modals.count - depth - 1)
        return
      }
      remaining -= pushed
    }
  }
}
