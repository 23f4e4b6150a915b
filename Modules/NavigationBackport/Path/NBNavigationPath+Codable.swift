import Foundation

extension NBNavigationPath {
  /// A serializable form of a path whose every element is `Codable`.
  ///
  /// The wire format has the shape of SwiftUI's: one flat JSON array alternating a type name and
  /// that element's JSON text, last-pushed element first. Type names are readable and stable
  /// (`DetailsKit.DetailsViewModel`, `Swift.Int`; see ``NBTypeName``):
  ///
  /// ```json
  /// ["Swift.Int", "42", "DetailsKit.DetailsViewModel", "{\"id\":1,\"title\":\"Shiraz\"}"]
  /// ```
  ///
  /// Decoding needs the allowlist of types: decode with ``NBTypeRegistry/makeDecoder()`` or
  /// ``NBTypeRegistry/decodePath(from:)``. Any entry that is unknown, malformed or fails to decode
  /// is a `DecodingError` naming the entry; nothing traps.
  public struct CodableRepresentation: Codable, Equatable {
    /// The elements from bottom to top.
    let entries: [NBPathEntry]

    init(entries: [NBPathEntry]) {
      self.entries = entries
    }

    /// The number of elements represented.
    public var count: Int { entries.count }

    /// Decodes the flat array, resolving each type name through the decoder's registry.
    public init(from decoder: any Decoder) throws {
      let coder = try ElementCoder(decodingWith: decoder)
      var container = try decoder.unkeyedContainer()
      entries = try Self.decodeEntries(
        from: &container, coder: coder, codingPath: decoder.codingPath)
    }

    /// Encodes the flat array, last-pushed element first.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try Self.encodeEntries(entries, into: &container, coder: ElementCoder())
    }

    static func encodeEntries(
      _ entries: [NBPathEntry],
      into container: inout any UnkeyedEncodingContainer,
      coder: ElementCoder
    ) throws {
      for entry in entries.reversed() {
        guard let (name, json) = try coder.encode(entry) else {
          throw EncodingError.invalidValue(
            entry.value.base,
            EncodingError.Context(
              codingPath: container.codingPath,
              debugDescription: "\(entry.typeName) is not Codable"
            )
          )
        }
        try container.encode(name)
        try container.encode(json)
      }
    }

    static func decodeEntries(
      from container: inout any UnkeyedDecodingContainer,
      coder: ElementCoder,
      codingPath: [any CodingKey]
    ) throws -> [NBPathEntry] {
      var lastFirst: [NBPathEntry] = []
      lastFirst.reserveCapacity((container.count ?? 0) / 2)
      let location = codingPath.map(\.stringValue).joined(separator: ".")
      // Where an item sits, phrased as the start of a sentence.
      func place(_ what: String) -> String {
        location.isEmpty
          ? what.prefix(1).uppercased() + what.dropFirst() : "In \(location), \(what)"
      }
      var index = 0
      while !container.isAtEnd {
        let name = try decodeString(
          from: &container, at: place("item \(index)"), role: "a type name", coder, codingPath)
        guard !container.isAtEnd else {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(
              codingPath: codingPath,
              debugDescription: """
                \(place("item \(index)")) (type "\(name)") has no JSON text after it: the array \
                is odd-length (\(coder.registrySummary)).
                """
            )
          )
        }
        let json = try decodeString(
          from: &container, at: place("item \(index + 1)"), role: "the JSON text of \"\(name)\"",
          coder, codingPath)
        let position = place("entry \(index / 2) from the top (items \(index) and \(index + 1))")
        lastFirst.append(
          try coder.decode(name: name, json: json, position: position, codingPath: codingPath))
        index += 2
      }
      return lastFirst.reversed()
    }

    private static func decodeString(
      from container: inout any UnkeyedDecodingContainer,
      at place: String,
      role: String,
      _ coder: ElementCoder,
      _ codingPath: [any CodingKey]
    ) throws -> String {
      do {
        return try container.decode(String.self)
      } catch {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: codingPath,
            debugDescription: """
              \(place) should be a string holding \(role): \(ElementCoder.describe(error)) \
              (\(coder.registrySummary)).
              """
          )
        )
      }
    }
  }

  /// The path in serializable form, or `nil` when any element is not `Codable`.
  public var codable: CodableRepresentation? {
    guard entries.allSatisfy({ $0.value.base is any Codable }) else {
      return nil
    }
    return CodableRepresentation(entries: entries)
  }

  /// Rebuilds a path from its serializable form; every element gets a fresh identity.
  public init(_ codable: CodableRepresentation) {
    self = NBNavigationPath(entries: codable.entries).withFreshIdentities()
  }
}

extension NBTypeRegistry {
  /// Decodes a path from the JSON its ``NBNavigationPath/codable`` representation encodes to.
  ///
  /// - Throws: `DecodingError` naming what is wrong: not JSON, not an array, an odd length, or an
  ///   entry whose type is not registered or whose JSON does not decode.
  public func decodePath(from data: Data) throws -> NBNavigationPath {
    do {
      return NBNavigationPath(
        try makeDecoder().decode(NBNavigationPath.CodableRepresentation.self, from: data))
    } catch let error as DecodingError {
      throw error
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: [], debugDescription: "Not valid JSON: \(error)")
      )
    }
  }
}
