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
  public var id: NBEntryID { NBEntryID(rawValue: identity & ~Self.decodedFlag) }
  /// The identity's counter, with ``decodedFlag`` set when ``stored`` is a decoded value's marker.
  ///
  /// Packed into one word so that an entry stays 88 bytes: lookups walk arrays of entries, and
  /// at 96 bytes a few hundred of them no longer fit the CPU's first-level cache.
  private let identity: UInt64
  /// Counters count up from 1 and never reach this bit.
  private static let decodedFlag: UInt64 = 1 << 63
  /// The value as it was pushed, which arrives as an `AnyHashable`; for a decoded value, its
  /// registered type's ``DecodedHashing/marker`` instead, and ``value`` is made when asked.
  ///
  /// Decoding makes thousands of entries whose `AnyHashable` is rarely needed, and making one
  /// costs a conformance check and, for large values, a second box; the marker is made once per
  /// type. Either way this is one `AnyHashable`, so an entry copies as cheaply as before.
  private let stored: AnyHashable
  /// ``value`` unwrapped once, when the entry is made, so that destination lookups and encoding
  /// never unwrap it again.
  public let base: Any
  /// The dynamic type of ``value``, found once when the entry is made.
  ///
  /// Destination lookups and encoding look at every element's type; reading it from
  /// `value.base` each time would box large values and cast them again and again.
  public let valueType: Any.Type
  /// Whether ``stored`` is a marker: the entry holds a decoded value.
  private var isDecoded: Bool { identity & Self.decodedFlag != 0 }

  /// The pushed value, type-erased.
  public var value: AnyHashable {
    isDecoded ? decodedWitness.anyHashable(base) : stored
  }

  /// The witness of a decoded entry's type, from its marker.
  private var decodedWitness: any HashableWitness {
    reinterpret(stored.base, as: DecodedValueMarker.self).witness
  }

  /// Wraps a value in a new entry with a fresh identity.
  public init(_ value: AnyHashable) {
    self.init(id: .next(), value: value)
  }

  init(id: NBEntryID, value: AnyHashable) {
    let base = value.base
    self.init(identity: id.rawValue, stored: value, base: base, valueType: type(of: base))
  }

  /// A new entry for a decoded value of the registered type `hashing` belongs to, whose static
  /// type is its dynamic type, so it needs no unwrapping.
  init<V>(typed value: consuming V, witness hashing: DecodedHashing) {
    self.init(
      identity: NBEntryID.next().rawValue | Self.decodedFlag, stored: hashing.marker, base: value,
      valueType: V.self)
  }

  private init(identity: UInt64, stored: AnyHashable, base: Any, valueType: Any.Type) {
    self.identity = identity
    self.stored = stored
    self.base = base
    self.valueType = valueType
  }

  /// The same value in a new entry, with a fresh identity.
  func withFreshIdentity() -> NBPathEntry {
    NBPathEntry(
      identity: NBEntryID.next().rawValue | identity & Self.decodedFlag, stored: stored,
      base: base, valueType: valueType)
  }

  /// The readable, stable name of the value's type, as written to the wire format.
  public var typeName: String { NBTypeName.of(valueType) }

  /// Whether both entries hold equal values, whatever their identities.
  public static func == (lhs: NBPathEntry, rhs: NBPathEntry) -> Bool {
    if lhs.isDecoded, rhs.isDecoded {
      let witness = lhs.decodedWitness
      if witness === rhs.decodedWitness {
        return witness.equal(lhs.base, rhs.base)
      }
    }
    return lhs.value == rhs.value
  }

  /// Hashes the value only, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}

/// Makes `AnyHashable`s of one type's values, and compares them, from values held as `Any`.
///
/// One per registered type, shared by every entry decoded as that type.
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

/// What every entry decoded as one registered type shares: a marker standing in for the
/// entries' `AnyHashable`, which leads to the type's witness.
struct DecodedHashing {
  /// An `AnyHashable` of a ``DecodedValueMarker``, made once per registered type.
  let marker: AnyHashable

  init(_ witness: any HashableWitness) {
    marker = AnyHashable(DecodedValueMarker(witness: witness))
  }
}

/// Stands in a decoded entry for the `AnyHashable` of its value; never seen outside the entry.
final class DecodedValueMarker: Hashable {
  let witness: any HashableWitness

  init(witness: any HashableWitness) {
    self.witness = witness
  }

  static func == (lhs: DecodedValueMarker, rhs: DecodedValueMarker) -> Bool {
    lhs === rhs
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
