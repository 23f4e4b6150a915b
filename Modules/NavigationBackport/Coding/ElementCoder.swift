import Foundation

/// Turns path elements into their JSON text and back, with one encoder and one decoder for a
/// whole path or state, never one per element.
///
/// Element texts are written by ``JSONValueEncoder`` and read by ``JSONValueDecoder``, whose
/// buffers are reused from one element to the next; type names are worked out once per type and
/// resolved against the registry once per distinct name.
final class ElementCoder {
  let registry: NBTypeRegistry?
  private let encoder = JSONValueEncoder()
  private let decoder = JSONValueDecoder()
  /// What encoding needs to know about each type met in this pass: the first few in a list
  /// (comparing a handful of pointers beats hashing), the rest in a dictionary.
  private var recentTypes: [(id: ObjectIdentifier, info: TypeInfo)] = []
  private var types: [ObjectIdentifier: TypeInfo] = [:]
  /// Names already resolved in this pass; a handful in practice.
  private var resolved: [ResolvedName] = []
  /// The UTF-8 bytes of the ``resolved`` names, one after the other, and where each one ends:
  /// searched without touching the objects, so looking a name up retains nothing until it is
  /// found.
  private var resolvedBytes: [UInt8] = []
  private var resolvedEnds: [Int] = []

  /// A name from a document, resolved against the registry.
  private final class ResolvedName {
    let name: String
    let entry: NBTypeRegistry.Entry

    init(name: String, entry: NBTypeRegistry.Entry) {
      self.name = name
      self.entry = entry
    }
  }

  private static let resolvedLimit = 64

  /// Writes values with their own JSON methods into the encoder's output, as plain JSON text.
  private lazy var textContext = JSONCodingContext(output: encoder.output, embedded: false)

  init(registry: NBTypeRegistry? = nil) {
    self.registry = registry
  }

  /// Reads the registry a representation must decode against from `decoder.userInfo`.
  convenience init(decodingWith decoder: any Decoder) throws {
    guard let registry = (decoder.userInfo[.nbTypeRegistry] as? UserInfoBox)?.registry else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: """
            No NBTypeRegistry was supplied, so no type can be decoded. Decode with \
            `registry.makeDecoder()` or `NBNavigator.makeDecoder()`.
            """
        )
      )
    }
    self.init(registry: registry)
  }

  // MARK: Encoding

  /// The wire name of a type, and how to encode its values.
  ///
  /// A class, so that handing it out per element costs one retain rather than one per field.
  private final class TypeInfo {
    let name: String
    /// The name as a JSON string, quotes and all, ready to copy into a document.
    let quotedName: [UInt8]
    /// How values of the type are written.
    let coding: Coding

    enum Coding {
      /// By their own JSON methods (``NBJSONCodable`` or a standard type), into a context.
      case json((Any, JSONCodingContext) throws -> Void)
      /// Through `Encodable`, into the encoder's output.
      case encodable((Any, JSONValueEncoder) throws -> Void)
      /// Not at all: the type is not `Encodable`.
      case none
    }

    init(name: String, quotedName: [UInt8], coding: Coding) {
      self.name = name
      self.quotedName = quotedName
      self.coding = coding
    }
  }

  /// What encoding needs to know about `type`, worked out once per type and pass.
  private func info(for type: Any.Type) -> TypeInfo {
    let id = ObjectIdentifier(type)
    for recent in recentTypes where recent.id == id {
      return recent.info
    }
    if let info = types[id] {
      return info
    }
    let name = NBTypeName.of(type)
    let quoted = JSONWriter()
    quoted.write(string: name)
    let coding: TypeInfo.Coding
    if let standard = StandardElementCoding.writer(for: type) {
      coding = .json(standard)
    } else if let fast = type as? any NBJSONCodable.Type {
      coding = .json(Self.writeFunction(forJSONCodable: fast))
    } else if let encodable = type as? any Encodable.Type {
      coding = .encodable(Self.encodeFunction(for: encodable))
    } else {
      coding = .none
    }
    let info = TypeInfo(name: name, quotedName: quoted.withBytes { Array($0) }, coding: coding)
    if recentTypes.count < 8 {
      recentTypes.append((id, info))
    } else {
      types[id] = info
    }
    return info
  }

  /// Encodes values whose dynamic type is `T`: the encoder is chosen by the entry's value type,
  /// so the value is opened as a `T` rather than cast to `any Encodable`.
  private static func encodeFunction<T: Encodable>(
    for type: T.Type
  ) -> (Any, JSONValueEncoder) throws -> Void {
    { value, encoder in
      try encoder.encode(reinterpret(value, as: T.self))
    }
  }

  /// Writes values whose dynamic type is `T` through their own ``NBJSONCodable/encode(to:)``,
  /// throwing the first misuse the writer recorded.
  private static func writeFunction<T: NBJSONCodable>(
    forJSONCodable type: T.Type
  ) -> (Any, JSONCodingContext) throws -> Void {
    { value, context in
      context.clearError()
      var writer = NBJSONWriter(context: context)
      writer.encode(reinterpret(value, as: T.self))
      if context.hasError, let error = context.error {
        throw error
      }
    }
  }

  /// Writes an entry's value (`base`, of dynamic type `type`) into a path's document as a pair of the flat array: its quoted type name, a
  /// comma, and its JSON text as a JSON string.
  ///
  /// Values with their own JSON methods write their text straight into the document, escaped
  /// as they go; `Encodable` values are encoded first and their text escaped as it is copied.
  ///
  /// - Returns: `false`, writing nothing, when the value is not `Encodable`.
  func write(base: Any, type: Any.Type, into document: JSONCodingContext) throws -> Bool {
    let info = info(for: type)
    let output = document.output
    switch info.coding {
    case .json(let write):
      info.quotedName.withUnsafeBufferPointer { output.write($0) }
      output.write(byte: UInt8(ascii: ","))
      output.write(byte: UInt8(ascii: "\""))
      try write(base, document)
      output.write(byte: UInt8(ascii: "\""))
    case .encodable(let encode):
      try encode(base, encoder)
      info.quotedName.withUnsafeBufferPointer { output.write($0) }
      output.write(byte: UInt8(ascii: ","))
      encoder.output.withBytes { output.write(quoted: $0) }
    case .none:
      return false
    }
    return true
  }

  /// Encodes the value of `entry`, whose JSON text is then passed to `body` with the type name.
  ///
  /// - Returns: `nil`, without calling `body`, when the value is not `Encodable`.
  func encode<R>(
    _ entry: NBPathEntry, _ body: (String, UnsafeBufferPointer<UInt8>) throws -> R
  ) throws -> R? {
    let info = info(for: entry.valueType)
    switch info.coding {
    case .json(let write):
      encoder.output.removeAll()
      try write(entry.base, textContext)
    case .encodable(let encode):
      try encode(entry.base, encoder)
    case .none:
      return nil
    }
    return try encoder.output.withBytes { try body(info.name, $0) }
  }

  // MARK: Decoding

  /// Decodes one element from its type name and JSON text.
  ///
  /// - Parameters:
  ///   - json: The element's JSON text, or, when `jsonIsEscaped`, the content of the JSON string
  ///     holding it, escapes and all; it is unescaped while it is copied for parsing.
  ///   - item: The index of the type name in the flat array, for error messages.
  ///   - codingPath: The coding path of the array, where errors are reported.
  func decode(
    name: UnsafeBufferPointer<UInt8>,
    json: UnsafeBufferPointer<UInt8>,
    jsonIsEscaped: Bool = false,
    item: Int,
    codingPath: [any CodingKey]
  ) throws -> NBPathEntry {
    func position() -> String {
      FlatEntryArray.position(item, codingPath)
    }
    let found =
      try resolvedIndex(of: name).map { resolved[$0] } ?? resolve(name, position, codingPath)
    let entry = found.entry
    if let shortcut = entry.shortcut, let decoded = shortcut(json, jsonIsEscaped) {
      return decoded
    }
    do {
      try decoder.load(json, unescaping: jsonIsEscaped)
      return try entry.decode(decoder)
    } catch {
      throw corrupted(
        codingPath,
        """
        \(position()), of type "\(found.name)", does not decode: \(Self.describe(error)) \
        (\(registrySummary)).
        """
      )
    }
  }

  /// What may be decoded, for error messages: the registered names, or that there is no registry.
  var registrySummary: String {
    registry?.summary ?? "no type registry was supplied"
  }

  /// Resolves a name not met before in this pass against the registry, and remembers it.
  ///
  /// - Throws: `DecodingError` when there is no registry or the name is not registered in it.
  private func resolve(
    _ name: UnsafeBufferPointer<UInt8>, _ position: () -> String, _ codingPath: [any CodingKey]
  ) throws -> ResolvedName {
    let string = String(decoding: name, as: UTF8.self)
    guard let registry else {
      throw corrupted(
        codingPath, "\(position()): no type registry to decode \"\(string)\" with")
    }
    guard let entry = registry.entry(named: string) else {
      throw corrupted(
        codingPath,
        """
        \(position()) names type "\(string)", which is not registered (\(registry.summary)). \
        Register it with the navigator or destination table before decoding.
        """)
    }
    let found = ResolvedName(name: string, entry: entry)
    if resolved.count < Self.resolvedLimit {
      resolved.append(found)
      resolvedBytes.append(contentsOf: name)
      resolvedEnds.append(resolvedBytes.count)
    }
    return found
  }

  /// The position in ``resolved`` of the name whose UTF-8 bytes are `name`.
  private func resolvedIndex(of name: UnsafeBufferPointer<UInt8>) -> Int? {
    resolvedBytes.withUnsafeBufferPointer { bytes in
      resolvedEnds.withUnsafeBufferPointer { ends in
        var start = 0
        for index in ends.indices {
          let end = ends[index]
          if end - start == name.count,
            JSONByteScan.equal(UnsafeBufferPointer(rebasing: bytes[start..<end]), name)
          {
            return index
          }
          start = end
        }
        return nil
      }
    }
  }

  private func corrupted(_ codingPath: [any CodingKey], _ message: String) -> DecodingError {
    .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: message))
  }

  /// A one-line account of a coding error, without Foundation's nested dumps.
  static func describe(_ error: any Error) -> String {
    switch error {
    case let error as JSONSyntaxError:
      return "not valid JSON at \(error)"
    case DecodingError.dataCorrupted(let context):
      return context.debugDescription + at(context.codingPath, prefix: " (at ", suffix: ")")
    case DecodingError.keyNotFound(let key, let context):
      return
        "missing key \"\(key.stringValue)\"\(at(context.codingPath)): \(context.debugDescription)"
    case DecodingError.typeMismatch(let type, let context):
      return "expected \(type)\(at(context.codingPath)): \(context.debugDescription)"
    case DecodingError.valueNotFound(let type, let context):
      return "missing \(type) value\(at(context.codingPath)): \(context.debugDescription)"
    default:
      return String(describing: error)
    }
  }

  private static func at(
    _ codingPath: [any CodingKey], prefix: String = " at ", suffix: String = ""
  ) -> String {
    codingPath.isEmpty
      ? "" : prefix + codingPath.map(\.stringValue).joined(separator: ".") + suffix
  }
}
