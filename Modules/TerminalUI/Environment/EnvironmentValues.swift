/// A key for a value passed down the view tree, with its value where nobody set one.
///
/// ```swift
/// enum IsPresentedKey: EnvironmentKey { static let defaultValue = false }
/// content.environment(IsPresentedKey.self, true)
/// // in a primitive's resolve(in:into:): context.environment[IsPresentedKey.self]
/// ```
package protocol EnvironmentKey {
  /// The type of value the key holds.
  associatedtype Value
  /// The value seen where no ancestor set one.
  static var defaultValue: Value { get }
}

/// Values passed down the view tree, keyed by type: what a modifier sets, its subtree sees.
package struct EnvironmentValues {
  private var values: [ObjectIdentifier: Any] = [:]

  /// Empty values: every key reads its default.
  package init() {}

  /// The value for `key`, or its default.
  package subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// A copy with `value` for `key`.
  package func setting<Key: EnvironmentKey>(_ key: Key.Type, _ value: Key.Value) -> Self {
    var copy = self
    copy[key] = value
    return copy
  }
}
