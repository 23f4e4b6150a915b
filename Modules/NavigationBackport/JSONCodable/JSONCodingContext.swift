/// What the writers for one ``NBJSONCodable`` value share: the output buffer, whether the text
/// goes inside a JSON string, the first misuse, and an encoder for members that are only
/// `Encodable`.
final class JSONCodingContext {
  /// Where the value's JSON text is written.
  let output: JSONWriter
  /// Whether the text is written escaped, as the content of a JSON string: straight into a
  /// path's document, where each element's JSON is a string.
  let embedded: Bool
  /// The first misuse; the caller throws it and discards what was written.
  private(set) var error: EncodingError? {
    didSet { hasError = error != nil }
  }
  /// Whether ``error`` is set, checked for every value without copying the error.
  private(set) var hasError = false
  private var fallbackEncoder: JSONValueEncoder?

  init(output: JSONWriter, embedded: Bool) {
    self.output = output
    self.embedded = embedded
  }

  /// Forgets the last error, for the next value.
  func clearError() {
    if hasError {
      error = nil
    }
  }

  /// Records `message` as the error, unless an earlier one is already recorded.
  func fail(_ value: Any, _ message: String, key: StaticString?) {
    guard !hasError else {
      return
    }
    let codingPath: [any CodingKey] = key.map { [JSONStringKey($0.description)] } ?? []
    error = .invalidValue(
      value, EncodingError.Context(codingPath: codingPath, debugDescription: message))
  }

  /// Writes a string in this context's form.
  func write(string: String) {
    if embedded {
      output.write(embeddedString: string)
    } else {
      output.write(string: string)
    }
  }

  /// Writes UTF-8 `text` as a string in this context's form.
  func write(quoted text: UnsafeBufferPointer<UInt8>) {
    if embedded {
      output.write(embeddedQuoted: text)
    } else {
      output.write(quoted: text)
    }
  }

  /// Writes `value` through the module's `Encoder`, for members without their own JSON methods.
  func writeEncodable<T: Encodable>(_ value: T, key: StaticString?) {
    let encoder = fallbackEncoder ?? JSONValueEncoder()
    fallbackEncoder = encoder
    do {
      try encoder.encode(value)
      encoder.output.withBytes { text in
        if embedded {
          output.write(escaped: text)
        } else {
          output.write(text)
        }
      }
    } catch {
      fail(value, "\(T.self) failed to encode: \(error)", key: key)
    }
  }
}
