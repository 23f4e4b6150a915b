import Foundation

extension ElementCoder {
  /// A name from a document, resolved against the registry.
  final class ResolvedName {
    let name: String
    let entry: NBTypeRegistry.Entry

    init(name: String, entry: NBTypeRegistry.Entry) {
      self.name = name
      self.entry = entry
    }
  }

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
    return try found._withUnsafeGuaranteedRef { found in
      if let decoded = found.entry.readPlain(json, isEscaped: jsonIsEscaped) {
        return decoded
      }
      do {
        try decoder.load(json, unescaping: jsonIsEscaped)
        return try found.entry.decode(decoder)
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
  }

  /// Resolves a name not met before in this pass against the registry, and remembers it.
  ///
  /// - Throws: `DecodingError` when there is no registry or the name is not registered in it.
  private func resolve(
    _ name: UnsafeBufferPointer<UInt8>, _ position: () -> String, _ codingPath: [any CodingKey]
  ) throws -> Unmanaged<ResolvedName> {
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
    // Owned by the coder, so that it can be handed out without retaining: for the rest of the
    // pass while there is room to remember it, else until the next name past the limit.
    let found = ResolvedName(name: string, entry: entry)
    if resolved.count < Self.resolvedLimit {
      resolvedNames.append(found)
      resolved.append(.passUnretained(found))
      resolvedBytes.append(contentsOf: name)
      resolvedEnds.append(resolvedBytes.count)
    } else {
      unremembered = found
    }
    return .passUnretained(found)
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

}
