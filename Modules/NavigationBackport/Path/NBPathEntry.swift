import Synchronization

/// The identity of one pushed or presented screen, unique for the life of the process.
public struct NBEntryID: Hashable, Sendable, CustomStringConvertible {
  let rawValue: UInt64

  private static let counter = Atomic<UInt64>(0)

  /// A fresh identity.
  static func next() -> NBEntryID {
    NBEntryID(rawValue: counter.add(1, ordering: .relaxed).newValue)
  }

  /// `#` and the raw value.
  public var description: String { "#\(rawValue)" }
}

/// One screen on a path: the value pushed and the identity of that push.
///
/// Equality compares the values (dynamic type and `==`), not identities.
public struct NBPathEntry: Equatable {
  /// The identity of this push.
  public let id: NBEntryID
  /// The pushed value, type-erased.
  public let value: AnyHashable
  /// Which value the screen shows: new after an update in place or a rewrite with an unequal value.
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

  /// This entry's value in the identity of `old`, whose screen it takes over: in `old`'s revision
  /// when the values save alike, else as an update in place, so the screen shows the new value and
  /// the change is heard (and saved).
  ///
  /// `==` alone cannot tell: a view model whose `==` compares ids is `==` to one with another
  /// title. Values that are not `Encodable` save nothing, so `==` decides for them.
  func takingOver(_ old: NBPathEntry, coder: ElementCoder) -> NBPathEntry {
    guard savesAlike(old, coder: coder) else {
      return NBPathEntry(id: old.id, value: value)
    }
    return NBPathEntry(id: old.id, value: value, revision: old.revision)
  }

  /// Whether this entry's value and `other`'s encode to the same text (both not `Encodable`, or
  /// both failing to encode, counts as alike).
  private func savesAlike(_ other: NBPathEntry, coder: ElementCoder) -> Bool {
    guard value.base is any Encodable || other.value.base is any Encodable else {
      return true
    }
    let mine = try? coder.encode(self, codingPath: []).1
    let theirs = try? coder.encode(other, codingPath: []).1
    return mine == theirs
  }

  /// Whether `other` is the same screen: same identity, not updated or rewritten since; a view
  /// keeps what it built while this holds.
  package func isSameScreen(as other: NBPathEntry) -> Bool {
    id == other.id && revision == other.revision
  }

  var valueType: Any.Type { type(of: value.base) }

  /// The wire name of the value's type.
  var typeName: String { NBTypeName.of(valueType) }

  /// Whether both hold `==` values of the same dynamic type, whatever their identities.
  public static func == (lhs: NBPathEntry, rhs: NBPathEntry) -> Bool {
    lhs.valueType == rhs.valueType && lhs.value == rhs.value
  }
}
