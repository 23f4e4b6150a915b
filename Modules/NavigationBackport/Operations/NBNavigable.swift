/// A stack of screens that the navigator operations work on: an ``NBNavigationPath``, or the
/// topmost context of an ``NBNavigationState``.
///
/// Every operation here refuses a request it cannot honour — a count out of range, a screen that
/// is not on the stack — leaves the stack unchanged and returns `false`. Only the SwiftUI-shaped
/// ``NBNavigationPath/removeLast(_:)`` keeps SwiftUI's precondition.
public protocol NBNavigable {
  /// The screens from the bottom of the stack to the top.
  var screens: [AnyHashable] { get }

  /// Pushes `screen` on top of the stack.
  mutating func push(_ screen: AnyHashable)

  /// Keeps the bottom `count` screens and removes the rest; `count` is always in range.
  mutating func keepScreens(_ count: Int)
}

extension NBNavigable {
  /// Pops `count` screens.
  ///
  /// - Returns: `false`, changing nothing, when `count` is negative or more than the stack holds.
  @discardableResult
  public mutating func pop(_ count: Int = 1) -> Bool {
    let total = screens.count
    guard count >= 0, count <= total else {
      return false
    }
    keepScreens(total - count)
    return true
  }

  /// Pops until the screen at `index` (0 is the first pushed) is on top.
  ///
  /// - Returns: `false`, changing nothing, when no screen is at `index`.
  @discardableResult
  public mutating func popTo(index: Int) -> Bool {
    guard index >= 0, index < screens.count else {
      return false
    }
    keepScreens(index + 1)
    return true
  }

  /// Pops every screen, emptying the stack so that its root view shows.
  ///
  /// Always succeeds; on an empty stack it changes nothing.
  @discardableResult
  public mutating func popToRoot() -> Bool {
    keepScreens(0)
    return true
  }

  /// Pops until the topmost screen matching `predicate` is on top.
  ///
  /// - Returns: `false`, changing nothing, when no screen matches.
  @discardableResult
  public mutating func popTo(where predicate: (AnyHashable) -> Bool) -> Bool {
    guard let index = screens.lastIndex(where: predicate) else {
      return false
    }
    keepScreens(index + 1)
    return true
  }

  /// Pops until the topmost screen equal to `value`, and of its type, is on top.
  ///
  /// - Returns: `false`, changing nothing, when no such screen is on the stack.
  @discardableResult
  public mutating func popTo<V: Hashable>(_ value: V) -> Bool {
    popTo(where: { ($0.base as? V) == value })
  }

  /// Pops until the topmost screen whose value is a `T` (or a subclass of it) is on top.
  ///
  /// - Returns: `false`, changing nothing, when no such screen is on the stack.
  @discardableResult
  public mutating func popTo<T>(_ type: T.Type) -> Bool {
    popTo(where: { $0.base is T })
  }

  /// Pops until the topmost `Identifiable` screen, of any type, whose identifier equals `id`.
  ///
  /// - Returns: `false`, changing nothing, when no such screen is on the stack.
  @discardableResult
  public mutating func popTo<ID: Hashable>(id: ID) -> Bool {
    popTo(where: { screen in
      (screen.base as? any Identifiable).map { identifier(of: $0) == AnyHashable(id) } ?? false
    })
  }
}

private func identifier<T: Identifiable>(of value: T) -> AnyHashable {
  AnyHashable(value.id)
}

extension NBNavigationPath: NBNavigable {
  /// The pushed values from bottom to top.
  public var screens: [AnyHashable] { elements }

  /// Pushes `screen` on top of the path.
  public mutating func push(_ screen: AnyHashable) {
    append(entry: NBPathEntry(screen))
  }

  /// Keeps the bottom `count` entries.
  public mutating func keepScreens(_ count: Int) {
    truncate(to: count)
  }
}
