/// A type-erased list of the values pushed on a stack, as SwiftUI's `NavigationPath`, with readable
/// elements and the ``NBNavigable`` operations.
///
/// Paths are equal when they hold equal values of the same types in order, whatever identities.
public struct NBNavigationPath: Equatable, NBNavigable {
  /// The screens from the bottom (first pushed) to the top, with their identities.
  public internal(set) var entries: [NBPathEntry]

  /// An empty path.
  public init() {
    entries = []
  }

  /// A path holding `elements`, the first at the bottom.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    entries = elements.map { NBPathEntry(AnyHashable($0)) }
  }

  /// A path of existing entries, keeping their identities.
  package init(entries: [NBPathEntry]) {
    self.entries = entries
  }

  /// The number of screens on the path.
  public var count: Int { entries.count }

  /// Whether the path is empty, so that the stack shows its root view.
  public var isEmpty: Bool { entries.isEmpty }

  /// The pushed values from bottom to top.
  public var elements: [AnyHashable] { entries.map(\.value) }

  /// The value on top, or `nil` when the path is empty.
  public var last: AnyHashable? { entries.last?.value }

  /// Pushes `value` on top of the stack.
  public mutating func append<V: Hashable>(_ value: V) {
    entries.append(NBPathEntry(AnyHashable(value)))
  }

  /// Pushes an existing entry, keeping its identity.
  mutating func append(entry: NBPathEntry) {
    entries.append(entry)
  }

  /// Removes `k` values from the end of the path.
  ///
  /// - Precondition: `k` is in `0...count`, as in SwiftUI; ``NBNavigable/pop(_:)`` refuses instead.
  public mutating func removeLast(_ k: Int = 1) {
    precondition(k >= 0 && k <= entries.count, "removeLast(\(k)) on a path of \(entries.count)")
    entries.removeLast(k)
  }

  /// The index of the topmost value matching `predicate`, counting from the bottom.
  public func lastIndex(where predicate: (AnyHashable) throws -> Bool) rethrows -> Int? {
    try entries.lastIndex { try predicate($0.value) }
  }

  /// Keeps only the first `count` entries.
  mutating func truncate(to count: Int) {
    if count < entries.count {
      entries.removeLast(entries.count - max(count, 0))
    }
  }

  /// The same values with fresh identities, as if pushed anew.
  func withFreshIdentities() -> NBNavigationPath {
    NBNavigationPath(entries: entries.map { $0.withFreshIdentity() })
  }

  /// Whether every entry is the same screen as the entry of `other` at the same place.
  func showsSameScreens(as other: NBNavigationPath) -> Bool {
    entries.count == other.entries.count
      && zip(entries, other.entries).allSatisfy { $0.isSameScreen(as: $1) }
  }
}
