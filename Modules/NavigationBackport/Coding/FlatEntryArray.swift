/// The wire form of a list of path entries: one flat array alternating each element's type name
/// and its JSON text as a string, last-pushed element first.
///
/// Both directions take a shortcut when the container belongs to this module's own JSON encoder
/// or decoder (the whole-document paths ``NBNavigationPath/CodableRepresentation/jsonData()`` and
/// ``NBTypeRegistry/decodePath(from:)``): names and texts then go between byte buffers without
/// becoming `String`s. Inside any other coder the same array is written and read through the
/// container's ordinary methods.
enum FlatEntryArray {
  /// Writes `entries` as a whole JSON document: the array, last-pushed first.
  ///
  /// This is what encoding through ``JSONValueEncoder`` writes, without building the encoder's
  /// tree for an array that holds nothing but strings.
  ///
  /// - Throws: `EncodingError` when a value is not `Codable` or cannot be encoded.
  static func write(_ entries: [NBPathEntry], to output: JSONWriter, coder: ElementCoder) throws {
    let document = JSONCodingContext(output: output, embedded: true)
    output.write(byte: UInt8(ascii: "["))
    try entries.withUnsafeBufferPointer { entries in
      for index in entries.indices.reversed() {
        if index < entries.count - 1 {
          output.write(byte: UInt8(ascii: ","))
        }
        guard
          try coder.write(
            base: entries[index].base, type: entries[index].valueType, into: document,
            output: output)
        else {
          throw notCodable(
            entries[index], codingPath: [JSONIndexKey(index: 2 * (entries.count - 1 - index))])
        }
      }
    }
    output.write(byte: UInt8(ascii: "]"))
  }

  /// Appends `entries`, last-pushed first, as name and JSON text pairs.
  ///
  /// - Throws: `EncodingError` when a value is not `Codable` or cannot be encoded.
  static func encode(
    _ entries: [NBPathEntry],
    into container: inout any UnkeyedEncodingContainer,
    coder: ElementCoder
  ) throws {
    let fast = container as? JSONUnkeyedEncodingContainer
    for entry in entries.reversed() {
      let encoded: Void? = try coder.encode(entry) { name, json in
        if let fast {
          fast.encodeString(name)
          fast.encodeString(utf8: json)
        } else {
          try container.encode(name)
          try container.encode(String(decoding: json, as: UTF8.self))
        }
      }
      guard encoded != nil else {
        throw notCodable(entry, codingPath: container.codingPath)
      }
    }
  }

  private static func notCodable(_ entry: NBPathEntry, codingPath: [any CodingKey]) -> EncodingError
  {
    .invalidValue(
      entry.value.base,
      EncodingError.Context(
        codingPath: codingPath, debugDescription: "\(entry.typeName) is not Codable")
    )
  }

  /// Reads name and JSON text pairs to the end of `container`; returns the entries bottom first.
  ///
  /// - Throws: `DecodingError` naming the item and the element (counted from the top) that is
  ///   wrong: an odd length, an item that is not a string, an unregistered type name, or a JSON
  ///   text that does not decode.
  static func decode(
    from container: inout any UnkeyedDecodingContainer,
    coder: ElementCoder,
    codingPath: [any CodingKey]
  ) throws -> [NBPathEntry] {
    if var fast = container as? JSONUnkeyedDecodingContainer {
      let entries = try decode(fast, coder: coder, codingPath: codingPath)
      fast.skipToEnd()
      container = fast
      return entries
    }
    var lastFirst: [NBPathEntry] = []
    lastFirst.reserveCapacity((container.count ?? 0) / 2)
    var index = 0
    while !container.isAtEnd {
      var name = try decodeString(
        from: &container, item: index, role: "a type name", coder, codingPath)
      guard !container.isAtEnd else {
        throw oddLength(lastItem: index, name: name, coder, codingPath)
      }
      var json = try decodeString(
        from: &container, item: index + 1, role: "the JSON text of \"\(name)\"", coder,
        codingPath)
      let item = index
      let entry = try name.withUTF8 { nameBytes in
        try json.withUTF8 { jsonBytes in
          try coder.decode(name: nameBytes, json: jsonBytes, item: item, codingPath: codingPath)
        }
      }
      lastFirst.append(entry)
      index += 2
    }
    lastFirst.reverse()
    return lastFirst
  }

  /// Reads the pairs straight from the tape of this module's decoder.
  private static func decode(
    _ array: JSONUnkeyedDecodingContainer,
    coder: ElementCoder,
    codingPath: [any CodingKey]
  ) throws -> [NBPathEntry] {
    let decoder = array.decoder
    let count = Int(decoder.token(at: array.array).length)
    guard count.isMultiple(of: 2) else {
      throw oddLength(decoder, array: array, count: count, coder, codingPath)
    }
    let pairs = count / 2
    // The document lists the top first; the entries are placed from the end of the array, so
    // that they come out bottom first without a second pass.
    return try [NBPathEntry](unsafeUninitializedCapacity: pairs) { buffer, initialized in
      var placed = 0
      func place(_ entry: NBPathEntry) {
        buffer.initializeElement(at: pairs - 1 - placed, to: entry)
        placed += 1
      }
      do {
        // One scope over the document's bytes for the whole array: names and texts are slices.
        try decoder.withSourceBytes { document in
          var index = array.array + 1
          for item in stride(from: 0, to: count, by: 2) {
            let nameToken = decoder.token(at: index)
            guard nameToken.kind == .string else {
              throw notString(
                decoder, nameToken, item: item, role: "a type name", coder, codingPath)
            }
            let jsonToken = decoder.token(at: Int(nameToken.end))
            guard jsonToken.kind == .string else {
              let name = decoder.string(of: nameToken)
              throw notString(
                decoder, jsonToken, item: item + 1, role: "the JSON text of \"\(name)\"", coder,
                codingPath)
            }
            let json = slice(of: jsonToken, in: document)
            if nameToken.flag {
              // A name with escapes: rare enough to unescape into a temporary array.
              try JSONUnescaper.bytes(slice(of: nameToken, in: document))
                .withUnsafeBufferPointer { name in
                  place(
                    try coder.decode(
                      name: name, json: json, jsonIsEscaped: jsonToken.flag, item: item,
                      codingPath: codingPath))
                }
            } else {
              place(
                try coder.decode(
                  name: slice(of: nameToken, in: document), json: json,
                  jsonIsEscaped: jsonToken.flag, item: item, codingPath: codingPath))
            }
            index = Int(jsonToken.end)
          }
        }
      } catch {
        // Nothing counts as initialized yet: release the entries placed at the end.
        for offset in (pairs - placed)..<pairs {
          _ = buffer.moveElement(from: offset)
        }
        throw error
      }
      initialized = pairs
    }
  }

  /// The raw bytes of a string token within the document it was parsed from.
  private static func slice(
    of token: JSONToken, in document: UnsafeBufferPointer<UInt8>
  ) -> UnsafeBufferPointer<UInt8> {
    let start = min(Int(token.start), document.count)
    let end = min(start + Int(token.length), document.count)
    return UnsafeBufferPointer(rebasing: document[start..<end])
  }

  /// Where the pair starting at item `index` (a type name) sits, such as
  /// `Entry 2 from the top (items 4 and 5)`, or `In roots.0.path, entry 2 …` inside a state.
  static func position(_ index: Int, _ codingPath: [any CodingKey]) -> String {
    place("entry \(index / 2) from the top (items \(index) and \(index + 1))", codingPath)
  }

  /// `what`, capitalised as the start of a sentence, or after the location of the array.
  private static func place(_ what: String, _ codingPath: [any CodingKey]) -> String {
    let location = codingPath.map(\.stringValue).joined(separator: ".")
    return location.isEmpty
      ? what.prefix(1).uppercased() + what.dropFirst() : "In \(location), \(what)"
  }

  /// The last item of an odd-length array read from the tape, named when it is a string.
  private static func oddLength(
    _ decoder: JSONValueDecoder, array: JSONUnkeyedDecodingContainer, count: Int,
    _ coder: ElementCoder, _ codingPath: [any CodingKey]
  ) -> DecodingError {
    var index = array.array + 1
    for _ in 0..<(count - 1) {
      index = Int(decoder.token(at: index).end)
    }
    let last = decoder.token(at: index)
    let name = last.kind == .string ? decoder.string(of: last) : nil
    return oddLength(lastItem: count - 1, name: name, coder, codingPath)
  }

  private static func oddLength(
    lastItem: Int, name: String?, _ coder: ElementCoder, _ codingPath: [any CodingKey]
  ) -> DecodingError {
    let item = place("item \(lastItem)", codingPath)
    let named = name.map { " (type \"\($0)\")" } ?? ""
    return .dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath,
        debugDescription: """
          \(item)\(named) has no JSON text after it: the array is odd-length, but it must \
          alternate type names and JSON texts (\(coder.registrySummary)).
          """
      )
    )
  }

  private static func notString(
    _ decoder: JSONValueDecoder, _ token: JSONToken, item: Int, role: String,
    _ coder: ElementCoder, _ codingPath: [any CodingKey]
  ) -> DecodingError {
    let error = decoder.mismatch(
      String.self, found: token, codingPath + [JSONIndexKey(index: item)])
    return stringExpected(item: item, role: role, error, coder, codingPath)
  }

  private static func decodeString(
    from container: inout any UnkeyedDecodingContainer,
    item: Int,
    role: String,
    _ coder: ElementCoder,
    _ codingPath: [any CodingKey]
  ) throws -> String {
    do {
      return try container.decode(String.self)
    } catch {
      throw stringExpected(item: item, role: role, error, coder, codingPath)
    }
  }

  private static func stringExpected(
    item: Int, role: String, _ error: any Error, _ coder: ElementCoder,
    _ codingPath: [any CodingKey]
  ) -> DecodingError {
    .dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath,
        debugDescription: """
          \(place("item \(item)", codingPath)) should be a string holding \(role): \
          \(ElementCoder.describe(error)) (\(coder.registrySummary)).
          """
      )
    )
  }
}
