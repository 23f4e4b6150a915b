import Foundation

/// Turns path elements into type names and JSON text (sorted keys) and back, with one-line errors.
final class ElementCoder {
  let registry: NBTypeRegistry?
  private var typeNames: [ObjectIdentifier: String] = [:]

  private(set) lazy var encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()
  private lazy var decoder = JSONDecoder()

  init(registry: NBTypeRegistry? = nil) {
    self.registry = registry
  }

  /// A coder for the registry in `decoder.userInfo`; throws `DecodingError` when there is none.
  convenience init(decodingWith decoder: any Decoder) throws {
    guard let registry = decoder.userInfo[.nbTypeRegistry] as? NBTypeRegistry else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: """
            No NBTypeRegistry was supplied, so no type can be decoded. Decode with \
            `registry.makeDecoder()`.
            """))
    }
    self.init(registry: registry)
  }

  /// The type name and JSON text of `entry`'s value; throws `EncodingError` when it is not
  /// `Encodable`.
  func encode(_ entry: NBPathEntry, codingPath: [any CodingKey]) throws -> (String, String) {
    let type = entry.valueType
    let name = typeNames[ObjectIdentifier(type)] ?? NBTypeName.of(type)
    typeNames[ObjectIdentifier(type)] = name
    guard let value = entry.value.base as? any Encodable else {
      throw EncodingError.invalidValue(
        entry.value.base,
        EncodingError.Context(codingPath: codingPath, debugDescription: "\(name) is not Codable"))
    }
    return (name, String(decoding: try encoder.encode(value), as: UTF8.self))
  }

  /// Decodes one element from its type name and JSON text; `position` says where the pair sits.
  func decode(
    name: String, json: String, position: String, codingPath: [any CodingKey]
  ) throws -> NBPathEntry {
    guard let registry else {
      throw Self.corrupted(codingPath, "\(position): no type registry to decode \"\(name)\" with.")
    }
    guard let entry = registry.entries[name] else {
      throw Self.corrupted(
        codingPath,
        """
        \(position) names type "\(name)", which is not registered (\(registry.summary)). \
        Register it with the navigator or destination table before decoding.
        """)
    }
    do {
      return NBPathEntry(try entry.reader.read(Data(json.utf8), with: decoder))
    } catch {
      throw Self.corrupted(
        codingPath,
        """
        \(position), of type "\(name)", does not decode: \(Self.describe(error)) \
        (\(registry.summary)).
        """)
    }
  }

  /// What may be decoded, for error messages.
  var registrySummary: String {
    registry?.summary ?? "no type registry was supplied"
  }

  static func corrupted(_ codingPath: [any CodingKey], _ message: String) -> DecodingError {
    .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: message))
  }

  /// A one-line account of a coding error.
  static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context):
      return context.debugDescription + at(context.codingPath, prefix: " (at ", suffix: ")")
    case DecodingError.keyNotFound(let key, let context):
      return "missing key \"\(key.stringValue)\"\(at(context.codingPath))"
    case DecodingError.typeMismatch(let type, let context):
      return "expected \(type)\(at(context.codingPath)): \(context.debugDescription)"
    case DecodingError.valueNotFound(let type, let context):
      return "missing \(type) value\(at(context.codingPath)): \(context.debugDescription)"
    default:
      return String(describing: error)
    }
  }

  /// `codingPath` as `a.b[2].c` between `prefix` and `suffix`; nothing when it is empty.
  private static func at(
    _ codingPath: [any CodingKey], prefix: String = " at ", suffix: String = ""
  ) -> String {
    codingPath.isEmpty ? "" : prefix + text(of: codingPath) + suffix
  }

  /// `roots[0].path` for the keys `roots`, index 0, `path`, as messages show a coding path.
  static func text(of codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }
}
