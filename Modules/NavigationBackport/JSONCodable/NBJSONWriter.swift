/// Writes one JSON value for ``NBJSONCodable/encode(to:)``.
///
/// Call exactly one of the `encode` methods. The text is compact and matches what the engine's
/// `Encodable` path writes for the same value.
///
/// A writer only exists during the `encode(to:)` call it is handed to: it cannot be copied or
/// kept, which lets it reach the engine's buffers without reference counting.
public struct NBJSONWriter: ~Copyable {
  /// Owned by the element coder, which outlives every writer (writers cannot be copied or
  /// escape), so it is held and used without reference counting.
  let unmanagedContext: Unmanaged<JSONCodingContext>
  /// The key this value is written under, for error messages; `nil` at the top.
  let key: StaticString?
  /// Whether a value was written.
  private(set) var hasValue = false

  init(context: JSONCodingContext) {
    self.init(unmanagedContext: .passUnretained(context), key: nil)
  }

  init(unmanagedContext: Unmanaged<JSONCodingContext>, key: StaticString?) {
    self.unmanagedContext = unmanagedContext
    self.key = key
  }

  /// Whether a value may be written now; records the misuse when one already was.
  ///
  /// The value is only needed for the error, so it is not boxed as `Any` unless there is one.
  private mutating func begin(_ value: @autoclosure () -> Any) -> Bool {
    guard !hasValue else {
      fail(
        value(), "A second value was written where one JSON value belongs; write exactly one.",
        key: key)
      return false
    }
    hasValue = true
    return true
  }

  /// Writes a string.
  public mutating func encode(_ value: String) {
    if begin(value) {
      withContext { $0.write(string: value) }
    }
  }

  /// Writes an integer.
  public mutating func encode(_ value: Int) {
    if begin(value) {
      withContext { $0.output.write(signed: Int64(value)) }
    }
  }

  /// Writes `true` or `false`.
  public mutating func encode(_ value: Bool) {
    if begin(value) {
      withContext { $0.output.write(bool: value) }
    }
  }

  /// Writes a finite number; infinity and NaN are recorded as an error, as JSON has no text
  /// for them.
  public mutating func encode(_ value: Double) {
    guard begin(value) else {
      return
    }
    guard value.isFinite else {
      fail(value, "Unable to encode \(value) directly in JSON.", key: key)
      return
    }
    withContext { $0.output.write(double: value) }
  }

  /// Writes `null`.
  public mutating func encodeNil() {
    if begin(NBJSONNull()) {
      withContext { $0.output.write("null") }
    }
  }

  /// Writes a value through its own ``NBJSONCodable/encode(to:)``.
  public mutating func encode<T: NBJSONCodable>(_ value: T) {
    guard begin(value) else {
      return
    }
    var nested = NBJSONWriter(unmanagedContext: unmanagedContext, key: key)
    value.encode(to: &nested)
    if !nested.hasValue {
      fail(value, "\(T.self) wrote no JSON value; write exactly one.", key: key)
    }
  }

  /// Writes a value through its `Encodable` conformance, for types without their own methods.
  public mutating func encode<T: Encodable>(_ value: T) {
    if begin(value) {
      withContext { $0.writeEncodable(value, key: key) }
    }
  }

  /// Writes an object whose members `body` writes, in ascending order of their keys.
  public mutating func encodeObject(_ body: (inout NBJSONObjectWriter) -> Void) {
    guard begin([String: Any]()) else {
      return
    }
    withContext { $0.output.write(byte: UInt8(ascii: "{")) }
    var object = NBJSONObjectWriter(unmanagedContext: unmanagedContext)
    body(&object)
    withContext { $0.output.write(byte: UInt8(ascii: "}")) }
  }

  /// Writes a number of any standard integer type.
  mutating func encode<T: FixedWidthInteger>(integer value: T) {
    if begin(value) {
      withContext { $0.output.write(wide: value) }
    }
  }

  /// Writes a finite `Float`; non-finite values are recorded as an error.
  mutating func encode(float value: Float) {
    guard begin(value) else {
      return
    }
    guard value.isFinite else {
      fail(value, "Unable to encode \(value) directly in JSON.", key: key)
      return
    }
    withContext { $0.output.write(float: value) }
  }

  /// Calls `body` with the context, without retaining it.
  private func withContext<R>(_ body: (JSONCodingContext) -> R) -> R {
    unmanagedContext._withUnsafeGuaranteedRef(body)
  }

  /// Records a misuse in the context.
  private func fail(_ value: Any, _ message: String, key: StaticString?) {
    withContext { $0.fail(value, message, key: key) }
  }
}

/// Stands for `null` in error values.
private struct NBJSONNull {}
