/// The wire form of a list of entries: type names and JSON texts alternating, last-pushed first.
enum FlatEntryArray {
  /// The items for `entries`; throws `EncodingError` naming a value that cannot be encoded.
  static func items(
    _ entries: [NBPathEntry], coder: ElementCoder, codingPath: [any CodingKey]
  ) throws -> [String] {
    var items: [String] = []
    items.reserveCapacity(2 * entries.count)
    for entry in entries.reversed() {
      let (name, json) = try coder.encode(
        entry, codingPath: codingPath + [Index(intValue: items.count)])
      items.append(name)
      items.append(json)
    }
    return items
  }

  /// Appends the items for `entries` to `container`.
  static func encode(
    _ entries: [NBPathEntry], into container: inout some UnkeyedEncodingContainer,
    coder: ElementCoder
  ) throws {
    try container.encode(contentsOf: items(entries, coder: coder, codingPath: container.codingPath))
  }

  /// The entries read, bottom first, and what a lenient read left out.
  struct Decoded {
    var entries: [NBPathEntry] = []
    /// How many elements, counted from the top, were left out.
    var droppedCount = 0
    /// Why the lowest element left out did not decode.
    var reason: DecodingError?
  }

  /// Decodes the pairs of `container`, bottom first; `lenient` leaves out an element that does not
  /// decode and those above it; a wrong item throws `DecodingError` naming it.
  static func decode(
    from container: inout some UnkeyedDecodingContainer, coder: ElementCoder,
    codingPath: [any CodingKey], lenient: Bool = false
  ) throws -> Decoded {
    var items: [String] = []
    items.reserveCapacity(container.count ?? 0)
    while !container.isAtEnd {
      do {
        items.append(try container.decode(String.self))
      } catch {
        let item = items.count
        let role =
          item.isMultiple(of: 2) ? "a type name" : "the JSON text of \"\(items[item - 1])\""
        throw ElementCoder.corrupted(
          codingPath,
          """
          \(place("item \(item)", codingPath)) should be a string holding \(role): \
          \(ElementCoder.describe(error)) (\(coder.registrySummary)).
          """)
      }
    }
    guard items.count.isMultiple(of: 2) else {
      throw ElementCoder.corrupted(
        codingPath,
        """
        \(place("item \(items.count - 1)", codingPath)) (type "\(items[items.count - 1])") has \
        no JSON text after it: the array is odd-length, but it must alternate type names and \
        JSON texts (\(coder.registrySummary)).
        """)
    }
    var decoded = Decoded()
    decoded.entries.reserveCapacity(items.count / 2)
    for pair in (0..<items.count / 2).reversed() {
      let position = place(
        "entry \(pair) from the top (items \(2 * pair) and \(2 * pair + 1))", codingPath)
      do {
        decoded.entries.append(
          try coder.decode(
            name: items[2 * pair], json: items[2 * pair + 1], position: position,
            codingPath: codingPath))
      } catch let error as DecodingError where lenient {
        decoded.droppedCount = pair + 1
        decoded.reason = error
        break
      }
    }
    return decoded
  }

  /// `what` as the start of a sentence, after where the array is.
  private static func place(_ what: String, _ codingPath: [any CodingKey]) -> String {
    codingPath.isEmpty
      ? what.prefix(1).uppercased() + what.dropFirst()
      : "In \(ElementCoder.text(of: codingPath)), \(what)"
  }

  /// The coding key of an item of the array.
  private struct Index: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }

    init?(stringValue: String) {
      return nil
    }

    init(intValue: Int) {
      self.intValue = intValue
    }
  }
}
