/// A stack of screens with the pushing and popping operations: a typed array, an
/// ``NBNavigationPath`` or an ``NBBackStack``.
///
/// ``popTo(where:)`` is the core; the other forms are one line each. A request that cannot be
/// honoured changes nothing and returns `false`. See <doc:Differences>.
public protocol NBNavigable<Screen> {
  /// What the stack holds: a typed screen, or `AnyHashable` for a type-erased stack.
  associatedtype Screen

  /// The number of screens on the stack.
  var count: Int { get }

  /// The index of the topmost screen matching `predicate`, counting from the bottom.
  func lastIndex(where predicate: (Screen) throws -> Bool) rethrows -> Int?

  /// Removes the top `k` screens; the operations here only ask for `k` in `0...count`.
  mutating func removeLast(_ k: Int)
}

extension NBNavigable {
  /// Pops `count` screens.
  ///
  /// - Returns: `false`, changing nothing, when `count` is negative or more than the stack holds.
  @discardableResult
  public mutating func pop(_ count: Int = 1) -> Bool {
    guard count >= 0, count <= self.count else {
      return false
    }
    removeLast(count)
    return true
  }

  /// Pops until the screen at `index` (0 is the bottom) is on top; `-1` empties the stack.
  ///
  /// - Returns: `false`, changing nothing, when `index` is below `-1` or past the top.
  @discardableResult
  public mutating func popTo(index: Int) -> Bool {
    index >= -1 && index < count && pop(count - index - 1)
  }

  /// Pops every screen, so that the stack shows its root view; always succeeds.
  @discardableResult
  public mutating func popToRoot() -> Bool {
    popTo(index: -1)
  }

  /// Pops until the topmost screen matching `predicate` is on top.
  ///
  /// - Returns: `false`, changing nothing, when no screen matches.
  @discardableResult
  public mutating func popTo(where predicate: (Screen) -> Bool) -> Bool {
    lastIndex(where: predicate).map { popTo(index: $0) } ?? false
  }

  /// Pops until the topmost `Identifiable` screen (of any type, on a type-erased stack) with
  /// identifier `id` is on top.
  ///
  /// - Returns: `false`, changing nothing, when no such screen is on the stack.
  @discardableResult
  public mutating func popTo<ID: Hashable>(id: ID) -> Bool {
    popTo(where: { screen in
      (unwrapped(screen) as? any Identifiable).map { identifier(of: $0) == AnyHashable(id) }
        ?? false
    })
  }
}

extension NBNavigable where Screen: Equatable {
  /// Pops until the topmost screen equal to `screen`, and of its dynamic type, is on top.
  ///
  /// - Returns: `false`, changing nothing, when no such screen is on the stack.
  @discardableResult
  public mutating func popTo(_ screen: Screen) -> Bool {
    popTo(where: { $0 == screen && type(of: unwrapped($0)) == type(of: unwrapped(screen)) })
  }
}

extension NBNavigable where Screen == AnyHashable {
  /// Pops until the topmost screen whose value is a `T` (or a subclass) is on top.
  ///
  /// - Returns: `false`, changing nothing, when no such screen is on the stack.
  @discardableResult
  public mutating func popTo<T>(_ type: T.Type) -> Bool {
    popTo(where: { $0.base is T })
  }
}

/// The value itself, looking inside an `AnyHashable`.
private func unwrapped(_ value: Any) -> Any {
  (value as? AnyHashable)?.base ?? value
}

private func identifier<T: Identifiable>(of value: T) -> AnyHashable {
  AnyHashable(value.id)
}

extension Array: NBNavigable where Element: Hashable {
  /// Pushes `screen` on top of the stack, as `append(_:)` does.
  public mutating func push(_ screen: Element) {
    append(screen)
  }
}
