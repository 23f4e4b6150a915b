/// A plain-value record of one navigation change, or of one a guard stopped.
public enum NBNavigationEvent: Hashable, Sendable {
  /// Values of these types were pushed onto `context`.
  case pushed([String], in: NBContext)
  /// This many screens were popped from `context`.
  case popped(Int, from: NBContext)
  /// A modal was presented, showing a value of type `typeName`.
  case presented(NBModalStyle, typeName: String, withStack: Bool)
  /// This many modals were dismissed.
  case dismissed(Int)
  /// Another root was selected.
  case selectedRoot(NBRootID)
  /// A screen was updated in place to a value of type `typeName`.
  case updated(typeName: String)
  /// The whole state was replaced in one update (a deep link, a restoration, a transaction).
  case replacedState
  /// A guard refused a navigation, which changed nothing.
  case refused(reason: String)
  /// A guard held a navigation, now ``NBNavigationState/held``.
  case held(reason: String?)
}

extension NBNavigationEvent {
  /// What a change did: modals dismissed, another root selected, modals presented, screens
  /// popped or pushed per stack, and screens updated in place; `replacedState` when the roots
  /// themselves changed or a stack was rearranged.
  static func changes(
    from previous: NBNavigationState, to next: NBNavigationState
  ) -> [NBNavigationEvent] {
    guard previous.roots.map(\.id) == next.roots.map(\.id) else {
      return [.replacedState]
    }
    let kept = zip(previous.modals, next.modals)
      .prefix { $0.id == $1.id && $0.style == $1.style }.count
    var events: [NBNavigationEvent] =
      kept < previous.modals.count ? [.dismissed(previous.modals.count - kept)] : []
    if next.selectedRootID != previous.selectedRootID {
      events.append(.selectedRoot(next.selectedRootID))
    }
    let contexts =
      next.roots.map { NBContext.root($0.id) } + next.modals.indices.map { .modal(depth: $0) }
    for context in contexts {
      var before = previous.path(in: context)?.entries.map(\.id) ?? []
      if case .modal(let depth) = context, depth >= kept {
        let modal = next.modals[depth]
        events.append(
          .presented(modal.style, typeName: modal.content.typeName, withStack: modal.path != nil))
        before = []  // everything on the stack of a modal presented by this change was pushed
      }
      let after = next.path(in: context)?.entries ?? []
      if after.count < before.count, after.map(\.id) == Array(before.prefix(after.count)) {
        events.append(.popped(before.count - after.count, from: context))
      } else if after.count > before.count, Array(after.prefix(before.count).map(\.id)) == before {
        events.append(.pushed(after.dropFirst(before.count).map(\.typeName), in: context))
      } else if after.map(\.id) != before {
        return [.replacedState]
      }
    }
    return events + updates(from: previous, to: next)
  }

  /// An `updated` event for each screen still there with a new value (a write of a value that is
  /// `==` to the shown one but saves differently), in the order of `allEntries`.
  private static func updates(
    from previous: NBNavigationState, to next: NBNavigationState
  ) -> [NBNavigationEvent] {
    let before = Dictionary(
      previous.allEntries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    return next.allEntries.compactMap { entry in
      guard let old = before[entry.id], !entry.isSameScreen(as: old) else {
        return nil
      }
      return .updated(typeName: entry.typeName)
    }
  }
}

/// What presenting does while another modal is shown.
public enum NBPresentationPolicy: Sendable, Hashable, CaseIterable {
  /// One sheet at a time: presenting a sheet dismisses the sheets shown on top in the same update;
  /// a full-screen cover goes over them, as a sheet presented from a cover goes over it.
  case single
  /// Modals pile up; each dismissal removes the top one.
  case stacked
}

/// A handle on an event observer, for ``NBNavigator/removeEventObserver(_:)``.
public struct NBEventObserverToken: Hashable, Sendable {
  let rawValue: Int
}
