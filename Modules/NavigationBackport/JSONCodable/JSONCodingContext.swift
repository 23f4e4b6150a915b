/// What the writers for one ``NBJSONCodable`` value share: the output buffer, the first misuse,
/// and an encoder for members that are only `Encodable`.
final class JSONCodingContext {
  /// Where the value's JSON text is written.
  let output: JSONWriter
  /// The first misuse; everything written after it is discarded by the caller.
  private(set) var error: EncodingError?
  private var fallbackEncoder: JSONValueEncoder?

  init(output: JSONWriter) {
    self.output = output
  }

  /// Empties the output and forgets the last error, for the next value.
  func reset() {
    output.removeAll()
    error = nil
  }

  /// Records `message` as the error, unless an earlier one is already recorded.
  func fail(_ value: Any, _ message: String, key: StaticString?) {
    guard error == nil else {
      return
    }
    let codingPath: [any CodingKey] = key.map { [JSONStringKey($0.description)] } ?? []
    error = .invalidValue(
      value, EncodingError.Context(codingPath: codingPath, debugDescription: message))
  }

  /// Writes `value` through the module's `Encoder`, for members without their own JSON methods.
  func writeEncodable<T: Encodable>(_ value: T, key: StaticString?) {
    let encoder = fallbackEncoder ?? JSONValueEncoder()
    fallbackEncoder = encoder
    do {
      try encoder.encode(value)
      encoder.output.withBytes { output.write($0) }
    } catch {
      fail(value, "\(T.self) failed to encode: \(error)", key: key)
    }
  }
}
