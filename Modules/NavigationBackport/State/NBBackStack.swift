/// Every screen going back walks through, as one ``NBNavigable`` stack: the selected root's pushed
/// screens, then each modal's content and own stack.
///
/// Removing a screen pops it, or dismisses its modal when it is a modal's content.
public struct NBBackStack: NBNavigable {
  /// The state this stack is read from and written back to.
  var state: NBNavigationState

  var entries: [NBPathEntry] {
    var entries = state.rootPath.entries
    for modal in state.modals {
      entries.append(modal.content)
      entries += modal.path?.entries ?? []
    }
    return entries
  }

  /// The number of screens above the bare root, pushed and presented alike.
  public var count: Int { entries.count }

  /// The index of the topmost screen whose value matches `predicate`, counting from the bottom.
  public func lastIndex(where predicate: (AnyHashable) throws -> Bool) rethrows -> Int? {
    try entries.lastIndex { try predicate($0.value) }
  }

  /// Goes back `k` screens, as the back control would `k` times; does nothing when `k` is not in
  /// `0...count`.
  public mutating func removeLast(_ k: Int) {
    if k >= 0, k <= count {
      keep(count - k)
    }
  }

  /// Goes back until the screen with identity `id` is on top, as TCA's `StackState.pop(to:)`.
  ///
  /// - Returns: `false`, changing nothing, when no screen above the bare root has that identity.
  @discardableResult
  public mutating func popTo(entry id: NBEntryID) -> Bool {
    entries.lastIndex { $0.id == id }.map { popTo(index: $0) } ?? false
  }

  /// Goes back until the screen with identity `id` is gone, as TCA's `StackState.pop(from:)`.
  ///
  /// - Returns: `false`, changing nothing, when no screen above the bare root has that identity.
  @discardableResult
  public mutating func popFrom(entry id: NBEntryID) -> Bool {
    entries.lastIndex { $0.id == id }.map { popTo(index: $0 - 1) } ?? false
  }

  /// Keeps the bottom `count` screens, dismissing and popping what is above them.
  private mutating func keep(_ count: Int) {
    var remaining = count
    guard remaining > state.rootPath.count else {
      state.rootPath.truncate(to: remaining)
      state.modals.removeAll()
      return
    }
    remaining -= state.rootPath.count
    for depth in state.modals.indices {
      guard remaining > 0 else {
        state.modals.removeLast(state.modals.count - depth)
        return
      }
      remaining -= 1
      let pushed = state.modals[depth].path?.count ?? 0
      if remaining <= pushed {
        state.modals[depth].path?.truncate(to: remaining)
        state.modals.removeLast(state.modals.count - depth - 1)
        return
      }
      remaining -= pushed
    }
  }
}

extension NBNavigationState {
  /// Every screen going back walks through, as one stack to pop; see ``NBBackStack``.
  public var backStack: NBBackStack {
    get { NBBackStack(state: self) }
    set { self = newValue.state }
  }

  /// Replaces the value of the screen with identity `id`, wherever it is, keeping its identity.
  ///
  /// - Returns: `false`, changing nothing, when no screen has that identity.
  @discardableResult
  public mutating func updateScreen<V: Hashable>(_ id: NBEntryID, to value: V) -> Bool {
    let updated = NBPathEntry(id: id, value: AnyHashable(value))
    if let (context, index, _) = locate({ $0.id == id }), var path = path(in: context) {
      path.entries[index] = updated
      return setPath(path, in: context)
    }
    guard let depth = modals.firstIndex(where: { $0.id == id }) else {
      return false
    }
    modals[depth].content = updated
    return true
  }

  /// Removes every screen whose value matches `predicate`, on any root or modal stack, with the
  /// screens pushed above it and, for a modal's content, the modals above it: what signing out
  /// does to the screens that need someone signed in.
  ///
  /// - Returns: `false`, changing nothing, when no screen matches.
  @discardableResult
  public mutating func removeScreens(where predicate: (AnyHashable) -> Bool) -> Bool {
    var removed = false
    if let depth = modals.firstIndex(where: { predicate($0.content.value) }) {
      modals.removeSubrange(depth...)
      removed = true
    }
    for context in contexts {
      if var path = path(in: context), let index = path.elements.firstIndex(where: predicate) {
        path.truncate(to: index)
        setPath(path, in: context)
        removed = true
      }
    }
    return removed
  }
}
