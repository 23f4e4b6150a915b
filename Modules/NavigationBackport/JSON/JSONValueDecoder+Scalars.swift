import Foundation

/// Reading scalars from tokens, including the types read without their own `init(from:)`.
extension JSONValueDecoder {
  func decodeNil(at index: Int) -> Bool {
    tape.tokens[index].kind == .null
  }

  func decodeString(at index: Int, _ codingPath: () -> [any CodingKey]) throws -> String {
    let token = tape.tokens[index]
    guard token.kind == .string else {
      throw mismatch(String.self, found: token, codingPath())
    }
    return string(of: token)
  }

  func decodeBool(at index: Int, _ codingPath: () -> [any CodingKey]) throws -> Bool {
    switch tape.tokens[index].kind {
    case .true: return true
    case .false: return false
    default: throw mismatch(Bool.self, found: tape.tokens[index], codingPath())
    }
  }

  func decodeInteger<T: FixedWidthInteger>(
    _ type: T.Type, at index: Int, _ codingPath: () -> [any CodingKey]
  ) throws -> T {
    let token = try number(at: index, type, codingPath)
    let reading = withBytes(of: token) { JSONNumberReader.integer($0, isDecimal: token.flag) }
    if let value = JSONNumberReader.convert(reading, to: type) {
      return value
    }
    let text = describeNumber(token)
    throw corrupted(
      codingPath(),
      reading == .fractional
        ? "The number \(text) is not an integer, so it cannot be decoded as \(T.self)."
        : "The number \(text) does not fit in \(T.self) (\(T.min) to \(T.max)).")
  }

  func decodeDouble(at index: Int, _ codingPath: () -> [any CodingKey]) throws -> Double {
    let token = try number(at: index, Double.self, codingPath)
    guard let value = withBytes(of: token, { JSONNumberReader.double($0, isDecimal: token.flag) })
    else {
      throw corrupted(codingPath(), "The number \(describeNumber(token)) does not fit in Double.")
    }
    return value
  }

  func decodeFloat(at index: Int, _ codingPath: () -> [any CodingKey]) throws -> Float {
    let token = try number(at: index, Float.self, codingPath)
    guard let value = withBytes(of: token, { JSONNumberReader.float($0) }) else {
      throw corrupted(codingPath(), "The number \(describeNumber(token)) does not fit in Float.")
    }
    return value
  }

  func number<T>(
    at index: Int, _ type: T.Type, _ codingPath: () -> [any CodingKey]
  ) throws -> JSONToken {
    let token = tape.tokens[index]
    guard token.kind == .number else {
      throw mismatch(type, found: token, codingPath())
    }
    return token
  }

  /// Reads a `String`, `Int`, `Double` or `Bool` straight from the tape.
  ///
  /// These are most of the scalars values hold; reading them here skips the single-value
  /// container their `init(from:)` would ask for. Like the other special cases it returns `T`,
  /// not `T?`, so that no other type pays for `Optional<T>`'s metadata.
  func decodeCommonScalar<T>(_ type: T.Type, at index: Int) throws -> T {
    let value: Any
    if T.self == String.self {
      value = try decodeString(at: index) { path }
    } else if T.self == Int.self {
      value = try decodeInteger(Int.self, at: index) { path }
    } else if T.self == Double.self {
      value = try decodeDouble(at: index) { path }
    } else {
      value = try decodeBool(at: index) { path }
    }
    switch value {
    case let typed as T: return typed
    default: throw corrupted(path, "\(T.self) is not a scalar this decoder reads specially.")
    }
  }

  /// Reads the Foundation types `JSONDecoder` treats specially by default.
  ///
  /// Kept apart from ``decodeValue(_:at:suffix:key:)`` so that decoding other types never builds
  /// `Optional<T>`, whose metadata costs a lookup for every value.
  func decodeFoundationValue<T: Decodable>(_ type: T.Type, at index: Int) throws -> T {
    let value: Any
    if T.self == URL.self {
      let text = try decodeString(at: index) { path }
      guard let url = URL(string: text) else {
        throw corrupted(path, "Invalid URL string: \"\(text)\".")
      }
      value = url
    } else if T.self == Data.self {
      let text = try decodeString(at: index) { path }
      guard let data = Data(base64Encoded: text) else {
        throw corrupted(path, "Encountered Data that is not valid Base64.")
      }
      value = data
    } else {
      let token = try number(at: index, Decimal.self) { path }
      let text = withBytes(of: token) { String(decoding: $0, as: UTF8.self) }
      guard let decimal = Decimal(string: text, locale: nil) else {
        throw corrupted(path, "The number \(text) does not fit in Decimal.")
      }
      value = decimal
    }
    guard let typed = value as? T else {
      throw corrupted(path, "\(T.self) is not a Foundation type this decoder reads specially.")
    }
    return typed
  }
}
