extension NBLinkGrammar {
  /// `state` with every ``NBLinkScreen`` made by its route, and the other empty tabs' stacks taken
  /// from `current`.
  ///
  /// - Throws: ``NBLinkError`` for the first screen whose route is not declared or cannot make it.
  public func resolve(_ state: NBNavigationState, over current: NBNavigationState? = nil)
    throws(NBLinkError) -> NBNavigationState
  {
    var strict: [NBLinkError]?
    var resolved = try mapped(state, dropping: &strict, made)
    for root in state.roots where root.id != state.selectedRootID && root.path.isEmpty {
      if let kept = current?.path(in: .root(root.id)) {
        resolved.setPath(kept, in: .root(root.id))
      }
    }
    return resolved
  }

  /// `state` with every ``NBLinkScreen`` made by its route, leaving out what cannot be made, and
  /// why: for a state saved by ids.
  ///
  /// A stack is cut at its first screen that cannot be made; a modal whose content cannot be made
  /// is dismissed with those above it.
  public func restore(_ state: NBNavigationState) -> (
    state: NBNavigationState, dropped: [NBLinkError]
  ) {
    var dropped: [NBLinkError]? = []
    let restored = (try? mapped(state, dropping: &dropped, made)) ?? state
    return (restored, dropped ?? [])
  }

  /// The value `value` stands for: made by its route when it is an ``NBLinkScreen``, otherwise
  /// itself.
  private func made(_ value: AnyHashable) throws(NBLinkError) -> AnyHashable {
    guard let screen = value.base as? NBLinkScreen else {
      return value
    }
    guard let (route, id) = route(of: value) else {
      let known = NBLinkError.quoted(routes.map(\.pattern))
      throw NBLinkError(
        "No route is declared as '\(NBLinkError.excerpt(screen.route))'; the routes are \(known).")
    }
    guard let made = try route.make(id) else {
      let link = (route.prefix + [Self.encoded(id)] + route.suffix).joined(separator: "/")
      throw NBLinkError(
        "Nothing loaded has the id '\(NBLinkError.excerpt(Self.encoded(id)))' that "
          + "'\(NBLinkError.excerpt(link))' names.")
    }
    return made
  }

  /// `state` with every screen as its ``NBLinkScreen``, every tab included, to save it by ids;
  /// `nil` when a screen has no route.
  public func unresolved(_ state: NBNavigationState) -> NBNavigationState? {
    var strict: [NBLinkError]?
    return try? mapped(state, dropping: &strict) { (value) throws(NBLinkError) -> AnyHashable in
      guard let (route, id) = route(of: value) else {
        throw NBLinkError("No route writes this screen.")
      }
      return NBLinkScreen(route.pattern, id: id)
    }
  }

  /// `state` with `transform` applied to every screen, flows staying with their screens.
  ///
  /// With `dropped`, a stack is cut where `transform` throws and the sentence added; without it,
  /// the error is thrown.
  private func mapped(
    _ state: NBNavigationState, dropping dropped: inout [NBLinkError]?,
    _ transform: (AnyHashable) throws(NBLinkError) -> AnyHashable
  ) throws(NBLinkError) -> NBNavigationState {
    // The screens of routes that start a flow: where each one is made, and the flow's result.
    var flowStarts: [(context: NBContext, index: Int, result: String)] = []
    func path(
      _ path: NBNavigationPath, _ place: String, _ context: NBContext
    ) throws(NBLinkError) -> NBNavigationPath {
      var values: [AnyHashable] = []
      for value in path.elements {
        do {
          values.append(try transform(value))
          if let result = flowResult(of: value) {
            flowStarts.append((context, values.count - 1, result))
          }
        } catch {
          guard dropped != nil else { throw error }
          dropped?.append(
            NBLinkError("\(error) It was left out of \(place), with the screens above it."))
          break
        }
      }
      return NBNavigationPath(values)
    }
    let droppedBefore = dropped?.count ?? 0
    var roots: [NBRoot] = []
    for root in state.roots {
      let place = "the stack of '\(root.id.rawValue)'"
      roots.append(NBRoot(id: root.id, path: try path(root.path, place, .root(root.id))))
    }
    var mapped = NBNavigationState(roots: roots, selected: state.selectedRootID)
    for (depth, modal) in state.modals.enumerated() {
      guard modal.style != .dialog else {  // a dialog is saved whole; it has no route
        mapped.modals.append(modal)
        continue
      }
      do {
        let content = NBPathEntry(try transform(modal.content.value))
        let own = try modal.path.map { (own) throws(NBLinkError) in
          try path(own, "the stack of modal \(depth + 1)", .modal(depth: depth))
        }
        mapped.modals.append(NBModal(modal.style, entry: content, path: own))
      } catch {
        guard dropped != nil else { throw error }
        dropped?.append(
          NBLinkError(
            "\(error) Modal \(depth + 1), which showed it, was dismissed with the modals above it.")
        )
        break
      }
    }
    // Flows follow their screens by place, so a state that lost screens on the way keeps none.
    if !state.flows.isEmpty, (dropped?.count ?? 0) == droppedBefore {
      mapped = mapped.keepingFlows(written: state, previous: state, carryOver: false)
    }
    mapped.startFlows(at: flowStarts)
    if let held = state.held {
      // Held navigation is applied whole or not at all, so it is dropped when a screen is gone.
      var strict: [NBLinkError]?
      do {
        mapped.held = NBHeldNavigation(
          target: try self.mapped(held.target, dropping: &strict, transform), reason: held.reason)
      } catch {
        guard dropped != nil else { throw error }
        dropped?.append(NBLinkError("\(error) The navigation held until then was dropped."))
      }
    }
    return mapped
  }

  /// The result type of the flow the screen `value` starts, if its route starts one.
  private func flowResult(of value: AnyHashable) -> String? {
    value.base is NBLinkScreen ? route(of: value)?.0.flowResult : nil
  }
}

extension NBNavigationState {
  /// Starts a flow at each of `starts` whose starter, the screen below, has none: a link names a
  /// flow's screens.
  fileprivate mutating func startFlows(
    at starts: [(context: NBContext, index: Int, result: String)]
  ) {
    for start in starts {
      guard let entries = path(in: start.context)?.entries, start.index < entries.count else {
        continue
      }
      let starter: NBPathEntry? =
        if start.index > 0 {
          entries[start.index - 1]
        } else if case .modal(let depth) = start.context {
          modals[depth].content
        } else {
          nil
        }
      guard let starter, !flows.contains(where: { $0.starter.id == starter.id }) else {
        continue
      }
      flows.append(
        NBFlow(
          resultType: start.result, starter: starter, firstStep: entries[start.index], result: nil))
    }
  }
}
