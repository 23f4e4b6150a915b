import Synchronization

/// The identity of one pushed or presented screen, unique for the life of the process.
///
/// Two pushes of equal values get different identities, so a view layer can keep a screen's
/// state while that entry stays on a path and release it when the entry goes away.
public struct NBEntryID: Hashable, Sendable, CustomStringConvertible {
  /// The raw counter value; only meaningful for comparison and diagnostics.
  public let rawValue: UInt64

  private static let counter = Atomic<UInt64>(0)

  /// A fresh identity, never handed out before in this process.
  static func next() -> NBEntryID {
    NBEntryID(rawValue: counter.add(1, ordering: .relaxed).newValue)
  }

  /// `#` followed by the raw value, as shown in diagnostics.
  public var description: String { "#\(rawValue)" }
}

/// One screen on a navigation path: the value that was pushed and the identity of that push.
///
/// Equality and hashing look at ``value`` only; ``id`` tells apart equal values pushed twice.
public struct NBPathEntry: Hashable {
  /// The identity of this push.
  public let id: NBEntryID
  /// The pushed value, type-erased.
  public let value: AnyHashable
  /// ``value`` unwrapped once, when the entry is made, so that destination lookups and encoding
  /// never unwrap it again.
  public let base: Any
  /// The dynamic type of ``value``, found once when the entry is made.
  ///
  /// Destination lookups and encoding look at every element's type; reading it from
  /// `value.base` each time would box large values and cast them again and again.
  public let valueType: Any.Type

  /// Wraps a value in a new entry with a fresh identity.
  public init(_ value: AnyHashable) {
    self.init(id: .next(), value: value)
  }

  init(id: NBEntryID, value: AnyHashable) {
    self.init(id: id, value: value, base: value.base)
  }

  /// A new entry for a value whose static type is its dynamic type (a decoded value), which
  /// needs no unwrapping.
  init<V: Hashable>(typed value: V) {
    self.init(id: .next(), value: AnyHashable(value), base: value)
  }

  private init(id: NBEntryID, value: AnyHashable, base: Any) {
    self.id = id
    self.value = value
    self.base = base
    self.valueType = type(of: base)
  }

  /// The same value in a new entry, with a fresh identity.
  func withFreshIdentity() -> NBPathEntry {
    NBPathEntry(id: .next(), value: value, base: base)
  }

  /// The readable, stable name of the value's type, as written to the wire format.
  public var typeName: String { NBTypeName.of(valueType) }

  /// Whether both entries hold equal values, whatever their identities.
  public static func == (lhs: NBPathEntry, rhs: NBPathEntry) -> Bool {
    lhs.value == rhs.value
  }

  /// Hashes the value only, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
