/// The identity of a destination bound to a flag or an optional value, one per view modifier.
package struct NBBoundDestinationID: Hashable, Sendable {
  /// Where the binding was declared.
  package let rawValue: String

  /// An identifier with the given text.
  package init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}

/// The screen a bound destination pushes: its binding and item; not `Codable`, as in SwiftUI.
package struct NBBoundDestination: Hashable {
  /// The binding this screen belongs to.
  package let id: NBBoundDestinationID
  /// The item shown, or `nil` for a destination bound to a flag.
  package let item: AnyHashable?
}

extension NBNavigator {
  /// Keeps the destination `id` pushed exactly while `isPresented` is true; `onPopped` runs when
  /// navigation removes it.
  package func bindDestination(
    _ id: NBBoundDestinationID,
    isPresented: Bool,
    onPopped: @escaping () -> Void
  ) {
    bind(id, item: isPresented ? .some(nil) : nil, onPopped: onPopped)
  }

  /// Keeps the destination `id` pushed, showing `item`, while `item` is not `nil`; `onPopped` runs
  /// when navigation removes it.
  package func bindDestination<Item: Hashable>(
    _ id: NBBoundDestinationID,
    item: Item?,
    onPopped: @escaping () -> Void
  ) {
    bind(id, item: item.map { .some(AnyHashable($0)) }, onPopped: onPopped)
  }

  /// `wanted` is `nil` for "not shown", `.some(nil)` for a flag destination, `.some(item)`
  /// otherwise.
  private func bind(
    _ id: NBBoundDestinationID,
    item wanted: AnyHashable??,
    onPopped: @escaping () -> Void
  ) {
    let found = state.locate { ($0.value.base as? NBBoundDestination)?.id == id }
    if let found, let wanted, (found.entry.value.base as? NBBoundDestination)?.item == wanted {
      onRemoval(of: found.entry.id, onPopped)
      return
    }
    guard found != nil || wanted != nil else {
      return
    }
    // The shown destination and what is above it go; a wanted one goes where it was, or on top.
    if let found {
      forgetRemovalHandler(of: found.entry.id)
    }
    let context = found?.context ?? state.topmostContext
    var path = state.path(in: context) ?? NBNavigationPath()
    path.truncate(to: found?.index ?? path.count)
    if let wanted {
      let entry = NBPathEntry(AnyHashable(NBBoundDestination(id: id, item: wanted)))
      path.append(entry: entry)
      onRemoval(of: entry.id, onPopped)
    }
    var next = state
    next.setPath(path, in: context)
    state = next
  }
}
