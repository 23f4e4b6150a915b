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
/// rather than copying every value, as each of a list's rows sets a few. A mask of the keys set
/// answers most reads of a key nobody set without walking the chain.
package struct EnvironmentValues {
  private var newest: Entry?
  private var keysSet: UInt64 = 0
  /// Where controls are being resolved, which decides their role.
  ///
  /// The renderer's own value, kept as a field rather than in the chain: every list row and
  /// every stack inside one sets it, and a field costs no allocation to set or walk to read.
  package var controlPlacement = ControlPlacement.content

  /// Empty values: every key reads its default.
  package init() {}

  /// The bit of `key` in ``keysSet``.
  private static func bit(_ key: ObjectIdentifier) -> UInt64 {
    // The key's address, without hashing it: type metadata is aligned to 8 bytes and keys lie
    // near each other, so the bits above the alignment spread them well enough.
    1 << UInt64((UInt(bitPattern: key) >> 3) % 64)
  }

  /// The value for `key`, or its default.
  package subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      let id = ObjectIdentifier(key)
      guard keysSet & Self.bit(id) != 0 else { return Key.defaultValue }
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
  ///
  /// Values are kept as `Any`, so that setting one makes no generic entry type, whose metadata
  /// the runtime would look up for every value set in every row of a list.
  mutating func set(_ key: ObjectIdentifier, to value: Any) {
    newest = Entry(key: key, value: value, older: newest)
    keysSet |= Self.bit(key)
  }

  /// A copy with `placement` as the control placement.
  package func setting(_ placement: ControlPlacement) -> Self {
    var copy = self
    copy.controlPlacement = placement
    return copy
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
