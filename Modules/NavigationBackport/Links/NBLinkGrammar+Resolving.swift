extension NBLinkGrammar {
  /// `state` with every ``NBLinkScreen`` replaced by the value its route makes, and the stacks of
  /// the tabs that are neither selected nor given screens taken from `current`.
  ///
  /// A link names only its tab's screens; resolving it over the app's current state leaves the
  /// other tabs' stacks as they are. Screens are made in order: the selected tab's stack, then
  /// each modal's content and stack.
  ///
  /// - Throws: ``NBLinkError`` for the first screen whose route is not declared or cannot make
  ///   it (the id is unknown, or `make` threw).
  public func resolve(_ state: NBNavigationState, over current: NBNavigationState? = nil)
    throws(NBLinkError) -> NBNavigationState
  {
    var roots: [NBRoot] = []
    for root in state.roots {
      if root.id != state.selectedRootID, root.path.isEmpty,
        let kept = current?.path(in: .root(root.id))
      {
        roots.append(NBRoot(id: root.id, path: kept))
      } else {
        roots.append(NBRoot(id: root.id, path: try made(root.path)))
      }
    }
    var resolved = NBNavigationState(roots: roots, selected: state.selectedRootID)
    for modal in state.modals {
      let content = try made(modal.content.value)
      let path: NBNavigationPath?
      if let own = modal.path {
        path = try made(own)
      } else {
        path = nil
      }
      resolved.modals.append(NBModal(modal.style, entry: NBPathEntry(content), path: path))
    }
    return resolved
  }

  private func made(_ path: NBNavigationPath) throws(NBLinkError) -> NBNavigationPath {
    var values: [AnyHashable] = []
    for value in path.elements {
      values.append(try made(value))
    }
    return NBNavigationPath(values)
  }

  /// The value `value` stands for: made by its route when it is a ``NBLinkScreen``, otherwise
  /// `value` itself.
  private func made(_ value: AnyHashable) throws(NBLinkError) -> AnyHashable {
    guard let screen = value.base as? NBLinkScreen else {
      return value
    }
    guard let (route, id) = route(of: value) else {
      let known = NBLinkError.quoted(routes.map(\.pattern))
      throw NBLinkError("No route is declared as '\(screen.route)'; the routes are \(known).")
    }
    guard let made = try route.make(id) else {
      let link = route.prefix + [Self.encoded(id)] + route.suffix
      throw NBLinkError(
        "Nothing loaded has the id '\(NBLinkError.excerpt(Self.encoded(id)))' that '\(NBLinkError.excerpt(link.joined(separator: "/")))' names."
      )
    }
    return made
  }

  /// `state` with every screen replaced by its ``NBLinkScreen``, every tab included: the state by
  /// ids, which encodes small (``NBNavigationState/codable``, with ``NBLinkScreen`` registered)
  /// and ``resolve(_:over:)`` makes again from the data of the day; `nil` when a screen has no
  /// route.
  public func unresolved(_ state: NBNavigationState) -> NBNavigationState? {
    func screens(_ path: NBNavigationPath) -> NBNavigationPath? {
      var screens: [NBLinkScreen] = []
      for value in path.elements {
        guard let (route, id) = route(of: value) else {
          return nil
        }
        screens.append(NBLinkScreen(route.pattern, id: id))
      }
      return NBNavigationPath(screens)
    }
    var roots: [NBRoot] = []
    for root in state.roots {
      guard let path = screens(root.path) else {
        return nil
      }
      roots.append(NBRoot(id: root.id, path: path))
    }
    var unresolved = NBNavigationState(roots: roots, selected: state.selectedRootID)
    for modal in state.modals {
      let path = modal.path.map(screens)
      guard let content = screens(NBNavigationPath([modal.content.value]))?.entries.first,
        path != .some(nil)
      else {
        return nil
      }
      unresolved.modals.append(NBModal(modal.style, entry: content, path: path ?? nil))
    }
    return unresolved
  }
}
