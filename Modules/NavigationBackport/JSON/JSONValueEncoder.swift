/// A Swift `Encoder` that writes compact, deterministic JSON into a reusable byte buffer.
///
/// It produces what `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes` produces, with
/// Foundation's default strategies: `URL` as its absolute string, `Data` as Base64, `Decimal` as
/// a number, `Date` through its own `Codable` conformance. Keys are sorted by their UTF-8 bytes.
/// Non-finite floating-point values are an `EncodingError`.
///
/// One encoder is meant to be reused for many values: ``encode(_:)`` keeps every buffer's
/// storage, so encoding the elements of a long path allocates almost nothing per element.
final class JSONValueEncoder: Encoder {
  /// The deepest nesting written, the same as ``JSONParser/maximumDepth`` so that everything
  /// written can be read back.
  static let maximumDepth = JSONParser.maximumDepth

  // The buffers below are touched for every scalar. Their accesses never overlap (each is a
  // short read or write, or a scoped buffer-pointer read while writing elsewhere), so the runtime
  // exclusivity bookkeeping is switched off for them: it cost more than the writing itself.

  /// The JSON text of the last value encoded.
  let output = JSONWriter()
  /// The values being encoded.
  @exclusivity(unchecked) var tree = JSONEncodingTree()
  /// The node the value now encoding (the one `encode(to:)` was called with) writes to.
  @exclusivity(unchecked) private var current = JSONEncodingTree.root
  /// The coding path of the value now encoding.
  @exclusivity(unchecked) private(set) var path: [any CodingKey] = []
  /// How many `encode(to:)` calls are nested now, which the path does not count when a value
  /// encodes another through a single-value container.
  @exclusivity(unchecked) private var depth = 0
  /// A misuse that a non-throwing requirement could not report, thrown at the end.
  private(set) var deferredError: EncodingError? {
    didSet { hasDeferredError = deferredError != nil }
  }
  /// Whether ``deferredError`` is set, checked without copying the error.
  private var hasDeferredError = false

  /// Context for the values' `encode(to:)`.
  var userInfo: [CodingUserInfoKey: Any] = [:]

  init() {
    path.reserveCapacity(16)
  }

  var codingPath: [any CodingKey] { path }

  /// Encodes `value` as a whole document into ``output``, replacing what it held.
  ///
  /// - Throws: `EncodingError` when the value cannot be encoded: a non-finite number, nesting
  ///   deeper than ``maximumDepth``, a value that encodes nothing, or the error the value threw.
  func encode<T: Encodable>(_ value: T) throws {
    output.removeAll()
    path.removeAll(keepingCapacity: true)
    depth = 0
    // A lone string or number needs no tree.
    if try writeCommonScalar(value, to: output) {
      return
    }
    tree.reset()
    current = JSONEncodingTree.root
    if hasDeferredError {
      deferredError = nil
    }
    try encodeValue(value, into: JSONEncodingTree.root, suffix: JSONPathSuffix(), key: nil)
    if hasDeferredError, let deferredError {
      throw deferredError
    }
    guard tree.kind(of: JSONEncodingTree.root) != .pending else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
    }
    guard !tree.overflowed else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: [],
          debugDescription: "The value has more than \(JSONEncodingTree.maximumNodeCount) parts."))
    }
    try tree.write(to: output, maximumDepth: Self.maximumDepth)
  }

  /// Encodes `value` into `node`, its coding path extended by `suffix` and `key`.
  func encodeValue<T: Encodable>(
    _ value: T, into node: Int, suffix: JSONPathSuffix, key: (any CodingKey)?
  ) throws {
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
    guard path.count <= Self.maximumDepth, depth <= 2 * Self.maximumDepth else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: path,
          debugDescription: """
            The value is nested deeper than \(Self.maximumDepth) levels, more than JSON readers \
            accept.
            """))
    }
    if Self.isCommonScalar(T.self) {
      try beginScalar(node)
      _ = try writeCommonScalar(value, to: tree.text)
      tree.endScalar(node)
      return
    }
    if try encodeFoundationValue(value, into: node) {
      return
    }
    let saved = current
    current = node
    defer { current = saved }
    try value.encode(to: self)
  }

  /// Readies `node` for a scalar, or throws when a value was already encoded there.
  func beginScalar(_ node: Int) throws(EncodingError) {
    guard tree.beginScalar(node) else {
      throw EncodingError.invalidValue(
        0,
        EncodingError.Context(
          codingPath: path,
          debugDescription: "A value was already encoded at this coding path; encode only one."))
    }
  }

  /// The coding path of a container: ``path``, then the keys of the containers it is nested in.
  ///
  /// A container is used while the `encode(to:)` that made it runs, when ``path`` is that
  /// value's path, so containers only keep the keys they add.
  func codingPath(_ suffix: JSONPathSuffix) -> [any CodingKey] {
    suffix.isEmpty ? path : path + suffix.keys
  }

  /// Makes `node` a container of `kind`, recording a misuse when it already held something else.
  func open(_ node: Int, as kind: JSONEncodingTree.Node.Kind, suffix: JSONPathSuffix) {
    if !tree.open(node, as: kind), deferredError == nil {
      deferredError = .invalidValue(
        0,
        EncodingError.Context(
          codingPath: codingPath(suffix),
          debugDescription: """
            A \(kind == .object ? "keyed" : "unkeyed") container was requested where a \
            different value was already encoded.
            """))
    }
  }

  /// An error for a floating-point value JSON cannot hold.
  static func nonFinite<T: BinaryFloatingPoint>(
    _ value: T, codingPath: [any CodingKey]
  ) -> EncodingError {
    .invalidValue(
      value,
      EncodingError.Context(
        codingPath: codingPath,
        debugDescription: """
          Unable to encode \(T.self).\(value.isNaN ? "nan" : value < 0 ? "-infinity" : "infinity") \
          directly in JSON: JSON numbers must be finite.
          """))
  }

  // MARK: Encoder

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    keyedContainer(node: current, suffix: JSONPathSuffix())
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    unkeyedContainer(node: current, suffix: JSONPathSuffix())
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    JSONSingleValueEncodingContainer(encoder: self, node: current, suffix: JSONPathSuffix())
  }

  func keyedContainer<Key: CodingKey>(
    node: Int, suffix: JSONPathSuffix
  ) -> KeyedEncodingContainer<Key> {
    open(node, as: .object, suffix: suffix)
    return KeyedEncodingContainer(
      JSONKeyedEncodingContainer<Key>(encoder: self, node: node, suffix: suffix))
  }

  func unkeyedContainer(node: Int, suffix: JSONPathSuffix) -> JSONUnkeyedEncodingContainer {
    open(node, as: .array, suffix: suffix)
    return JSONUnkeyedEncodingContainer(encoder: self, node: node, suffix: suffix)
  }
}
