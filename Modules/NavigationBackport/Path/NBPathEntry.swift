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
  /// ``value`` unwrapped once, when the entry is made, so that destination lookups and encoding
  /// never unwrap it again.
  public let base: Any
  /// The dynamic type of ``value``, found once when the entry is made.
  ///
  /// Destination lookups and encoding look at every element's type; reading it from
  /// `value.base` each time would box large values and cast them again and again.
  public let valueType: Any.Type
  /// How ``value`` is kept.
  private let hashable: Hashability

  /// Where an entry's `AnyHashable` comes from.
  private enum Hashability {
    /// Kept as it arrived: a pushed value comes as an `AnyHashable`.
    case made(AnyHashable)
    /// Made from ``NBPathEntry/base`` when asked for, by the registered type's witness, which
    /// every entry decoded as that type shares: decoding makes thousands of entries whose
    /// `AnyHashable` is rarely needed, and making one costs a conformance check and, for large
    /// values, a second box.
    case onDemand(any HashableWitness)
  }

  /// The pushed value, type-erased.
  public var value: AnyHashable {
    switch hashable {
    case .made(let value): value
    case .onDemand(let witness): witness.anyHashable(base)
    }
  }

  /// Wraps a value in a new entry with a fresh identity.
  public init(_ value: AnyHashable) {
    self.init(id: .next(), value: value)
  }

  init(id: NBEntryID, value: AnyHashable) {
    let base = value.base
    self.init(id: id, base: base, valueType: type(of: base), hashable: .made(value))
  }

  /// A new entry for a decoded value of the witness's type, whose static type is its dynamic
  /// type, so it needs no unwrapping.
  init<V>(typed value: consuming V, witness: any HashableWitness) {
    self.init(id: .next(), base: value, valueType: V.self, hashable: .onDemand(witness))
  }

  private init(id: NBEntryID, base: Any, valueType: Any.Type, hashable: Hashability) {
    self.id = id
    self.base = base
    self.valueType = valueType
    self.hashable = hashable
  }

  /// The same value in a new entry, with a fresh identity.
  func withFreshIdentity() -> NBPathEntry {
    NBPathEntry(id: .next(), base: base, valueType: valueType, hashable: hashable)
  }

  /// The readable, stable name of the value's type, as written to the wire format.
  public var typeName: String { NBTypeName.of(valueType) }

  /// Whether both entries hold equal values, whatever their identities.
  public static func == (lhs: NBPathEntry, rhs: NBPathEntry) -> Bool {
    switch (lhs.hashable, rhs.hashable) {
    case (.made(let left), .made(let right)):
      return left == right
    case (.onDemand(let left), .onDemand(let right)) where left === right:
      return left.equal(lhs.base, rhs.base)
    default:
      return lhs.value == rhs.value
    }
  }

  /// Hashes the value only, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}

/// Makes `AnyHashable`s of an entry's value, and compares values, from values held as `Any`.
///
/// Entries that share a witness hold values of the same type, which it compares directly:
/// every entry decoded as one registered type shares that type's witness.
protocol HashableWitness: AnyObject {
  /// `base` as an `AnyHashable`.
  func anyHashable(_ base: Any) -> AnyHashable
  /// Whether two values of the witness's type are equal.
  func equal(_ left: Any, _ right: Any) -> Bool
}

/// The ``HashableWitness`` for values of `Value`.
final class TypedHashableWitness<Value: Hashable>: HashableWitness {
  func anyHashable(_ base: Any) -> AnyHashable {
    AnyHashable(reinterpret(base, as: Value.self))
  }

  func equal(_ left: Any, _ right: Any) -> Bool {
    reinterpret(left, as: Value.self) == reinterpret(right, as: Value.self)
  }
}
