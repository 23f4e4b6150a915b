/// The keyed container of ``JSONValueDecoder``: looks members of one object up by key bytes.
///
/// Small objects are searched directly, comparing bytes, which is faster than hashing for the
/// handful of keys most values have; objects with many members (dictionaries) get a hash index
/// so that decoding every member stays linear.
struct JSONKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: JSONValueDecoder
  let object: Int
  /// The keys of the containers this one is nested in, below the decoder's path.
  let suffix: JSONPathSuffix
  /// The value token of each key, for objects with many members; the last one wins.
  private let index: [String: Int]?

  private static var indexThreshold: Int { 16 }

  init(decoder: JSONValueDecoder, object: Int, suffix: JSONPathSuffix) {
    self.decoder = decoder
    self.object = object
    self.suffix = suffix
    if decoder.token(at: object).length > Self.indexThreshold {
      var index: [String: Int] = [:]
      for key in decoder.memberKeys(of: object) {
        index[decoder.string(of: decoder.token(at: key))] = key + 1
      }
      self.index = index
    } else {
      self.index = nil
    }
  }

  var codingPath: [any CodingKey] { decoder.codingPath(suffix) }

  var allKeys: [Key] {
    var result: [Key] = []
    var key = object + 1
    let end = Int(decoder.token(at: object).end)
    while key < end {
      let next = Int(decoder.token(at: key + 1).end)
      let name = decoder.string(of: decoder.token(at: key))
      // A repeated key counts once, where it last appears, as the value that wins is that one.
      if isLastOccurrence(of: key, named: name, searchingFrom: next, to: end),
        let codingKey = Key(stringValue: name)
      {
        result.append(codingKey)
      }
      key = next
    }
    return result
  }

  private func isLastOccurrence(
    of key: Int, named name: String, searchingFrom start: Int, to end: Int
  ) -> Bool {
    if let index {
      return index[name] == key + 1
    }
    var later = start
    while later < end {
      if decoder.sameBytes(key, later) {
        return false
      }
      later = Int(decoder.token(at: later + 1).end)
    }
    return true
  }

  func contains(_ key: Key) -> Bool {
    find(key) != nil
  }

  private func find(_ key: Key) -> Int? {
    var name = key.stringValue
    if let index {
      return index[name]
    }
    return name.withUTF8 { decoder.member(named: $0, in: object) }
  }

  private func require(_ key: Key) throws -> Int {
    if let value = find(key) {
      return value
    }
    let names = decoder.memberKeys(of: object).prefix(12).map {
      "\"\(decoder.string(of: decoder.token(at: $0)))\""
    }
    let known =
      names.isEmpty
      ? "the object is empty"
      : "the object has \(names.joined(separator: ", "))"
        + (decoder.token(at: object).length > 12 ? " and more" : "")
    throw DecodingError.keyNotFound(
      key,
      DecodingError.Context(
        codingPath: codingPath,
        debugDescription: "No value associated with key \"\(key.stringValue)\"; \(known)."))
  }

  private func path(_ key: Key) -> [any CodingKey] {
    codingPath + [key]
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    decoder.decodeNil(at: try require(key))
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try decoder.decodeBool(at: require(key)) { path(key) }
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try decoder.decodeString(at: require(key)) { path(key) }
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try decoder.decodeDouble(at: require(key)) { path(key) }
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try decoder.decodeFloat(at: require(key)) { path(key) }
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try decoder.decodeInteger(type, at: require(key)) { path(key) }
  }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try decoder.decodeInteger(type, at: require(key)) { path(key) }
  }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try decoder.decodeInteger(type, at: require(key)) { path(key) }
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try decoder.decodeInteger(type, at: require(key)) { path(key) }
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try decoder.decodeInteger(type, at: require(key)) { path(key) }
  }
  func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
    try decoder.decodeInteger(type, at: require(key)) { path(key) }
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try decoder.decodeInteger(type, at: require(key)) { path(key) }
  }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try decoder.decodeInteger(type, at: require(key)) { path(key) }
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try decoder.decodeInteger(type, at: require(key)) { path(key) }
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try decoder.decodeInteger(type, at: require(key)) { path(key) }
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try decoder.decodeInteger(type, at: require(key)) { path(key) }
  }
  func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
    try decoder.decodeInteger(type, at: require(key)) { path(key) }
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder.decodeValue(type, at: require(key), suffix: suffix, key: key)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try decoder.keyedContainer(at: require(key), suffix: suffix.appending(key)) { path(key) }
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder.unkeyedContainer(at: require(key), suffix: suffix.appending(key)) { path(key) }
  }

  func superDecoder() throws -> any Decoder {
    var name = JSONStringKey.superKey.stringValue
    let value =
      index?[name] ?? name.withUTF8 { decoder.member(named: $0, in: object) }
      ?? decoder.tape.missingValue
    return JSONSuperDecoder(
      decoder: decoder, token: value, suffix: suffix.appending(JSONStringKey.superKey))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    JSONSuperDecoder(
      decoder: decoder, token: find(key) ?? decoder.tape.missingValue,
      suffix: suffix.appending(key))
  }
}
