/// What a guard answers about a navigation (``NBNavigator/guardNavigation(_:of:_:)``).
public enum NBGuardDecision: Hashable, Sendable {
  /// The navigation goes ahead.
  case allow
  /// Nothing changes and the operation returns `false`; observers hear `refused(reason:)`.
  case refuse(String)
  /// Nothing changes on screen; the requested state waits as ``NBNavigationState/held`` until
  /// the router resumes it (``NBNavigator/resumeHeld()``) or cancels it
  /// (``NBNavigator/cancelHeld()``); observers hear `held(reason:)`.
  case hold(String?)
}

/// Which navigations a guard watches: the arrival of a screen of its type (pushed or presented)
/// or its departure (popped, or its modal dismissed).
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
  /// Runs `decide` before every navigation in which a screen of type `T` arrives or leaves, with
  /// the requested state; its answer allows, refuses or holds the navigation.
  ///
  /// Guards run for every operation, including setting ``state``, in the order they were added;
  /// the first that does not allow decides. They do not run for ``restore(_:)`` nor
  /// ``resumeHeld()``. A guard may navigate before it answers, such as presenting a sign-in cover
  /// or a dialog, and then hold or refuse; that navigation is guarded as any other.
  ///
  /// ```swift
  /// navigator.guardNavigation(.arrival, of: EditNameViewModel.self) { _ in
  ///   guard !session.isSignedIn else { return .allow }
  ///   navigator.present(SignInViewModel(), style: .fullScreenCover)
  ///   return .hold("Sign in to edit your name.")
  /// }
  /// ```
  public func guardNavigation<T>(
    _ moment: NBGuardMoment, of type: T.Type,
    _ decide: @escaping (_ requested: NBNavigationState) -> NBGuardDecision
  ) {
    guards.append(NBNavigationGuard(moment: moment, matches: { $0.base is T }, decide: decide))
  }

  /// Applies the held navigation in one update, as it was requested, without running the guards
  /// again: what changed meanwhile (a cover presented and dismissed) is replaced by it.
  ///
  /// - Returns: `false`, changing nothing, when nothing is held.
  @discardableResult
  public func resumeHeld() -> Bool {
    guard let held = state.held else {
      return false
    }
    return commit(held.target, events: nil, mode: .resuming)
  }

  /// Drops the held navigation, changing nothing on screen.
  ///
  /// - Returns: What was dropped, with its reason, or `nil` when nothing was held.
  @discardableResult
  public func cancelHeld() -> NBHeldNavigation? {
    let held = storedState.held
    if held != nil {
      withMutation(keyPath: \.state) { storedState.held = nil }
    }
    return held
  }

  /// Replaces the whole state with a restored one in one update, heard as `replacedState`.
  ///
  /// Guards do not run, as every screen of a state decoded from disk would arrive anew, and the
  /// dialogs it replaces are not answered. Its held navigation, if any, is restored with it.
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
