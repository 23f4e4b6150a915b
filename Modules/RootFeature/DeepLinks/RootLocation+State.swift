import NavigationBackport

extension RootLocation {
  /// The location `state` shows, or `nil` when it holds a value that is not a feature screen.
  ///
  /// Only the selected root's path is read (the app has one stack); a modal without a stack of
  /// its own, which the router never presents, is read as one with an empty stack.
  public init?(state: NBNavigationState, presentationStyle: PresentationStyle? = nil) {
    guard let path = Self.screens(state.rootPath.elements) else {
      return nil
    }
    var modals: [Modal] = []
    for modal in state.modals {
      guard let content = ScreenKind.screen(of: modal.content.value),
        let path = Self.screens(modal.path?.elements ?? [])
      else {
        return nil
      }
      modals.append(Modal(modal.style, content: content, path: path))
    }
    self.init(path: path, modals: modals, presentationStyle: presentationStyle)
  }

  private static func screens(_ values: [AnyHashable]) -> [Screen]? {
    var screens: [Screen] = []
    screens.reserveCapacity(values.count)
    for value in values {
      guard let screen = ScreenKind.screen(of: value) else {
        return nil
      }
      screens.append(screen)
    }
    return screens
  }

  /// The navigation state showing this location, its screens made from the loaded `items`.
  ///
  /// The view models come from today's data, not from whatever was saved, so a restored screen
  /// shows current titles and figures.
  ///
  /// - Throws: ``DeepLinkError/unknownGrape(id:known:)`` for the first id no item has.
  public func resolved(against items: [DataViewModel]) throws(DeepLinkError) -> NBNavigationState {
    let index = ItemIndex(items)
    if let missing = grapeIDs.first(where: { index.item($0) == nil }) {
      throw .unknownGrape(
        id: Self.displayID(missing), known: items.prefix(5).map { Self.displayID($0.id) })
    }
    return index.state(for: self)
  }

  /// What restoring a location dropped because its grape no longer exists.
  public struct Drop: Hashable, Sendable, CustomStringConvertible {
    /// Where the screens were dropped.
    public enum Place: Hashable, Sendable {
      /// The root stack was cut before the screen at this index.
      case rootStack(index: Int)
      /// The modal at this depth (0 is the bottom-most) was dismissed, with every modal above it.
      case modal(depth: Int)
      /// The own stack of the modal at this depth was cut before the screen at this index.
      case modalStack(depth: Int, index: Int)
    }

    /// The missing grape's id, made printable.
    public let grapeID: String
    /// What was dropped.
    public let place: Place

    /// One sentence naming the grape and what was dropped.
    public var description: String {
      let what =
        switch place {
        case .rootStack:
          "its screen and every screen above it were removed from the root stack"
        case .modal(let depth):
          depth == 0
            ? "the modal showing it was dismissed"
            : "modal \(depth + 1), which showed it, was dismissed with any above it"
        case .modalStack(let depth, _):
          "its screen and every screen above it were removed from the stack of modal \(depth + 1)"
        }
      return "grape '\(grapeID)' no longer exists; \(what)."
    }
  }

  /// This location without the screens of grapes missing from `items`, and what was dropped.
  ///
  /// Each stack is cut at its first missing grape (the screens above it were reached through
  /// it); a modal whose own screen is missing is dismissed together with the modals above it.
  public func trimmed(to items: [DataViewModel]) -> (location: RootLocation, dropped: [Drop]) {
    let index = ItemIndex(items)
    var trimmed = self
    var dropped: [Drop] = []
    if let cut = path.firstIndex(where: { index.item($0.grapeID) == nil }) {
      dropped.append(
        Drop(grapeID: Self.displayID(path[cut].grapeID), place: .rootStack(index: cut)))
      trimmed.path = Array(path[..<cut])
    }
    for (depth, modal) in modals.enumerated() {
      guard index.item(modal.content.grapeID) != nil else {
        dropped.append(
          Drop(grapeID: Self.displayID(modal.content.grapeID), place: .modal(depth: depth)))
        trimmed.modals = Array(trimmed.modals[..<depth])
        break
      }
      if let cut = modal.path.firstIndex(where: { index.item($0.grapeID) == nil }) {
        dropped.append(
          Drop(
            grapeID: Self.displayID(modal.path[cut].grapeID),
            place: .modalStack(depth: depth, index: cut)))
        trimmed.modals[depth].path = Array(modal.path[..<cut])
      }
    }
    return (trimmed, dropped)
  }

  /// The state of this location without the screens of grapes missing from `items`, and what was
  /// left out; see ``trimmed(to:)``.
  func restoration(against items: [DataViewModel]) -> (state: NBNavigationState, dropped: [Drop]) {
    let (trimmed, dropped) = trimmed(to: items)
    return (ItemIndex(items).state(for: trimmed), dropped)
  }
}

extension RootLocation {
  /// The navigation state of this location with each screen's value made by `value`; a screen
  /// without a value is left out, and so is a modal whose own screen has none.
  func state(_ value: (Screen) -> AnyHashable?) -> NBNavigationState {
    NBNavigationState(
      path: NBNavigationPath(path.compactMap(value)),
      modals: modals.compactMap { modal in
        value(modal.content).map { content in
          NBModal(
            modal.style, content: content, path: NBNavigationPath(modal.path.compactMap(value)))
        }
      })
  }
}

/// The loaded grapes by id, built once per resolution so that large lists resolve in linear time.
private struct ItemIndex {
  private var byID: [String: DataViewModel] = [:]

  init(_ items: [DataViewModel]) {
    byID.reserveCapacity(items.count)
    for item in items where byID[item.id] == nil {
      byID[item.id] = item
    }
  }

  func item(_ id: String) -> DataViewModel? {
    byID[id]
  }

  /// The state of a location whose every id is known: each screen is its kit's view model, made
  /// from today's data.
  func state(for location: RootLocation) -> NBNavigationState {
    location.state { screen in
      byID[screen.grapeID].map(screen.kind.viewModel(for:))
    }
  }
}
