extension NBNavigator {
  /// Whether going back `count` screens is possible, counting pushed and presented screens alike
  /// (see ``NBNavigationState/canGoBack(_:)``).
  public func canGoBack(_ count: Int = 1) -> Bool {
    state.canGoBack(count)
  }

  /// Goes back `count` screens in one update, popping and dismissing as the back control would
  /// `count` times; observers hear `dismissed` before `popped`.
  ///
  /// - Returns: `false`, changing nothing, when ``canGoBack(_:)`` is false.
  @discardableResult
  public func goBack(_ count: Int = 1) -> Bool {
    goingBack { $0.goBack(count) }
  }

  /// Goes back until the topmost screen matching `predicate`, pushed or presented, is on top.
  ///
  /// - Returns: `false`, changing nothing, when no screen matches.
  @discardableResult
  public func goBackTo(where predicate: (AnyHashable) -> Bool) -> Bool {
    goingBack { $0.goBackTo(where: predicate) }
  }

  /// Goes back until the topmost screen equal to `value` (of the same type) is on top.
  ///
  /// - Returns: `false`, changing nothing, when no such screen is shown.
  @discardableResult
  public func goBackTo<V: Hashable>(_ value: V) -> Bool {
    goingBack { $0.goBackTo(value) }
  }

  /// Goes back until the topmost screen whose value is a `T` (or a subclass) is on top.
  ///
  /// - Returns: `false`, changing nothing, when no such screen is shown.
  @discardableResult
  public func goBackTo<T>(_ type: T.Type) -> Bool {
    goingBack { $0.goBackTo(type) }
  }

  /// Goes back until the screen with identity `id` is on top.
  ///
  /// - Returns: `false`, changing nothing, when no screen shown has that identity.
  @discardableResult
  public func popTo(entry id: NBEntryID) -> Bool {
    goingBack { $0.popTo(entry: id) }
  }

  /// Goes back until the screen with identity `id` and everything above it are gone: a screen
  /// that closes itself.
  ///
  /// - Returns: `false`, changing nothing, when no screen shown has that identity.
  @discardableResult
  public func popFrom(entry id: NBEntryID) -> Bool {
    goingBack { $0.popFrom(entry: id) }
  }

  /// Shows `value` in the screen with identity `id`, in place: the entry keeps its identity, so a
  /// view layer keeps the screen where it is.
  ///
  /// - Returns: `false`, changing nothing, when no screen has that identity.
  @discardableResult
  public func updateScreen<V: Hashable>(_ id: NBEntryID, to value: V) -> Bool {
    var next = state
    guard next.updateScreen(id, to: value) else {
      return false
    }
    commit(next, events: [.updated(typeName: NBTypeName.of(type(of: AnyHashable(value).base)))])
    return true
  }

  /// Applies a going-back `operation`, reporting the modals it dismissed, then the screens it
  /// popped.
  private func goingBack(_ operation: (inout NBNavigationState) -> Bool) -> Bool {
    let before = state
    var next = before
    guard operation(&next) else {
      return false
    }
    var events: [NBNavigationEvent] = []
    if next.modals.count < before.modals.count {
      events.append(.dismissed(before.modals.count - next.modals.count))
    }
    for context in next.contexts {
      let popped = (before.path(in: context)?.count ?? 0) - (next.path(in: context)?.count ?? 0)
      if popped > 0 {
        events.append(.popped(popped, from: context))
      }
    }
    commit(next, events: events)
    return true
  }
}
