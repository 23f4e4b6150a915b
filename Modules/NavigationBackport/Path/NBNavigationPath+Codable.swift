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
      entries = try FlatEntryArray.decode(
        from: &container, coder: coder, codingPath: decoder.codingPath)
    }

    /// Encodes the flat array, last-pushed element first.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try FlatEntryArray.encode(entries, into: &container, coder: ElementCoder())
    }

    /// The representation as a compact JSON document, written without Foundation's encoder.
    ///
    /// The bytes are deterministic for equal paths and are the ones `JSONEncoder` with
    /// `outputFormatting` `[.sortedKeys, .withoutEscapingSlashes]` produces for this
    /// representation, up to the formatting of numbers: no whitespace, `"`, `\` and control
    /// characters escaped, `/` and non-ASCII characters written as they are. Each element's JSON
    /// text has its object keys sorted by their UTF-8 bytes. Read it back with
    /// ``NBTypeRegistry/decodePath(from:)``.
    ///
    /// - Throws: `EncodingError` when an element cannot be encoded, such as a non-finite `Double`.
    public func jsonData() throws -> Data {
      // Generous: pages the document never reaches are never touched, while growing would copy
      // it all.
      let output = JSONWriter(capacity: 128 * entries.count + 16)
      try FlatEntryArray.write(entries, to: output, coder: ElementCoder())
      return output.takeData()
    }
  }

  /// The path in serializable form, or `nil` when any element is not `Codable`.
  public var codable: CodableRepresentation? {
    var check = CodableTypeCheck()
    guard check.allCodable(entries) else {
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
  /// The whole document is parsed and decoded without Foundation's decoder, in time linear in its
  /// length.
  ///
  /// - Throws: `DecodingError` naming what is wrong: not JSON (with the line and column), not an
  ///   array, an odd length, or an entry whose type is not registered or whose JSON does not
  ///   decode.
  public func decodePath(from data: Data) throws -> NBNavigationPath {
    try decodeDocument(data) { decoder in
      NBNavigationPath(
        entries: try decoder.decode(NBNavigationPath.CodableRepresentation.self).entries)
    }
  }

  /// Parses `data` and calls `body` with a decoder over it that carries this registry; the
  /// decoder reads `data` in place, so it must not be used after `body` returns.
  ///
  /// - Throws: `DecodingError.dataCorrupted` with the line and column when `data` is not JSON,
  ///   or what `body` throws.
  func decodeDocument<R>(_ data: Data, _ body: (JSONValueDecoder) throws -> R) throws -> R {
    let decoder = JSONValueDecoder()
    decoder.userInfo[.nbTypeRegistry] = UserInfoBox(registry: self)
    do {
      return try decoder.decode(borrowing: data, body)
    } catch let error as JSONSyntaxError {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [], debugDescription: "Not valid JSON: \(error).", underlyingError: error)
      )
    }
  }
}
