/// What a guard answers about a navigation (see <doc:GuardingNavigation>).
public enum NBGuardDecision: Hashable, Sendable {
  /// The navigation goes ahead.
  case allow
  /// Nothing changes and the operation returns `false`; observers hear `refused(reason:)`.
  case refuse(String)
  /// Nothing changes on screen; the state waits as ``NBNavigationState/held``; observers hear
  /// `held(reason:)`.
  case hold(String?)
}

/// Which navigations a guard watches: a screen of its type arriving or leaving.
public enum NBGuardMoment: Hashable, Sendable {
  /// A screen of the type is pushed or presented.
  case arrival
  /// A screen of the type is popped, or its modal dismissed.
  case departure
}

/// A guard as registered: the moment and type it watches and its decision.
struct NBNavigationGuard {
  let moment: NBGuardMoment
  let matches: (AnyHashable) -> Bool
  let decide: (NBNavigationState) -> NBGuardDecision
}

extension NBNavigator {
  /// Runs `decide` with the requested state before every navigation in which a `T` arrives or
  /// leaves.
  ///
  /// Guards run for every operation, setting ``state`` included, in the order added; the first that
  /// does not allow decides. ``restore(_:)`` and ``resumeHeld()`` run none.
  public func guardNavigation<T>(
    _ moment: NBGuardMoment, of type: T.Type,
    _ decide: @escaping (_ requested: NBNavigationState) -> NBGuardDecision
  ) {
    guards.append(NBNavigationGuard(moment: moment, matches: { $0.base is T }, decide: decide))
  }

  /// Applies the held navigation as requested, in one update, without running the guards again.
  ///
  /// - Returns: `false`, changing nothing, when nothing is held.
  @discardableResult
  public func resumeHeld() -> Bool {
    guard let held = state.held else {
      return false
    }
    return commit(held.target, events: nil, mode: .resuming)
  }

  /// Drops the held navigation, changing nothing on screen; returns it, or `nil` when nothing was
  /// held.
  @discardableResult
  public func cancelHeld() -> NBHeldNavigation? {
    let held = storedState.held
    if held != nil {
      withMutation(keyPath: \.state) { storedState.held = nil }
    }
    return held
  }

  /// Replaces the whole state in one update, heard as `replacedState`: no guard runs and no
  /// replaced dialog is answered.
  public func restore(_ state: NBNavigationState) {
    commit(state, events: [.replacedState], mode: .restoring)
  }

  /// The first decision that stops the navigation from `previous` to `next`, or `nil`.
  func guardDecision(
    from previous: NBNavigationState, to next: NBNavigationState
  ) -> NBGuardDecision? {
    guard !guards.isEmpty else {
      return nil
    }
    let before = previous.entryIDs
    let after = next.entryIDs
    let arriving = next.allEntries.filter { !before.contains($0.id) }.map(\.value)
    let leaving = previous.allEntries.filter { !after.contains($0.id) }.map(\.value)
    for rule in guards
    where (rule.moment == .arrival ? arriving : leaving).contains(where: rule.matches) {
      let decision = rule.decide(next)
      if decision != .allow {
        return decision
      }
    }
    return nil
  }

  /// Reports a refusal, or keeps the requested state aside as held navigation.
  func stop(_ requested: NBNavigationState, _ decision: NBGuardDecision) {
    switch decision {
    case .allow:
      return
    case .refuse(let reason):
      report([.refused(reason: reason)])
    case .hold(let reason):
      var target = requested
      target.held = nil
      withMutation(keyPath: \.state) {
        storedState.held = NBHeldNavigation(target: target, reason: reason)
      }
      report([.held(reason: reason)])
    }
  }
}
