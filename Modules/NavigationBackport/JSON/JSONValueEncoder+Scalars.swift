import Foundation

/// Writing the values encoded without their own `encode(to:)`: common scalars and the
/// Foundation types `JSONEncoder` treats specially.
extension JSONValueEncoder {
  /// Writes a `String`, `Int`, `Double` or `Bool` straight to `writer`; `false` for other types.
  ///
  /// These are most of the scalars values hold; writing them here skips the single-value
  /// container their `encode(to:)` would ask for.
  func writeCommonScalar<T>(_ value: T, to writer: JSONWriter) throws -> Bool {
    guard Self.isCommonScalar(T.self) else {
      return false
    }
    if T.self == String.self, case let string as String = value {
      writer.write(string: string)
    } else if T.self == Int.self, case let integer as Int = value {
      writer.write(signed: Int64(integer))
    } else if T.self == Double.self, case let double as Double = value {
      guard double.isFinite else {
        throw Self.nonFinite(double, codingPath: path)
      }
      writer.write(double: double)
    } else if T.self == Bool.self, case let bool as Bool = value {
      writer.write(bool: bool)
    } else {
      return false
    }
    return true
  }

  static func isCommonScalar<T>(_ type: T.Type) -> Bool {
    T.self == String.self || T.self == Int.self || T.self == Double.self || T.self == Bool.self
  }

  /// Writes the Foundation types `JSONEncoder` treats specially by default; `false` for others.
  func encodeFoundationValue<T: Encodable>(_ value: T, into node: Int) throws -> Bool {
    if T.self == URL.self, let url = value as? URL {
      try writeString(url.absoluteString, into: node)
      return true
    }
    if T.self == Data.self, let data = value as? Data {
      try writeString(data.base64EncodedString(), into: node)
      return true
    }
    if T.self == Decimal.self, let decimal = value as? Decimal {
      guard !decimal.isNaN else {
        throw EncodingError.invalidValue(
          decimal,
          EncodingError.Context(
            codingPath: path, debugDescription: "Unable to encode Decimal.nan directly in JSON."))
      }
      try beginScalar(node)
      tree.text.write(text: decimal.description)
      tree.endScalar(node)
      return true
    }
    return false
  }

  private func writeString(_ string: String, into node: Int) throws {
    try beginScalar(node)
    tree.text.write(string: string)
    tree.endScalar(node)
  }
}
