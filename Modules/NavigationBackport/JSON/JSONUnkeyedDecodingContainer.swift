/// The unkeyed container of ``JSONValueDecoder``: reads the elements of one array in order.
struct JSONUnkeyedDecodingContainer: UnkeyedDecodingContainer {
  let decoder: JSONValueDecoder
  /// The array's token.
  let array: Int
  /// The token of the next element.
  private(set) var cursor: Int
  private(set) var currentIndex = 0
  private let elementCount: Int
  /// The keys of the containers this one is nested in, below the decoder's path.
  let suffix: JSONPathSuffix

  init(decoder: JSONValueDecoder, array: Int, count: Int, suffix: JSONPathSuffix) {
    self.decoder = decoder
    self.array = array
    self.cursor = array + 1
    self.elementCount = count
    self.suffix = suffix
  }

  var codingPath: [any CodingKey] { decoder.codingPath(suffix) }

  var count: Int? { elementCount }

  var isAtEnd: Bool { currentIndex >= elementCount }

  private var path: [any CodingKey] {
    codingPath + [JSONIndexKey(index: currentIndex)]
  }

  /// The token of the next element, or an error when there is none.
  private func next<T>(_ type: T.Type) throws -> Int {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type,
        DecodingError.Context(
          codingPath: path,
          debugDescription:
            "Unkeyed container is at end: the array has only \(elementCount) elements."))
    }
    return cursor
  }

  /// Moves past the element just read.
  mutating func advance() {
    cursor = Int(decoder.token(at: cursor).end)
    currentIndex += 1
  }

  /// Marks every element as read, after a caller read them directly from the tape.
  mutating func skipToEnd() {
    cursor = Int(decoder.token(at: array).end)
    currentIndex = elementCount
  }

  mutating func decodeNil() throws -> Bool {
    let token = try next(Never?.self)
    guard decoder.decodeNil(at: token) else {
      return false
    }
    advance()
    return true
  }

  private mutating func read<T>(
    _ body: (JSONValueDecoder, Int, () -> [any CodingKey]) throws -> T
  ) throws -> T {
    let token = try next(T.self)
    let value = try body(decoder, token) { path }
    advance()
    return value
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool {
    try read { try $0.decodeBool(at: $1, $2) }
  }

  mutating func decode(_ type: String.Type) throws -> String {
    try read { try $0.decodeString(at: $1, $2) }
  }

  mutating func decode(_ type: Double.Type) throws -> Double {
    try read { try $0.decodeDouble(at: $1, $2) }
  }

  mutating func decode(_ type: Float.Type) throws -> Float {
    try read { try $0.decodeFloat(at: $1, $2) }
  }

  private mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    try read { try $0.decodeInteger(type, at: $1, $2) }
  }

  mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  mutating func decode(_ type: Int128.Type) throws -> Int128 { try integer(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
  mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try integer(type) }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let token = try next(type)
    let key = JSONIndexKey(index: currentIndex)
    let value = try decoder.decodeValue(type, at: token, suffix: suffix, key: key)
    advance()
    return value
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let token = try next([String: Any].self)
    let container: KeyedDecodingContainer<NestedKey> = try decoder.keyedContainer(
      at: token, suffix: suffix.appending(JSONIndexKey(index: currentIndex))
    ) { path }
    advance()
    return container
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let token = try next([Any].self)
    let container = try decoder.unkeyedContainer(
      at: token, suffix: suffix.appending(JSONIndexKey(index: currentIndex))
    ) { path }
    advance()
    return container
  }

  mutating func superDecoder() throws -> any Decoder {
    let token = try next((any Decoder).self)
    let superDecoder = JSONSuperDecoder(
      decoder: decoder, token: token, suffix: suffix.appending(JSONIndexKey(index: currentIndex)))
    advance()
    return superDecoder
  }
}
