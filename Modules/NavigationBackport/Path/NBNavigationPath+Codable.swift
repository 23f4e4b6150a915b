import Foundation

extension NBNavigationPath {
  /// A serializable form of a path whose every element is `Codable`.
  ///
  /// The wire format has the shape of SwiftUI's: one flat JSON array alternating a type name and
  /// that element's JSON text, last-pushed element first. Type names are readable and stable
  /// (`DetailsKit.DetailsViewModel`, `Swift.Int`; see ``NBStableTypeName``):
  ///
  /// ```json
  /// ["Swift.Int", "42", "DetailsKit.DetailsViewModel", "{\"id\":1,\"title\":\"Shiraz\"}"]
  /// ```
  ///
  /// Decoding needs the allowlist of types: decode with ``NBTypeRegistry/makeDecoder()`` or
  /// ``NBTypeRegistry/decodePath(from:)``. An entry that is unknown, malformed or fails to decode
  /// is a `DecodingError` naming the entry.
  ///
  /// Two representations are equal when they encode to the same JSON.
  public struct CodableRepresentation: Codable, Equatable {
    /// The elements from bottom to top.
    let entries: [NBPathEntry]

    init(entries: [NBPathEntry]) {
      self.entries = entries
    }

    /// The number of elements represented.
    var count: Int { entries.count }

    /// Decodes the flat array, resolving each type name through the decoder's registry.
    public init(from decoder: any Decoder) throws {
      let coder = try ElementCoder(decodingWith: decoder)
      var container = try decoder.unkeyedContainer()
      entries =
        try FlatEntryArray.decode(from: &container, coder: coder, codingPath: decoder.codingPath)
        .entries
    }

    /// Encodes the flat array, last-pushed element first.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try FlatEntryArray.encode(entries, into: &container, coder: ElementCoder())
    }

    /// The type names and element texts of the flat array.
    private func items() throws -> [String] {
      try FlatEntryArray.items(entries, coder: ElementCoder(), codingPath: [])
    }

    /// Whether both encode to the same JSON: the same type names and element texts in order.
    ///
    /// Representations that cannot be encoded compare their values and types.
    public static func == (lhs: CodableRepresentation, rhs: CodableRepresentation) -> Bool {
      guard lhs.entries.count == rhs.entries.count else {
        return false
      }
      switch (try? lhs.items(), try? rhs.items()) {
      case (let left?, let right?): return left == right
      case (nil, nil): return lhs.entries == rhs.entries
      default: return false
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
    NBNavigationPath(
      entries: try makeDecoder().decode(NBNavigationPath.CodableRepresentation.self, from: data)
        .entries)
  }

  /// Decodes as much of a saved path as still decodes, such as after an update removed a screen
  /// type: the elements below the first one that does not, with how many were left out and why.
  ///
  /// - Returns: The path restored; `dropped`, the number of elements left out (the first that
  ///   did not decode and every one above it); `reason`, why that first one did not decode, or
  ///   `nil` when nothing was left out.
  /// - Throws: `DecodingError` when the document itself is wrong: not JSON, not an array of
  ///   strings, or odd-length.
  public func decodePathPrefix(
    from data: Data
  ) throws -> (path: NBNavigationPath, dropped: Int, reason: DecodingError?) {
    let decoded = try makeDecoder().decode(PathPrefix.self, from: data).decoded
    return (NBNavigationPath(entries: decoded.entries), decoded.droppedCount, decoded.reason)
  }
}

/// A path document read leniently.
private struct PathPrefix: Decodable {
  let decoded: FlatEntryArray.Decoded

  init(from decoder: any Decoder) throws {
    let coder = try ElementCoder(decodingWith: decoder)
    var container = try decoder.unkeyedContainer()
    decoded = try FlatEntryArray.decode(
      from: &container, coder: coder, codingPath: decoder.codingPath, lenient: true)
  }
}
