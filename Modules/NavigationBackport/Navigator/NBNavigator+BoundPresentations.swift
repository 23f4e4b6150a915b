extension NBNavigator {
  /// Keeps a modal for the binding `id` presented exactly while `isPresented` is true: the headless
  /// core of `sheet(isPresented:)` and `fullScreenCover(isPresented:)`.
  ///
  /// The modal has its own stack. `onDismiss` runs once whenever it goes away; `onPopped` only when
  /// navigation dismissed it, so the caller can set its flag back to false.
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

  /// Keeps a modal for the binding `id` presented, showing `item`, exactly while `item` is not
  /// `nil`: the headless core of `sheet(item:)` and `fullScreenCover(item:)`.
  ///
  /// A different item dismisses the shown modal and presents a new one. `onPopped` runs only when
  /// navigation dismissed the modal, so the caller can set its item back to `nil`.
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
