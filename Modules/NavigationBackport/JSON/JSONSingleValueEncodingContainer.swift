/// The single-value container of ``JSONValueEncoder``: writes one value into one node.
struct JSONSingleValueEncodingContainer: SingleValueEncodingContainer {
  let encoder: JSONValueEncoder
  let node: Int
  /// The keys of the containers this one is nested in, below the encoder's path.
  let suffix: JSONPathSuffix

  var codingPath: [any CodingKey] { encoder.codingPath(suffix) }

  /// Writes the node's one value, which `write` renders.
  private func scalar(_ write: (JSONWriter) -> Void) throws {
    try encoder.beginScalar(node)
    write(encoder.tree.text)
    encoder.tree.endScalar(node)
  }

  private func checkFinite<T: BinaryFloatingPoint>(_ value: T) throws {
    guard value.isFinite else {
      throw JSONValueEncoder.nonFinite(value, codingPath: codingPath)
    }
  }

  mutating func encodeNil() throws { try scalar { $0.write("null") } }
  mutating func encode(_ value: Bool) throws { try scalar { $0.write(bool: value) } }
  mutating func encode(_ value: String) throws { try scalar { $0.write(string: value) } }
  mutating func encode(_ value: Double) throws {
    try checkFinite(value)
    try scalar { $0.write(double: value) }
  }
  mutating func encode(_ value: Float) throws {
    try checkFinite(value)
    try scalar { $0.write(float: value) }
  }
  mutating func encode(_ value: Int) throws { try scalar { $0.write(signed: Int64(value)) } }
  mutating func encode(_ value: Int8) throws { try scalar { $0.write(signed: Int64(value)) } }
  mutating func encode(_ value: Int16) throws { try scalar { $0.write(signed: Int64(value)) } }
  mutating func encode(_ value: Int32) throws { try scalar { $0.write(signed: Int64(value)) } }
  mutating func encode(_ value: Int64) throws { try scalar { $0.write(signed: value) } }
  mutating func encode(_ value: Int128) throws { try scalar { $0.write(wide: value) } }
  mutating func encode(_ value: UInt) throws { try scalar { $0.write(unsigned: UInt64(value)) } }
  mutating func encode(_ value: UInt8) throws { try scalar { $0.write(unsigned: UInt64(value)) } }
  mutating func encode(_ value: UInt16) throws { try scalar { $0.write(unsigned: UInt64(value)) } }
  mutating func encode(_ value: UInt32) throws { try scalar { $0.write(unsigned: UInt64(value)) } }
  mutating func encode(_ value: UInt64) throws { try scalar { $0.write(unsigned: value) } }
  mutating func encode(_ value: UInt128) throws { try scalar { $0.write(wide: value) } }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try encoder.encodeValue(value, into: node, suffix: suffix, key: nil)
  }
}
