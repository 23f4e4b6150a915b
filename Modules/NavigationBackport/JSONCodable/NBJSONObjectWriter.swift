/// Writes the members of a JSON object for ``NBJSONWriter/encodeObject(_:)``.
///
/// Keys must come in strictly ascending order of their UTF-8 bytes, the order the engine's
/// `Encodable` path sorts them into, so that both paths write the same text. A key out of order
/// is recorded as an error rather than silently producing a different document. Like
/// ``NBJSONWriter``, it cannot be copied or kept.
public struct NBJSONObjectWriter: ~Copyable {
  /// Owned by the element coder, which outlives every writer (writers cannot be copied or
  /// escape), so it is held and used without reference counting.
  let unmanagedContext: Unmanaged<JSONCodingContext>
  private var previousKey: StaticString?

  init(unmanagedContext: Unmanaged<JSONCodingContext>) {
    self.unmanagedContext = unmanagedContext
  }

  /// Writes a member whose value `body` writes with a ``NBJSONWriter``.
  public mutating func encodeMember(
    forKey key: StaticString, _ body: (inout NBJSONWriter) -> Void
  ) {
    guard beginMember(key) else {
      return
    }
    var value = NBJSONWriter(unmanagedContext: unmanagedContext, key: key)
    body(&value)
    if !value.hasValue {
      fail(key.description, "No value was written for the key.", key: key)
    }
  }

  /// Writes a string member.
  public mutating func encode(_ value: String, forKey key: StaticString) {
    encodeMember(forKey: key) { $0.encode(value) }
  }

  /// Writes an integer member.
  public mutating func encode(_ value: Int, forKey key: StaticString) {
    encodeMember(forKey: key) { $0.encode(value) }
  }

  /// Writes a `true` or `false` member.
  public mutating func encode(_ value: Bool, forKey key: StaticString) {
    encodeMember(forKey: key) { $0.encode(value) }
  }

  /// Writes a finite number member.
  public mutating func encode(_ value: Double, forKey key: StaticString) {
    encodeMember(forKey: key) { $0.encode(value) }
  }

  /// Writes a member through the value's own ``NBJSONCodable/encode(to:)``.
  public mutating func encode<T: NBJSONCodable>(_ value: T, forKey key: StaticString) {
    encodeMember(forKey: key) { $0.encode(value) }
  }

  /// Writes a member through the value's `Encodable` conformance.
  public mutating func encode<T: Encodable>(_ value: T, forKey key: StaticString) {
    encodeMember(forKey: key) { $0.encode(value) }
  }

  /// Writes a member unless `value` is `nil`, as synthesized `Encodable` conformances do.
  public mutating func encodeIfPresent<T: NBJSONCodable>(_ value: T?, forKey key: StaticString) {
    if let value {
      encode(value, forKey: key)
    }
  }

  /// Writes a member unless `value` is `nil`, as synthesized `Encodable` conformances do.
  public mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: StaticString) {
    if let value {
      encode(value, forKey: key)
    }
  }

  /// Writes an object member whose own members `body` writes.
  public mutating func encodeObject(
    forKey key: StaticString, _ body: (inout NBJSONObjectWriter) -> Void
  ) {
    encodeMember(forKey: key) { $0.encodeObject(body) }
  }

  /// Writes the separator and the key; `false`, with the misuse recorded, when it is out of order.
  private mutating func beginMember(_ key: StaticString) -> Bool {
    if let previousKey {
      guard Self.compare(previousKey, key) < 0 else {
        fail(
          key.description,
          """
          Key "\(key)" was written after "\(previousKey)": write keys in ascending order of \
          their UTF-8 bytes, the order the Encodable path sorts them into, each key once.
          """,
          key: key)
        return false
      }
      withContext { $0.output.write(byte: UInt8(ascii: ",")) }
    }
    previousKey = key
    withContext { context in key.withUTF8Buffer { context.write(quoted: $0) } }
    withContext { $0.output.write(byte: UInt8(ascii: ":")) }
    return true
  }

  /// Compares two keys by their UTF-8 bytes: negative, zero or positive.
  private static func compare(_ left: StaticString, _ right: StaticString) -> Int {
    left.withUTF8Buffer { left in
      right.withUTF8Buffer { right in
        let shared = min(left.count, right.count)
        for index in 0..<shared where left[index] != right[index] {
          return Int(left[index]) - Int(right[index])
        }
        return left.count - right.count
      }
    }
  }

  /// Calls `body` with the context, without retaining it.
  private func withContext<R>(_ body: (JSONCodingContext) -> R) -> R {
    unmanagedContext._withUnsafeGuaranteedRef(body)
  }

  /// Records a misuse in the context.
  private func fail(_ value: Any, _ message: String, key: StaticString?) {
    withContext { $0.fail(value, message, key: key) }
  }
}
