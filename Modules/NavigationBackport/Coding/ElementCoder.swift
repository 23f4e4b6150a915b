import Foundation

/// Turns path elements into their JSON text and back, with one encoder and one decoder for a
/// whole path or state, never one per element.
///
/// Element texts are written by the types' own JSON methods (``NBJSONCodable`` and the standard
/// types) or by ``JSONValueEncoder``, and read back by ``JSONValueDecoder``, whose buffers are
/// reused from one element to the next. Type names are worked out once per type and resolved
/// against the registry once per distinct name. What is looked up for every element is reached
/// without reference counting: on a long path, retaining and releasing shared objects costs
/// more than the JSON.
final class ElementCoder {
  let registry: NBTypeRegistry?
  let encoder = JSONValueEncoder()
  let decoder = JSONValueDecoder()

  /// What encoding needs to know about each type met in this pass, owned here.
  ///
  /// ``recentTypes`` and ``types`` refer to them without retaining: the first few types in a
  /// list (comparing a handful of pointers beats hashing), the rest in a dictionary.
  var typeInfos: [TypeInfo] = []
  var recentTypes: [(id: ObjectIdentifier, info: Unmanaged<TypeInfo>)] = []
  var types: [ObjectIdentifier: Unmanaged<TypeInfo>] = [:]
  /// Writes values with their own JSON methods into the encoder's output, as plain JSON text.
  lazy var textContext = JSONCodingContext(output: encoder.output, embedded: false)

  /// Names already resolved in this pass, a handful in practice, up to ``resolvedLimit``.
  ///
  /// ``resolvedNames`` owns them and ``resolved`` hands them out without retaining.
  var resolvedNames: [ResolvedName] = []
  var resolved: [Unmanaged<ResolvedName>] = []
  /// The last name resolved past the limit, owned here while its element decodes.
  var unremembered: ResolvedName?
  /// The UTF-8 bytes of the ``resolved`` names, one after the other, and where each one ends:
  /// searched without touching the objects.
  var resolvedBytes: [UInt8] = []
  var resolvedEnds: [Int] = []

  static let resolvedLimit = 64

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

  /// What may be decoded, for error messages: the registered names, or that there is no registry.
  var registrySummary: String {
    registry?.summary ?? "no type registry was supplied"
  }

  func corrupted(_ codingPath: [any CodingKey], _ message: String) -> DecodingError {
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
