extension NBNavigator {
  /// Keeps a modal for `id` presented while `isPresented` is true: the core of
  /// `sheet(isPresented:)`.
  ///
  /// `onDismiss` runs whenever it goes away; `onPopped` only when navigation dismissed it.
  package func bindPresentation(
    _ id: NBBoundDestinationID,
    isPresented: Bool,
    style: NBModalStyle,
    onDismiss: (() -> Void)? = nil,
    onPopped: @escaping () -> Void
  ) {
    bindModal(
      id, item: isPresented ? .some(nil) : nil, style: style, onDismiss: onDismiss,
      onPopped: onPopped)
  }

  /// Keeps a modal for `id` presented, showing `item`, while `item` is not `nil`: the core of
  /// `sheet(item:)`.
  ///
  /// A different item replaces the modal; `onPopped` runs only when navigation dismissed it.
  package func bindPresentation<Item: Hashable>(
    _ id: NBBoundDestinationID,
    item: Item?,
    style: NBModalStyle,
    onDismiss: (() -> Void)? = nil,
    onPopped: @escaping () -> Void
  ) {
    bindModal(
      id, item: item.map { .some(AnyHashable($0)) }, style: style, onDismiss: onDismiss,
      onPopped: onPopped)
  }

  private func bindModal(
    _ id: NBBoundDestinationID,
    item wanted: AnyHashable??,
    style: NBModalStyle,
    onDismiss: (() -> Void)?,
    onPopped: @escaping () -> Void
  ) {
    let index = state.modals.firstIndex {
      ($0.content.value.base as? NBBoundDestination)?.id == id
    }
    if let index {
      let shown = state.modals[index]
      let shownItem = (shown.content.value.base as? NBBoundDestination)?.item
      if let wanted, wanted == shownItem, shown.style == style {
        onRemoval(of: shown.id, Self.removalHandler(onDismiss: onDismiss, onPopped: onPopped))
        return
      }
      // The caller changed its binding: dismiss without resetting it, but still run onDismiss.
      onRemoval(of: shown.id, onDismiss ?? {})
      dismiss(count: state.modals.count - index)
    }
    guard let wanted else {
      return
    }
    present(
      NBBoundDestination(id: id, item: wanted), style: style, withStack: true,
      onDismiss: Self.removalHandler(onDismiss: onDismiss, onPopped: onPopped))
  }

  private static func removalHandler(
    onDismiss: (() -> Void)?,
    onPopped: @escaping () -> Void
  ) -> () -> Void {
    {
      onPopped()
      onDismiss?()
    }
  }
}
