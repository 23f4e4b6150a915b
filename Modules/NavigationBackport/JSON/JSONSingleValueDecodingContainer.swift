/// The single-value container of ``JSONValueDecoder``: reads one token.
struct JSONSingleValueDecodingContainer: SingleValueDecodingContainer {
  let decoder: JSONValueDecoder
  let token: Int
  /// The keys of the containers this one is nested in, below the decoder's path.
  let suffix: JSONPathSuffix

  var codingPath: [any CodingKey] { decoder.codingPath(suffix) }

  func decodeNil() -> Bool {
    decoder.decodeNil(at: token)
  }

  func decode(_ type: Bool.Type) throws -> Bool {
    try decoder.decodeBool(at: token) { codingPath }
  }

  func decode(_ type: String.Type) throws -> String {
    try decoder.decodeString(at: token) { codingPath }
  }

  func decode(_ type: Double.Type) throws -> Double {
    try decoder.decodeDouble(at: token) { codingPath }
  }

  func decode(_ type: Float.Type) throws -> Float {
    try decoder.decodeFloat(at: token) { codingPath }
  }

  private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    try decoder.decodeInteger(type, at: token) { codingPath }
  }

  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  func decode(_ type: Int128.Type) throws -> Int128 { try integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
  func decode(_ type: UInt128.Type) throws -> UInt128 { try integer(type) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try decoder.decodeValue(type, at: token, suffix: suffix, key: nil)
  }
}
