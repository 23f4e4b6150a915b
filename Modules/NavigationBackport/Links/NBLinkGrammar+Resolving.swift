extension NBLinkGrammar {
  /// `state` with every ``NBLinkScreen`` replaced by the value its route makes, and the stacks of
  /// the tabs that are neither selected nor given screens taken from `current`.
  ///
  /// A link names only its tab's screens; resolving it over the app's current state leaves the
  /// other tabs' stacks as they are. Screens are made in order: each tab's stack, then each
  /// modal's content and stack.
  ///
  /// - Throws: ``NBLinkError`` for the first screen whose route is not declared or cannot make
  ///   it (the id is unknown, or `make` threw).
  public func resolve(_ state: NBNavigationState, over current: NBNavigationState? = nil)
    throws(NBLinkError) -> NBNavigationState
  {
    var resolved = try mapped(state, made)
    for root in state.roots where root.id != state.selectedRootID && root.path.isEmpty {
      if let kept = current?.path(in: .root(root.id)) {
        resolved.setPath(kept, in: .root(root.id))
      }
    }
    return resolved
  }

  /// `state` with every ``NBLinkScreen`` replaced by the value its route makes, leaving out what
  /// cannot be made, and why each part was left out: for restoring a state saved by ids after the
  /// data changed.
  ///
  /// Each stack is cut at its first screen that cannot be made (the screens above it were reached
  /// through it); a modal whose own screen cannot be made is dismissed with the modals above it.
  public func restore(_ state: NBNavigationState) -> (
    state: NBNavigationState, dropped: [NBLinkError]
  ) {
    var dropped: [NBLinkError] = []
    func cut(_ path: NBNavigationPath, place: String) -> NBNavigationPath {
      var values: [AnyHashable] = []
      for value in path.elements {
        do {
          values.append(try made(value))
        } catch {
          let sentence = "\(error) It was left out of \(place), with the screens above it."
          dropped.append(NBLinkError(sentence))
          break
        }
      }
      return NBNavigationPath(values)
    }
    var restored = NBNavigationState(
      roots: state.roots.map {
        NBRoot(id: $0.id, path: cut($0.path, place: "the stack of '\($0.id.rawValue)'"))
      },
      selected: state.selectedRootID)
    for (depth, modal) in state.modals.enumerated() {
      do {
        let content = try made(modal.content.value)
        let path = modal.path.map { cut($0, place: "the stack of modal \(depth + 1)") }
        restored.modals.append(NBModal(modal.style, entry: NBPathEntry(content), path: path))
      } catch {
        dropped.append(
          NBLinkError(
            "\(error) Modal \(depth + 1), which showed it, was dismissed with the modals above it.")
        )
        break
      }
    }
    return (restored, dropped)
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

  /// `state` with every screen replaced by its ``NBLinkScreen``, every tab included: the state by
  /// ids, which encodes small (``NBNavigationState/codable``, with ``NBLinkScreen`` registered)
  /// and ``resolve(_:over:)`` makes again from the data of the day; `nil` when a screen has no
  /// route.
  public func unresolved(_ state: NBNavigationState) -> NBNavigationState? {
    try? mapped(state) { (value) throws(NBLinkError) -> AnyHashable in
      guard let (route, id) = route(of: value) else {
        throw NBLinkError("No route writes this screen.")
      }
      return NBLinkScreen(route.pattern, id: id)
    }
  }

  /// `state` with `transform` applied to every screen: each tab's stack in order, then each
  /// modal's content and own stack.
  private func mapped(
    _ state: NBNavigationState, _ transform: (AnyHashable) throws(NBLinkError) -> AnyHashable
  ) throws(NBLinkError) -> NBNavigationState {
    func path(_ path: NBNavigationPath) throws(NBLinkError) -> NBNavigationPath {
      var values: [AnyHashable] = []
      for value in path.elements {
        values.append(try transform(value))
      }
      return NBNavigationPath(values)
    }
    var roots: [NBRoot] = []
    for root in state.roots {
      roots.append(NBRoot(id: root.id, path: try path(root.path)))
    }
    var mapped = NBNavigationState(roots: roots, selected: state.selectedRootID)
    for modal in state.modals {
      let content = NBPathEntry(try transform(modal.content.value))
      mapped.modals.append(NBModal(modal.style, entry: content, path: try modal.path.map(path)))
    }
    return mapped
  }
}
