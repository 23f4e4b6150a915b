/// Writes one JSON value for ``NBJSONCodable/encode(to:)``.
///
/// Call exactly one of the `encode` methods. The text is compact and matches what the engine's
/// `Encodable` path writes for the same value.
///
/// A writer only exists during the `encode(to:)` call it is handed to: it cannot be copied or
/// kept, which lets it reach the engine's buffers without reference counting.
public struct NBJSONWriter: ~Copyable {
  /// Owned by the encoder, which outlives every writer (writers cannot be copied or escape).
  unowned(unsafe) let context: JSONCodingContext
  /// The context's output, held here so that writing does not retain it.
  private let output: Unmanaged<JSONWriter>
  /// The key this value is written under, for error messages; `nil` at the top.
  let key: StaticString?
  /// Whether a value was written.
  private(set) var hasValue = false

  init(context: JSONCodingContext, key: StaticString? = nil) {
    self.context = context
    self.output = .passUnretained(context.output)
    self.key = key
  }

  /// Whether a value may be written now; records the misuse when one already was.
  private mutating func begin(_ value: Any) -> Bool {
    guard !hasValue else {
      context.fail(
        value, "A second value was written where one JSON value belongs; write exactly one.",
        key: key)
      return false
    }
    hasValue = true
    return true
  }

  /// Writes a string.
  public mutating func encode(_ value: String) {
    if begin(value) {
      output._withUnsafeGuaranteedRef { $0.write(string: value) }
    }
  }

  /// Writes an integer.
  public mutating func encode(_ value: Int) {
    if begin(value) {
      output._withUnsafeGuaranteedRef { $0.write(signed: Int64(value)) }
    }
  }

  /// Writes `true` or `false`.
  public mutating func encode(_ value: Bool) {
    if begin(value) {
      output._withUnsafeGuaranteedRef { $0.write(bool: value) }
    }
  }

  /// Writes a finite number; infinity and NaN are recorded as an error, as JSON has no text
  /// for them.
  public mutating func encode(_ value: Double) {
    guard begin(value) else {
      return
    }
    guard value.isFinite else {
      context.fail(value, "Unable to encode \(value) directly in JSON.", key: key)
      return
    }
    output._withUnsafeGuaranteedRef { $0.write(double: value) }
  }

  /// Writes `null`.
  public mutating func encodeNil() {
    if begin(NBJSONNull()) {
      output._withUnsafeGuaranteedRef { $0.write("null") }
    }
  }

  /// Writes a value through its own ``NBJSONCodable/encode(to:)``.
  public mutating func encode<T: NBJSONCodable>(_ value: T) {
    guard begin(value) else {
      return
    }
    var nested = NBJSONWriter(context: context, key: key)
    value.encode(to: &nested)
    if !nested.hasValue {
      context.fail(value, "\(T.self) wrote no JSON value; write exactly one.", key: key)
    }
  }

  /// Writes a value through its `Encodable` conformance, for types without their own methods.
  public mutating func encode<T: Encodable>(_ value: T) {
    if begin(value) {
      context.writeEncodable(value, key: key)
    }
  }

  /// Writes an object whose members `body` writes, in ascending order of their keys.
  public mutating func encodeObject(_ body: (inout NBJSONObjectWriter) -> Void) {
    guard begin([String: Any]()) else {
      return
    }
    output._withUnsafeGuaranteedRef { $0.write(byte: UInt8(ascii: "{")) }
    var object = NBJSONObjectWriter(context: context)
    body(&object)
    output._withUnsafeGuaranteedRef { $0.write(byte: UInt8(ascii: "}")) }
  }

  /// Writes a number of any standard integer type.
  mutating func encode<T: FixedWidthInteger>(integer value: T) {
    if begin(value) {
      output._withUnsafeGuaranteedRef { $0.write(wide: value) }
    }
  }

  /// Writes a finite `Float`; non-finite values are recorded as an error.
  mutating func encode(float value: Float) {
    guard begin(value) else {
      return
    }
    guard value.isFinite else {
      context.fail(value, "Unable to encode \(value) directly in JSON.", key: key)
      return
    }
    output._withUnsafeGuaranteedRef { $0.write(float: value) }
  }
}

/// Stands for `null` in error values.
private struct NBJSONNull {}
