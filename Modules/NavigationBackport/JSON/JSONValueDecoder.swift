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

  /// The decoder's own copy of the document, when it has one.
  private let ownedSource = JSONWriter(capacity: 1024)
  /// The document's bytes while they are borrowed for ``decode(borrowing:_:)``.
  @exclusivity(unchecked) private var borrowedSource: UnsafeBufferPointer<UInt8>?
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
    tape.tokens.append(JSONToken(kind: .null, flag: false, start: 0, length: 0, end: 1))
  }

  var codingPath: [any CodingKey] { path }

  /// Parses `bytes` as the document to decode, replacing the previous one.
  ///
  /// - Parameter unescaping: Whether `bytes` are the content of a JSON string with escapes, such
  ///   as an element's JSON text inside an encoded path, to be unescaped while copied.
  /// - Throws: ``JSONSyntaxError`` when the bytes are not valid JSON.
  func load(_ bytes: UnsafeBufferPointer<UInt8>, unescaping: Bool = false) throws(JSONSyntaxError) {
    borrowedSource = nil
    ownedSource.removeAll()
    if unescaping {
      ownedSource.write(unescaping: bytes)
    } else {
      ownedSource.write(bytes)
    }
    try parseSource()
  }

  /// Parses `data` as the document to decode, replacing the previous one.
  func load(_ data: Data) throws(JSONSyntaxError) {
    borrowedSource = nil
    ownedSource.removeAll()
    ownedSource.reserve(data.count)
    for region in data.regions {
      region.withUnsafeBytes { ownedSource.write($0.bindMemory(to: UInt8.self)) }
    }
    try parseSource()
  }

  /// Parses `data` and calls `body` to decode from it, reading `data`'s own bytes rather than a
  /// copy: a long path's document is megabytes, and a copy costs its time, its cache and fresh
  /// pages from the system.
  ///
  /// - Throws: ``JSONSyntaxError`` when `data` is not valid JSON, or what `body` throws.
  func decode<R>(borrowing data: Data, _ body: (JSONValueDecoder) throws -> R) throws -> R {
    try data.withUnsafeBytes { raw in
      borrowedSource = raw.bindMemory(to: UInt8.self)
      defer { borrowedSource = nil }
      try parseSource()
      return try body(self)
    }
  }

  /// Calls `body` with the document's bytes; the pointer is valid only during the call.
  func withSourceBytes<R, E: Error>(
    _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R
  ) throws(E) -> R {
    if let borrowedSource {
      return try body(borrowedSource)
    }
    return try ownedSource.withBytes(body)
  }

  /// Calls `body` with the document's bytes in `range`, clamped to the document.
  func withSourceBytes<R>(
    in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> R
  ) rethrows -> R {
    if let borrowedSource {
      let range = range.clamped(to: 0..<borrowedSource.count)
      return try body(UnsafeBufferPointer(rebasing: borrowedSource[range]))
    }
    return try ownedSource.withBytes(in: range, body)
  }

  private func parseSource() throws(JSONSyntaxError) {
    current = 0
    depth = 0
    if !path.isEmpty {
      path.removeAll(keepingCapacity: true)
    }
    try withSourceBytes { buffer throws(JSONSyntaxError) in
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

  /// Decodes the value at token `index` as a `T` through `Decodable`, reporting `keys` as the
  /// coding path that leads to it.
  func decodeValue<T: Decodable>(
    _ type: T.Type, at index: Int, below keys: [any CodingKey]
  ) throws -> T {
    let saved = path
    path = keys
    defer { path = saved }
    return try decodeValue(type, at: index, suffix: JSONPathSuffix(), key: nil)
  }

  /// The coding path from the loaded document down to the value at token `target`, after
  /// ``path``: found by walking the tape, so values only pay for it when an error names it.
  func codingPath(toToken target: Int) -> [any CodingKey] {
    var keys = path
    var container = 0
    while container < target {
      let token = tape.tokens[container]
      let end = Int(token.end)
      var child = container + 1
      var position = 0
      var next: Int?
      while child < end, next == nil {
        let value = token.kind == .object ? child + 1 : child
        let valueEnd = Int(tape.tokens[value].end)
        if target >= value, target < valueEnd {
          if token.kind == .object {
            keys.append(JSONStringKey(string(of: tape.tokens[child])))
          } else {
            keys.append(JSONIndexKey(index: position))
          }
          next = value
        }
        child = valueEnd
        position += 1
      }
      guard let next, token.kind == .object || token.kind == .array else {
        break
      }
      container = next
    }
    return keys
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
