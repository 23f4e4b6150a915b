import Foundation

// The standard types a path most often holds, written and read without `Codable`'s containers:
// the same text as their `Codable` conformances, through the same readers.

extension String: NBJSONCodable {
  /// Writes the string.
  public func encode(to json: inout NBJSONWriter) { json.encode(self) }
  /// Reads a string.
  public init(from json: NBJSONReader) throws { self = try json.decode(String.self) }
}

extension Bool: NBJSONCodable {
  /// Writes `true` or `false`.
  public func encode(to json: inout NBJSONWriter) { json.encode(self) }
  /// Reads `true` or `false`.
  public init(from json: NBJSONReader) throws { self = try json.decode(Bool.self) }
}

extension Double: NBJSONCodable {
  /// Writes the number; a non-finite value is recorded as an error.
  public func encode(to json: inout NBJSONWriter) { json.encode(self) }
  /// Reads a number.
  public init(from json: NBJSONReader) throws { self = try json.decode(Double.self) }
}

extension Float: NBJSONCodable {
  /// Writes the number; a non-finite value is recorded as an error.
  public func encode(to json: inout NBJSONWriter) { json.encode(float: self) }
  /// Reads a number that fits in a `Float`.
  public init(from json: NBJSONReader) throws { self = try json.decode(float: Float.self) }
}

extension UUID: NBJSONCodable {
  /// Writes the UUID as its uppercase string, as `UUID`'s `Encodable` conformance does.
  public func encode(to json: inout NBJSONWriter) { json.encode(uuidString) }

  /// Reads a UUID from its string.
  public init(from json: NBJSONReader) throws {
    let text = try json.decode(String.self)
    guard let uuid = UUID(uuidString: text) else {
      throw json.dataCorrupted("Attempted to decode UUID from invalid UUID string.")
    }
    self = uuid
  }
}

/// The standard integer types share one implementation.
protocol NBJSONInteger: FixedWidthInteger, NBJSONCodable {}

extension NBJSONInteger {
  /// Writes the integer in decimal.
  public func encode(to json: inout NBJSONWriter) { json.encode(integer: self) }
  /// Reads an integer that fits in the type.
  public init(from json: NBJSONReader) throws { self = try json.decode(integer: Self.self) }
}

extension Int: NBJSONInteger {}
extension Int8: NBJSONInteger {}
extension Int16: NBJSONInteger {}
extension Int32: NBJSONInteger {}
extension Int64: NBJSONInteger {}
extension UInt: NBJSONInteger {}
extension UInt8: NBJSONInteger {}
extension UInt16: NBJSONInteger {}
extension UInt32: NBJSONInteger {}
extension UInt64: NBJSONInteger {}
