/// The unkeyed container of ``JSONValueEncoder``: appends elements to one array node.
struct JSONUnkeyedEncodingContainer: UnkeyedEncodingContainer {
  let encoder: JSONValueEncoder
  let node: Int
  /// The keys of the containers this one is nested in, below the encoder's path.
  let suffix: JSONPathSuffix

  var codingPath: [any CodingKey] { encoder.codingPath(suffix) }

  var count: Int { encoder.tree.childCount(of: node) }

  private func element() -> Int {
    encoder.tree.addElement(to: node)
  }

  /// Adds an element whose text `write` renders.
  private func scalar(_ write: (JSONWriter) -> Void) {
    let element = element()
    write(encoder.tree.text)
    encoder.tree.endScalar(element)
  }

  private func checkFinite<T: BinaryFloatingPoint>(_ value: T) throws {
    guard value.isFinite else {
      throw JSONValueEncoder.nonFinite(
        value, codingPath: codingPath + [JSONIndexKey(index: count)])
    }
  }

  /// Appends a string; unlike `encode(_:)` it needs no `var` copy of the container.
  func encodeString(_ value: String) {
    scalar { $0.write(string: value) }
  }

  /// Appends a string given as UTF-8 bytes, without making a `String` of them.
  func encodeString(utf8 text: UnsafeBufferPointer<UInt8>) {
    scalar { $0.write(quoted: text) }
  }

  mutating func encodeNil() throws { scalar { $0.write("null") } }
  mutating func encode(_ value: Bool) throws { scalar { $0.write(bool: value) } }
  mutating func encode(_ value: String) throws { scalar { $0.write(string: value) } }
  mutating func encode(_ value: Double) throws {
    try checkFinite(value)
    scalar { $0.write(double: value) }
  }
  mutating func encode(_ value: Float) throws {
    try checkFinite(value)
    scalar { $0.write(float: value) }
  }
  mutating func encode(_ value: Int) throws { scalar { $0.write(signed: Int64(value)) } }
  mutating func encode(_ value: Int8) throws { scalar { $0.write(signed: Int64(value)) } }
  mutating func encode(_ value: Int16) throws { scalar { $0.write(signed: Int64(value)) } }
  mutating func encode(_ value: Int32) throws { scalar { $0.write(signed: Int64(value)) } }
  mutating func encode(_ value: Int64) throws { scalar { $0.write(signed: value) } }
  mutating func encode(_ value: Int128) throws { scalar { $0.write(wide: value) } }
  mutating func encode(_ value: UInt) throws { scalar { $0.write(unsigned: UInt64(value)) } }
  mutating func encode(_ value: UInt8) throws { scalar { $0.write(unsigned: UInt64(value)) } }
  mutating func encode(_ value: UInt16) throws { scalar { $0.write(unsigned: UInt64(value)) } }
  mutating func encode(_ value: UInt32) throws { scalar { $0.write(unsigned: UInt64(value)) } }
  mutating func encode(_ value: UInt64) throws { scalar { $0.write(unsigned: value) } }
  mutating func encode(_ value: UInt128) throws { scalar { $0.write(wide: value) } }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let key = JSONIndexKey(index: count)
    try encoder.encodeValue(value, into: element(), suffix: suffix, key: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let key = JSONIndexKey(index: count)
    return encoder.keyedContainer(node: element(), suffix: suffix.appending(key))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let key = JSONIndexKey(index: count)
    return encoder.unkeyedContainer(node: element(), suffix: suffix.appending(key))
  }

  mutating func superEncoder() -> any Encoder {
    let key = JSONIndexKey(index: count)
    return JSONSuperEncoder(encoder: encoder, node: element(), suffix: suffix.appending(key))
  }
}
