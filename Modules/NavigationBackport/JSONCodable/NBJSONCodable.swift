/// A path element type that writes and reads its own JSON, skipping `Codable`'s containers.
///
/// `Codable` costs every value an encoder lookup, boxed containers, generic metadata and, for
/// enums, an array of keys; for the small values a navigation path holds that is most of the time
/// an encode or decode takes. A type that conforms here is written and read by its own two
/// methods instead, several times faster, wherever the engine encodes path elements: paths,
/// navigation states and their `CodableRepresentation`s through any coder.
///
/// The JSON must be the text the type's `Codable` conformance produces (object keys in ascending
/// order of their UTF-8 bytes, as the engine sorts them), so that documents written either way
/// read back either way and adopting or dropping the conformance never breaks saved state.
/// ``NBJSONCodableCheck/verify(_:)`` proves that for sample values in a unit test.
///
/// ```swift
/// extension Screen: NBJSONCodable {
///   func encode(to json: inout NBJSONWriter) {
///     json.encodeObject { object in
///       object.encode(id, forKey: "id")
///       object.encode(title, forKey: "title")
///     }
///   }
///
///   init(from json: NBJSONReader) throws {
///     let object = try json.object()
///     self.init(
///       id: try object.decode(Int.self, forKey: "id"),
///       title: try object.decode(String.self, forKey: "title"))
///   }
/// }
/// ```
///
/// `String`, `Bool`, `Double`, `Float`, `UUID` and the standard integer types conform already.
public protocol NBJSONCodable: Codable {
  /// Writes the value as exactly one JSON value, the text its `Encodable` conformance produces.
  ///
  /// Misuse that cannot be written (keys out of order, a second value, a non-finite number) is
  /// recorded by the writer and thrown by whatever is encoding the path, with the key it was at.
  func encode(to json: inout NBJSONWriter)

  /// Reads a value from the JSON ``encode(to:)`` or the `Encodable` conformance wrote.
  ///
  /// - Throws: `DecodingError`, with the coding path of the value that is wrong.
  init(from json: NBJSONReader) throws
}
