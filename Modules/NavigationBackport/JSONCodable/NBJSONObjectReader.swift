/// Reads the members of a JSON object for ``NBJSONCodable/init(from:)``, by key.
///
/// Keys are compared as bytes, without building a `String`; when a key repeats, the last
/// member wins, as with `JSONDecoder`.
public struct NBJSONObjectReader {
  let decoder: JSONValueDecoder
  /// The object's token on the decoder's tape.
  let index: Int

  /// The number of members.
  public var count: Int { Int(decoder.token(at: index).length) }

  /// The value of the member named `key`.
  ///
  /// - Throws: `DecodingError.keyNotFound` when there is no such member.
  public func member(_ key: StaticString) throws -> NBJSONReader {
    NBJSONReader(decoder: decoder, index: try memberToken(key))
  }

  /// The token of the value of the member named `key`; reading scalars by key goes straight
  /// to the tape, without making a reader.
  private func memberToken(_ key: StaticString) throws -> Int {
    let found = key.withUTF8Buffer { decoder.member(named: $0, in: index) }
    guard let found else {
      throw DecodingError.keyNotFound(
        JSONStringKey(key.description),
        DecodingError.Context(
          codingPath: decoder.codingPath(toToken: index),
          debugDescription: "No value associated with key \"\(key)\"."))
    }
    return found
  }

  /// The value of the member named `key`, or `nil` when there is none.
  public func memberIfPresent(_ key: StaticString) -> NBJSONReader? {
    key.withUTF8Buffer { bytes in
      decoder.member(named: bytes, in: index).map { NBJSONReader(decoder: decoder, index: $0) }
    }
  }

  /// Reads the string member named `key`.
  public func decode(_ type: String.Type, forKey key: StaticString) throws -> String {
    let value = try memberToken(key)
    return try decoder.decodeString(at: value) { decoder.codingPath(toToken: value) }
  }

  /// Reads the integer member named `key`.
  public func decode(_ type: Int.Type, forKey key: StaticString) throws -> Int {
    let value = try memberToken(key)
    return try decoder.decodeInteger(Int.self, at: value) { decoder.codingPath(toToken: value) }
  }

  /// Reads the `true` or `false` member named `key`.
  public func decode(_ type: Bool.Type, forKey key: StaticString) throws -> Bool {
    let value = try memberToken(key)
    return try decoder.decodeBool(at: value) { decoder.codingPath(toToken: value) }
  }

  /// Reads the number member named `key`.
  public func decode(_ type: Double.Type, forKey key: StaticString) throws -> Double {
    let value = try memberToken(key)
    return try decoder.decodeDouble(at: value) { decoder.codingPath(toToken: value) }
  }

  /// Reads the member named `key` through its type's own ``NBJSONCodable/init(from:)``.
  public func decode<T: NBJSONCodable>(_ type: T.Type, forKey key: StaticString) throws -> T {
    try member(key).decode(T.self)
  }

  /// Reads the member named `key` through its type's `Decodable` conformance.
  public func decode<T: Decodable>(_ type: T.Type, forKey key: StaticString) throws -> T {
    try member(key).decode(T.self)
  }

  /// Reads the member named `key`, or `nil` when it is missing or `null`, as synthesized
  /// `Decodable` conformances do for optional properties.
  public func decodeIfPresent<T: NBJSONCodable>(
    _ type: T.Type, forKey key: StaticString
  ) throws -> T? {
    guard let value = memberIfPresent(key), !value.isNull else {
      return nil
    }
    return try value.decode(T.self)
  }

  /// Reads the member named `key` through `Decodable`, or `nil` when it is missing or `null`.
  public func decodeIfPresent<T: Decodable>(
    _ type: T.Type, forKey key: StaticString
  ) throws -> T? {
    guard let value = memberIfPresent(key), !value.isNull else {
      return nil
    }
    return try value.decode(T.self)
  }

  /// The object member named `key`.
  public func object(forKey key: StaticString) throws -> NBJSONObjectReader {
    try member(key).object()
  }

  /// The only member's key and value: how synthesized `Codable` writes an enum case with its
  /// associated values, such as `{"item":{"id":3}}`.
  ///
  /// - Throws: `DecodingError.typeMismatch` unless the object has exactly one member.
  public func onlyMember() throws -> (key: String, value: NBJSONReader) {
    guard count == 1 else {
      throw DecodingError.typeMismatch(
        [String: Any].self,
        DecodingError.Context(
          codingPath: decoder.codingPath(toToken: index),
          debugDescription: """
            Expected an object with exactly one key (an enum case), but it has \(count) members.
            """))
    }
    let keyToken = decoder.token(at: index + 1)
    return (decoder.string(of: keyToken), NBJSONReader(decoder: decoder, index: index + 2))
  }
}
