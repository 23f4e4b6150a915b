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
///
/// The values are a chain, newest first, that copies share: setting a value adds one link
/// rather than copying every value, and reading a key walks the chain to the newest value set.
package struct EnvironmentValues {
  private var newest: Entry?

  /// Empty values: every key reads its default.
  init() {}

  /// The value for `key`, or its default.
  package subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      let id = ObjectIdentifier(key)
      var entry = newest
      while let current = entry {
        if current.key == id { return current.value as? Key.Value ?? Key.defaultValue }
        entry = current.older
      }
      return Key.defaultValue
    }
    set {
      set(ObjectIdentifier(key), to: newValue)
    }
  }

  /// Sets the value of the key `key` identifies to `value`, a value of the key's type.
  mutating func set(_ key: ObjectIdentifier, to value: Any) {
    newest = Entry(key: key, value: value, older: newest)
  }

  /// Where controls are being resolved, which decides their role.
  var controlPlacement: ControlPlacement {
    get { self[ControlPlacementKey.self] }
    set { self[ControlPlacementKey.self] = newValue }
  }

  /// A copy with `value` for `key`.
  package func setting<Key: EnvironmentKey>(_ key: Key.Type, _ value: Key.Value) -> Self {
    var copy = self
    copy[key] = value
    return copy
  }
}

/// One value of the chain, and the values set before it.
private final class Entry {
  let key: ObjectIdentifier
  let value: Any
  let older: Entry?

  init(key: ObjectIdentifier, value: Any, older: Entry?) {
    self.key = key
    self.value = value
    self.older = older
  }
}
