/// A key for a value passed down the view tree, with its value where nobody set one.
package protocol EnvironmentKey {
  associatedtype Value
  /// The value seen where no ancestor set one.
  static var defaultValue: Value { get }
}

/// Values passed down the view tree, keyed by type: a chain, newest first, that copies share, so
/// that setting a value adds one link.
package struct EnvironmentValues {
  private var newest: Entry?

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
      newest = Entry(key: ObjectIdentifier(key), value: newValue, older: newest)
    }
  }

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
