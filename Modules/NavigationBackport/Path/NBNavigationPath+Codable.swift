import Foundation

extension NBNavigationPath {
  /// A serializable form of a path whose every element is `Codable`: SwiftUI's flat array of type
  /// names and JSON texts (see <doc:SavingAndRestoring>).
  ///
  /// Decode it with ``NBTypeRegistry/makeDecoder()``. Two representations are equal when they
  /// encode to the same JSON.
  public struct CodableRepresentation: Codable, Equatable {
    let entries: [NBPathEntry]

    init(entries: [NBPathEntry]) {
      self.entries = entries
    }

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

    /// Whether both encode to the same JSON; representations that cannot be encoded compare values.
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
  /// Decodes a path from the JSON of its ``NBNavigationPath/codable`` form.
  ///
  /// - Throws: `DecodingError` naming what is wrong.
  public func decodePath(from data: Data) throws -> NBNavigationPath {
    NBNavigationPath(
      entries: try makeDecoder().decode(NBNavigationPath.CodableRepresentation.self, from: data)
        .entries)
  }

  /// Decodes the elements of a saved path below the first that no longer decodes, with how many
  /// were left out and why (`nil` when none).
  ///
  /// - Throws: `DecodingError` when the document is not a JSON array of strings of even length.
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
