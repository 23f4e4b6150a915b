import Foundation

/// A Swift `Decoder` over a ``JSONTape``, symmetric with ``JSONValueEncoder``.
///
/// It reads what `JSONDecoder` reads with its default strategies (`URL` from a string, `Data` from
/// Base64, `Decimal` from a number, `Date` through its own `Codable` conformance), looks keys up by
/// comparing bytes, and reports every problem as a `DecodingError` with the coding path and what
/// was expected and found.
///
/// One decoder is meant to be reused: ``load(_:)`` keeps every buffer's storage, so decoding the
/// elements of a long path allocates almost nothing per element beyond the values themselves.
final class JSONValueDecoder: Decoder {
  /// How deeply `init(from:)` calls may nest, a guard against values that decode themselves.
  static let maximumDepth = 2 * JSONParser.maximumDepth

  // The state below is read for every value. Its accesses never overlap (each is a short read
  // or write, or a scoped buffer-pointer read while reading elsewhere), so the runtime
  // exclusivity bookkeeping is switched off for it: it cost more than the reading itself.

  /// The document being decoded.
  let source = JSONWriter(capacity: 1024)
  /// The parsed document.
  @exclusivity(unchecked) private(set) var tape = JSONTape()
  /// The token the value now decoding (the one `init(from:)` was called with) reads.
  @exclusivity(unchecked) private var current = 0
  /// How many `init(from:)` calls are nested now.
  @exclusivity(unchecked) private var depth = 0
  /// The coding path of the value now decoding.
  @exclusivity(unchecked) private(set) var path: [any CodingKey] = []

  /// Context for the values' `init(from:)`.
  var userInfo: [CodingUserInfoKey: Any] = [:]

  init() {
    path.reserveCapacity(16)
    // Until a document is loaded, the decoder reads a lone `null` rather than an empty tape.
    tape.tokens = [JSONToken(kind: .null, flag: false, start: 0, length: 0, end: 1)]
  }

  var codingPath: [any CodingKey] { path }

  /// Parses `bytes` as the document to decode, replacing the previous one.
  ///
  /// - Parameter unescaping: Whether `bytes` are the content of a JSON string with escapes, such
  ///   as an element's JSON text inside an encoded path, to be unescaped while copied.
  /// - Throws: ``JSONSyntaxError`` when the bytes are not valid JSON.
  func load(_ bytes: UnsafeBufferPointer<UInt8>, unescaping: Bool = false) throws(JSONSyntaxError) {
    source.removeAll()
    if unescaping {
      source.write(unescaping: bytes)
    } else {
      source.write(bytes)
    }
    try parseSource()
  }

  /// Parses `data` as the document to decode, replacing the previous one.
  func load(_ data: Data) throws(JSONSyntaxError) {
    source.removeAll()
    source.reserve(data.count)
    for region in data.regions {
      region.withUnsafeBytes { source.write($0.bindMemory(to: UInt8.self)) }
    }
    try parseSource()
  }

  private func parseSource() throws(JSONSyntaxError) {
    current = 0
    depth = 0
    path.removeAll(keepingCapacity: true)
    try source.withBytes { buffer throws(JSONSyntaxError) in
      try JSONParser.parse(buffer, into: &tape)
    }
  }

  /// Decodes the whole loaded document as a `T`.
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try decodeValue(type, at: 0, suffix: JSONPathSuffix(), key: nil)
  }

  /// Decodes the value at token `index` as a `T`, its coding path extended by `suffix` and `key`.
  func decodeValue<T: Decodable>(
    _ type: T.Type, at index: Int, suffix: JSONPathSuffix, key: (any CodingKey)?
  ) throws -> T {
    let pathCount = path.count
    suffix.push(onto: &path)
    if let key {
      path.append(key)
    }
    depth += 1
    defer {
      path.removeLast(path.count - pathCount)
      depth -= 1
    }
    guard depth <= Self.maximumDepth else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: path,
          debugDescription: "Decoding nested deeper than \(Self.maximumDepth) levels."))
    }
    if T.self == String.self || T.self == Int.self || T.self == Double.self || T.self == Bool.self {
      return try decodeCommonScalar(type, at: index)
    }
    if T.self == URL.self || T.self == Data.self || T.self == Decimal.self {
      return try decodeFoundationValue(type, at: index)
    }
    let saved = current
    current = index
    defer { current = saved }
    return try T(from: self)
  }

  /// Reads a `String`, `Int`, `Double` or `Bool` straight from the tape.
  ///
  /// These are most of the scalars values hold; reading them here skips the single-value
  /// container their `init(from:)` would ask for. Like the other special cases it returns `T`,
  /// not `T?`, so that no other type pays for `Optional<T>`'s metadata.
  private func decodeCommonScalar<T>(_ type: T.Type, at index: Int) throws -> T {
    let value: Any
    if T.self == String.self {
      value = try decodeString(at: index) { path }
    } else if T.self == Int.self {
      value = try decodeInteger(Int.self, at: index) { path }
    } else if T.self == Double.self {
      value = try decodeDouble(at: index) { path }
    } else {
      value = try decodeBool(at: index) { path }
    }
    switch value {
    case let typed as T: return typed
    default: throw corrupted(path, "\(T.self) is not a scalar this decoder reads specially.")
    }
  }

  /// Reads the Foundation types `JSONDecoder` treats specially by default.
  ///
  /// Kept apart from ``decodeValue(_:at:suffix:key:)`` so that decoding other types never builds
  /// `Optional<T>`, whose metadata costs a lookup for every value.
  private func decodeFoundationValue<T: Decodable>(_ type: T.Type, at index: Int) throws -> T {
    let value: Any
    if T.self == URL.self {
      let text = try decodeString(at: index) { path }
      guard let url = URL(string: text) else {
        throw corrupted(path, "Invalid URL string: \"\(text)\".")
      }
      value = url
    } else if T.self == Data.self {
      let text = try decodeString(at: index) { path }
      guard let data = Data(base64Encoded: text) else {
        throw corrupted(path, "Encountered Data that is not valid Base64.")
      }
      value = data
    } else {
      let token = try number(at: index, Decimal.self) { path }
      let text = withBytes(of: token) { String(decoding: $0, as: UTF8.self) }
      guard let decimal = Decimal(string: text, locale: nil) else {
        throw corrupted(path, "The number \(text) does not fit in Decimal.")
      }
      value = decimal
    }
    guard let typed = value as? T else {
      throw corrupted(path, "\(T.self) is not a Foundation type this decoder reads specially.")
    }
    return typed
  }

  // MARK: Reading tokens

  /// The token at `index`.
  func token(at index: Int) -> JSONToken {
    tape.tokens[index]
  }

  /// Calls `body` with the bytes of a string or number token, unescaped.
  func withBytes<R>(
    of token: JSONToken, _ body: (UnsafeBufferPointer<UInt8>) throws -> R
  ) rethrows -> R {
    try withRawBytes(of: token) { raw in
      guard token.kind == .string, token.flag else {
        return try body(raw)
      }
      return try JSONUnescaper.bytes(raw).withUnsafeBufferPointer(body)
    }
  }

  /// Calls `body` with the bytes of a token as they are in the document, escapes and all.
  func withRawBytes<R>(
    of token: JSONToken, _ body: (UnsafeBufferPointer<UInt8>) throws -> R
  ) rethrows -> R {
    let start = Int(token.start)
    return try source.withBytes(in: start..<start + Int(token.length), body)
  }

  /// The text of a string token.
  func string(of token: JSONToken) -> String {
    withRawBytes(of: token) { raw in
      token.flag ? JSONUnescaper.string(raw) : String(decoding: raw, as: UTF8.self)
    }
  }

  /// The value token of the member of `object` whose key is `key`; the last one when it repeats.
  func member(named key: UnsafeBufferPointer<UInt8>, in object: Int) -> Int? {
    tape.tokens.withUnsafeBufferPointer { tokens in
      var index = object + 1
      let end = Int(tokens[object].end)
      var found: Int?
      while index < end {
        let keyToken = tokens[index]
        if keyToken.flag {
          if withBytes(of: keyToken, { JSONByteScan.equal($0, key) }) {
            found = index + 1
          }
        } else if Int(keyToken.length) == key.count,
          withRawBytes(of: keyToken, { JSONByteScan.equal($0, key) })
        {
          found = index + 1
        }
        index = Int(tokens[index + 1].end)
      }
      return found
    }
  }

  /// Whether the string tokens at `left` and `right` have the same text.
  func sameBytes(_ left: Int, _ right: Int) -> Bool {
    let leftToken = tape.tokens[left]
    let rightToken = tape.tokens[right]
    guard leftToken.length == rightToken.length || leftToken.flag || rightToken.flag else {
      return false
    }
    return withBytes(of: leftToken) { leftBytes in
      withBytes(of: rightToken) { JSONByteScan.equal($0, leftBytes) }
    }
  }

  /// The member key tokens of `object`, in document order.
  func memberKeys(of object: Int) -> [Int] {
    var keys: [Int] = []
    keys.reserveCapacity(Int(tape.tokens[object].length))
    var index = object + 1
    let end = Int(tape.tokens[object].end)
    while index < end {
      keys.append(index)
      index = Int(tape.tokens[index + 1].end)
    }
    return keys
  }

  // MARK: Scalars

  func decodeNil(at index: Int) -> Bool {
    tape.tokens[index].kind == .null
  }

  func decodeString(at index: Int, _ codingPath: () -> [any CodingKey]) throws -> String {
    let token = tape.tokens[index]
    guard token.kind == .string else {
      throw mismatch(String.self, found: token, codingPath())
    }
    return string(of: token)
  }

  func decodeBool(at index: Int, _ codingPath: () -> [any CodingKey]) throws -> Bool {
    switch tape.tokens[index].kind {
    case .true: return true
    case .false: return false
    default: throw mismatch(Bool.self, found: tape.tokens[index], codingPath())
    }
  }

  func decodeInteger<T: FixedWidthInteger>(
    _ type: T.Type, at index: Int, _ codingPath: () -> [any CodingKey]
  ) throws -> T {
    let token = try number(at: index, type, codingPath)
    let reading = withBytes(of: token) { JSONNumberReader.integer($0, isDecimal: token.flag) }
    if let value = JSONNumberReader.convert(reading, to: type) {
      return value
    }
    let text = describeNumber(token)
    throw corrupted(
      codingPath(),
      reading == .fractional
        ? "The number \(text) is not an integer, so it cannot be decoded as \(T.self)."
        : "The number \(text) does not fit in \(T.self) (\(T.min) to \(T.max)).")
  }

  func decodeDouble(at index: Int, _ codingPath: () -> [any CodingKey]) throws -> Double {
    let token = try number(at: index, Double.self, codingPath)
    guard let value = withBytes(of: token, { JSONNumberReader.double($0, isDecimal: token.flag) })
    else {
      throw corrupted(codingPath(), "The number \(describeNumber(token)) does not fit in Double.")
    }
    return value
  }

  func decodeFloat(at index: Int, _ codingPath: () -> [any CodingKey]) throws -> Float {
    let token = try number(at: index, Float.self, codingPath)
    guard let value = withBytes(of: token, { JSONNumberReader.float($0) }) else {
      throw corrupted(codingPath(), "The number \(describeNumber(token)) does not fit in Float.")
    }
    return value
  }

  private func number<T>(
    at index: Int, _ type: T.Type, _ codingPath: () -> [any CodingKey]
  ) throws -> JSONToken {
    let token = tape.tokens[index]
    guard token.kind == .number else {
      throw mismatch(type, found: token, codingPath())
    }
    return token
  }

  // MARK: Containers

  /// A keyed container over the object at `index`.
  func keyedContainer<Key: CodingKey>(
    at index: Int, suffix: JSONPathSuffix, _ codingPath: () -> [any CodingKey]
  ) throws -> KeyedDecodingContainer<Key> {
    let token = tape.tokens[index]
    guard token.kind == .object else {
      throw mismatch(
        [String: Any].self, found: token, codingPath(), expected: "an object (keyed container)")
    }
    return KeyedDecodingContainer(
      JSONKeyedDecodingContainer<Key>(decoder: self, object: index, suffix: suffix))
  }

  /// An unkeyed container over the array at `index`.
  func unkeyedContainer(
    at index: Int, suffix: JSONPathSuffix, _ codingPath: () -> [any CodingKey]
  ) throws -> JSONUnkeyedDecodingContainer {
    let token = tape.tokens[index]
    guard token.kind == .array else {
      throw mismatch(
        [Any].self, found: token, codingPath(), expected: "an array (unkeyed container)")
    }
    return JSONUnkeyedDecodingContainer(
      decoder: self, array: index, count: Int(token.length), suffix: suffix)
  }

  /// The coding path of a container: ``path``, then the keys of the containers it is nested in.
  ///
  /// A container is used while the `init(from:)` that made it runs, when ``path`` is that value's
  /// path, so containers only keep the keys they add.
  func codingPath(_ suffix: JSONPathSuffix) -> [any CodingKey] {
    suffix.isEmpty ? path : path + suffix.keys
  }

  // MARK: Decoder

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    try keyedContainer(at: current, suffix: JSONPathSuffix()) { path }
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try unkeyedContainer(at: current, suffix: JSONPathSuffix()) { path }
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    JSONSingleValueDecodingContainer(decoder: self, token: current, suffix: JSONPathSuffix())
  }
}

/// The decoder `superDecoder()` hands out: it reads one fixed token of the main decoder's tape.
final class JSONSuperDecoder: Decoder {
  private let decoder: JSONValueDecoder
  private let token: Int
  private let suffix: JSONPathSuffix

  init(decoder: JSONValueDecoder, token: Int, suffix: JSONPathSuffix) {
    self.decoder = decoder
    self.token = token
    self.suffix = suffix
  }

  var codingPath: [any CodingKey] { decoder.codingPath(suffix) }

  var userInfo: [CodingUserInfoKey: Any] { decoder.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    try decoder.keyedContainer(at: token, suffix: suffix) { codingPath }
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try decoder.unkeyedContainer(at: token, suffix: suffix) { codingPath }
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    JSONSingleValueDecodingContainer(decoder: decoder, token: token, suffix: suffix)
  }
}
