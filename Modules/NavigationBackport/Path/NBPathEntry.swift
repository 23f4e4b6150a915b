import Synchronization

/// The identity of one pushed or presented screen, unique for the life of the process.
///
/// Two pushes of equal values get different identities, so a view layer can keep a screen's
/// state while that entry stays on a path and release it when the entry goes away.
public struct NBEntryID: Hashable, Sendable, CustomStringConvertible {
  /// The raw counter value; only meaningful for comparison and diagnostics.
  let rawValue: UInt64

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
/// Equality looks at the value only (its dynamic type and `==`); ``id`` tells apart equal values
/// pushed twice. An entry is not `Hashable`, so it cannot be pushed or looked up as a value.
public struct NBPathEntry: Equatable {
  /// The identity of this push.
  public let id: NBEntryID
  /// The pushed value, type-erased.
  public let value: AnyHashable
  /// Which value this is for the screen: shared by copies, new after an update in place or a
  /// rewrite with a value that is not `==` to the one before.
  private let revision: UInt64

  /// Wraps a value in a new entry with a fresh identity.
  init(_ value: AnyHashable) {
    self.init(id: .next(), value: value)
  }

  /// An entry with identity `id` holding `value` in a new revision: an update in place.
  init(id: NBEntryID, value: AnyHashable) {
    self.id = id
    self.value = value
    self.revision = NBEntryID.next().rawValue
  }

  private init(id: NBEntryID, value: AnyHashable, revision: UInt64) {
    self.id = id
    self.value = value
    self.revision = revision
  }

  /// The same value in a new entry, with a fresh identity.
  func withFreshIdentity() -> NBPathEntry {
    NBPathEntry(id: .next(), value: value, revision: revision)
  }

  /// This entry's value, as written, in the identity and revision of `old`, whose screen it
  /// takes over.
  func takingOver(_ old: NBPathEntry) -> NBPathEntry {
    NBPathEntry(id: old.id, value: value, revision: old.revision)
  }

  /// Whether `other` is the same screen as this entry: the same identity, neither updated in
  /// place since nor rewritten with a value that is not `==` to this one.
  ///
  /// A view layer keeps what it built for an entry while this holds, and builds the screen again
  /// when it no longer does.
  package func isSameScreen(as other: NBPathEntry) -> Bool {
    id == other.id && revision == other.revision
  }

  /// The dynamic type of ``value``.
  var valueType: Any.Type { type(of: value.base) }

  /// The readable, stable name of the value's type, as written to the wire format.
  var typeName: String { NBTypeName.of(valueType) }

  /// Whether both entries hold values of the same dynamic type that are `==`, whatever their
  /// identities.
  public static func == (lhs: NBPathEntry, rhs: NBPathEntry) -> Bool {
    lhs.valueType == rhs.valueType && lhs.value == rhs.value
  }
}
