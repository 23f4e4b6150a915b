import Foundation

/// Turns path elements into their JSON text and back, with one encoder and one decoder for a
/// whole path or state, never one per element.
struct ElementCoder {
  private let encoder: JSONEncoder
  private let decoder = JSONDecoder()
  let registry: NBTypeRegistry?

  init(registry: NBTypeRegistry? = nil) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    self.encoder = encoder
    self.registry = registry
  }

  /// Reads the registry a representation must decode against from `decoder.userInfo`.
  init(decodingWith decoder: any Decoder) throws {
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

  /// The wire name and JSON text of `entry`, or `nil` when its value is not `Codable`.
  func encode(_ entry: NBPathEntry) throws -> (name: String, json: String)? {
    guard let value = entry.value.base as? any Codable else {
      return nil
    }
    let data = try encoder.encode(value)
    return (entry.typeName, String(decoding: data, as: UTF8.self))
  }

  /// Decodes one element; `position` describes where it sits, for error messages.
  func decode(
    name: String,
    json: String,
    position: String,
    codingPath: [any CodingKey]
  ) throws -> NBPathEntry {
    guard let registry else {
      throw corrupted(codingPath, "\(position): no type registry to decode \"\(name)\" with")
    }
    guard let entry = registry.entry(named: name) else {
      throw corrupted(
        codingPath,
        """
        \(position) names type "\(name)", which is not registered (\(registry.summary)). \
        Register it with the navigator or destination table before decoding.
        """
      )
    }
    do {
      return NBPathEntry(try entry.decode(decoder, Data(json.utf8)))
    } catch {
      throw corrupted(
        codingPath,
        """
        \(position), of type "\(name)", does not decode: \(Self.describe(error)) \
        (\(registry.summary)).
        """
      )
    }
  }

  /// What may be decoded, for error messages: the registered names, or that there is no registry.
  var registrySummary: String {
    registry?.summary ?? "no type registry was supplied"
  }

  private func corrupted(_ codingPath: [any CodingKey], _ message: String) -> DecodingError {
    .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: message))
  }

  /// A one-line account of a coding error, without Foundation's nested dumps.
  static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context):
      return context.debugDescription
    case DecodingError.keyNotFound(let key, let context):
      return "missing key \"\(key.stringValue)\"\(at(context.codingPath))"
    case DecodingError.typeMismatch(let type, let context):
      return "expected \(type)\(at(context.codingPath)): \(context.debugDescription)"
    case DecodingError.valueNotFound(let type, let context):
      return "missing \(type) value\(at(context.codingPath))"
    default:
      return String(describing: error)
    }
  }

  private static func at(_ codingPath: [any CodingKey]) -> String {
    codingPath.isEmpty ? "" : " at \(codingPath.map(\.stringValue).joined(separator: "."))"
  }
}
