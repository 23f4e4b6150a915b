import Foundation

/// Reads one JSON value for ``NBJSONCodable/init(from:)``.
///
/// Every failure is a `DecodingError` whose coding path leads from the element to this value,
/// worded like the engine's `Decodable` path words it.
public struct NBJSONReader {
  let decoder: JSONValueDecoder
  /// The value's token on the decoder's tape.
  let index: Int

  /// Whether the value is `null`.
  public var isNull: Bool { decoder.decodeNil(at: index) }

  /// Reads a string.
  public func decode(_ type: String.Type) throws -> String {
    try decoder.decodeString(at: index) { codingPath }
  }

  /// Reads an integer; a number with a fraction or out of range is an error.
  public func decode(_ type: Int.Type) throws -> Int {
    try decoder.decodeInteger(Int.self, at: index) { codingPath }
  }

  /// Reads `true` or `false`.
  public func decode(_ type: Bool.Type) throws -> Bool {
    try decoder.decodeBool(at: index) { codingPath }
  }

  /// Reads a number.
  public func decode(_ type: Double.Type) throws -> Double {
    try decoder.decodeDouble(at: index) { codingPath }
  }

  /// Reads a value through its own ``NBJSONCodable/init(from:)``.
  public func decode<T: NBJSONCodable>(_ type: T.Type) throws -> T {
    try T(from: self)
  }

  /// Reads a value through its `Decodable` conformance, for types without their own methods.
  public func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try decoder.decodeValue(T.self, at: index, below: codingPath)
  }

  /// The value as an object, whose members are read by key.
  ///
  /// - Throws: `DecodingError.typeMismatch` (or `valueNotFound` for `null`) when it is not one.
  public func object() throws -> NBJSONObjectReader {
    let token = decoder.token(at: index)
    guard token.kind == .object else {
      throw decoder.mismatch([String: Any].self, found: token, codingPath, expected: "an object")
    }
    return NBJSONObjectReader(decoder: decoder, index: index)
  }

  /// An error saying that the value is not valid, for checks `init(from:)` makes itself.
  public func dataCorrupted(_ message: String) -> DecodingError {
    decoder.corrupted(codingPath, message)
  }

  /// The keys from the element down to this value; worked out only when an error needs them.
  public var codingPath: [any CodingKey] {
    decoder.codingPath(toToken: index)
  }

  /// Reads any standard integer type.
  func decode<T: FixedWidthInteger>(integer type: T.Type) throws -> T {
    try decoder.decodeInteger(T.self, at: index) { codingPath }
  }

  /// Reads a `Float`.
  func decode(float type: Float.Type) throws -> Float {
    try decoder.decodeFloat(at: index) { codingPath }
  }
}
