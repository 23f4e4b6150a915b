/// The keyed container of ``JSONValueEncoder``: adds members to one object node.
struct JSONKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: JSONValueEncoder
  let node: Int
  /// The keys of the containers this one is nested in, below the encoder's path.
  let suffix: JSONPathSuffix

  var codingPath: [any CodingKey] { encoder.codingPath(suffix) }

  private func member(_ key: Key) -> Int {
    encoder.tree.addMember(to: node, key: key.stringValue)
  }

  /// Adds a member named `key` whose text `write` renders.
  private func scalar(_ key: Key, _ write: (JSONWriter) -> Void) {
    let member = member(key)
    write(encoder.tree.text)
    encoder.tree.endScalar(member)
  }

  mutating func encodeNil(forKey key: Key) throws { scalar(key) { $0.write("null") } }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    scalar(key) { $0.write(bool: value) }
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    scalar(key) { $0.write(string: value) }
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    guard value.isFinite else {
      throw JSONValueEncoder.nonFinite(value, codingPath: codingPath + [key])
    }
    scalar(key) { $0.write(double: value) }
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    guard value.isFinite else {
      throw JSONValueEncoder.nonFinite(value, codingPath: codingPath + [key])
    }
    scalar(key) { $0.write(float: value) }
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    scalar(key) { $0.write(signed: Int64(value)) }
  }
  mutating func encode(_ value: Int8, forKey key: Key) throws {
    scalar(key) { $0.write(signed: Int64(value)) }
  }
  mutating func encode(_ value: Int16, forKey key: Key) throws {
    scalar(key) { $0.write(signed: Int64(value)) }
  }
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    scalar(key) { $0.write(signed: Int64(value)) }
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    scalar(key) { $0.write(signed: value) }
  }
  mutating func encode(_ value: Int128, forKey key: Key) throws {
    scalar(key) { $0.write(wide: value) }
  }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    scalar(key) { $0.write(unsigned: UInt64(value)) }
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    scalar(key) { $0.write(unsigned: UInt64(value)) }
  }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    scalar(key) { $0.write(unsigned: UInt64(value)) }
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    scalar(key) { $0.write(unsigned: UInt64(value)) }
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    scalar(key) { $0.write(unsigned: value) }
  }
  mutating func encode(_ value: UInt128, forKey key: Key) throws {
    scalar(key) { $0.write(wide: value) }
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try encoder.encodeValue(value, into: member(key), suffix: suffix, key: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    encoder.keyedContainer(node: member(key), suffix: suffix.appending(key))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    encoder.unkeyedContainer(node: member(key), suffix: suffix.appending(key))
  }

  mutating func superEncoder() -> any Encoder {
    JSONSuperEncoder(
      encoder: encoder,
      node: encoder.tree.addMember(to: node, key: JSONStringKey.superKey.stringValue),
      suffix: suffix.appending(JSONStringKey.superKey))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    JSONSuperEncoder(encoder: encoder, node: member(key), suffix: suffix.appending(key))
  }
}
