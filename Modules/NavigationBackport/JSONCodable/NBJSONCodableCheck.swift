/// Checks that a type's ``NBJSONCodable`` methods agree with its `Codable` conformance, for unit
/// tests of hand-written conformances.
///
/// ```swift
/// @Test func screenCodesLikeCodable() throws {
///   try NBJSONCodableCheck.verify(Screen(id: 7, title: "Shiraz \"2019\""))
/// }
/// ```
public enum NBJSONCodableCheck {
  /// Throws unless `value` round-trips both ways: ``NBJSONCodable/encode(to:)`` writes the text
  /// the engine's `Encodable` path writes, and both ``NBJSONCodable/init(from:)`` and
  /// `Decodable` read that text back to a value equal to `value`.
  ///
  /// - Throws: ``NBJSONCodableCheck/Failure`` saying which step disagreed and showing both
  ///   texts, or the error a step threw.
  public static func verify<T: NBJSONCodable & Equatable>(_ value: T) throws {
    let output = JSONWriter()
    let context = JSONCodingContext(output: output, embedded: false)
    var writer = NBJSONWriter(context: context)
    writer.encode(value)
    if let error = context.error {
      throw error
    }
    let handWritten = output.withBytes { String(decoding: $0, as: UTF8.self) }
    let encoder = JSONValueEncoder()
    try encoder.encode(value)
    let synthesized = encoder.output.withBytes { String(decoding: $0, as: UTF8.self) }
    guard handWritten == synthesized else {
      throw Failure(
        """
        \(T.self).encode(to:) wrote \(handWritten) but its Encodable conformance writes \
        \(synthesized); write the same members, keys in ascending order.
        """)
    }
    let decoder = JSONValueDecoder()
    try output.withBytes { try decoder.load($0) }
    let read = try T(from: NBJSONReader(decoder: decoder, index: 0))
    guard read == value else {
      throw Failure("\(T.self).init(from:) read \(read) from \(handWritten), not \(value).")
    }
    let decoded = try decoder.decode(T.self)
    guard decoded == value else {
      throw Failure(
        "\(T.self)'s Decodable conformance read \(decoded) from \(handWritten), not \(value).")
    }
  }

  /// A disagreement between a type's ``NBJSONCodable`` methods and its `Codable` conformance.
  public struct Failure: Error, CustomStringConvertible {
    /// What disagreed, with the texts or values involved.
    public let description: String

    init(_ description: String) {
      self.description = description
    }
  }
}
