import Foundation

/// The standard types paths hold most, coded by concrete code rather than through
/// ``NBJSONCodable``.
///
/// Reached through the protocol at run time, their conformances would run as unspecialized
/// generic code, paying a witness-table call and a generic integer conversion per element.
enum StandardElement {
  case int
  case string
  case bool

  /// The kind for `type`, or `nil` when it is not one of these types.
  init?(_ type: Any.Type) {
    if type == Int.self {
      self = .int
    } else if type == String.self {
      self = .string
    } else if type == Bool.self {
      self = .bool
    } else {
      return nil
    }
  }

  /// Writes `value`, of this kind's type, in the context's form.
  func write(_ value: Any, into context: JSONCodingContext) {
    switch self {
    case .int: context.output.write(signed: Int64(reinterpret(value, as: Int.self)))
    case .string: withValue(value, as: String.self) { context.write(string: $0) }
    case .bool: context.output.write(bool: reinterpret(value, as: Bool.self))
    }
  }

  /// Reads a value of this kind's type from the document loaded in `decoder`.
  func read(_ decoder: JSONValueDecoder, witness: DecodedHashing) throws -> NBPathEntry {
    switch self {
    case .int:
      NBPathEntry(
        typed: try decoder.decodeInteger(Int.self, at: 0) { decoder.codingPath },
        witness: witness)
    case .string:
      NBPathEntry(typed: try decoder.decodeString(at: 0) { decoder.codingPath }, witness: witness)
    case .bool:
      NBPathEntry(typed: try decoder.decodeBool(at: 0) { decoder.codingPath }, witness: witness)
    }
  }

  /// Reads a value straight from its JSON text in a path's document (`isEscaped` when the text
  /// has escapes there), when the text is in the plain form this module writes; `nil` for any
  /// other spelling (escapes, exponents, leading zeros, whitespace), which then goes through
  /// the full parser and its error messages.
  func readPlain(
    _ text: UnsafeBufferPointer<UInt8>, isEscaped: Bool, witness: DecodedHashing
  ) -> NBPathEntry? {
    switch self {
    case .int:
      guard !isEscaped, let value = Self.plainInteger(text) else {
        return nil
      }
      return NBPathEntry(typed: value, witness: witness)
    case .string:
      guard isEscaped, let value = Self.plainString(text) else {
        return nil
      }
      return NBPathEntry(typed: value, witness: witness)
    case .bool:
      return nil
    }
  }

  /// The integer `text` spells as `-?(0|[1-9][0-9]*)` with at most 18 digits, else `nil`.
  static func plainInteger(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
    let negative = text.first == UInt8(ascii: "-")
    let digits = UnsafeBufferPointer(rebasing: text[(negative ? 1 : 0)...])
    guard let first = digits.first, (1...18).contains(digits.count),
      first != UInt8(ascii: "0") || digits.count == 1
    else {
      return nil
    }
    var value = 0
    for byte in digits {
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10 else {
        return nil
      }
      value = value &* 10 &+ Int(digit)
    }
    return negative ? -value : value
  }

  /// The string whose JSON, escaped inside a JSON string, is `text`: `\"`, bytes that need no
  /// escaping, `\"`; else `nil`.
  ///
  /// The document's parser has already checked that `text` is valid UTF-8.
  static func plainString(_ text: UnsafeBufferPointer<UInt8>) -> String? {
    let backslash = UInt8(ascii: "\\")
    let quote = UInt8(ascii: "\"")
    let count = text.count
    guard count >= 4, text[0] == backslash, text[1] == quote, text[count - 2] == backslash,
      text[count - 1] == quote
    else {
      return nil
    }
    let content = UnsafeBufferPointer(rebasing: text[2..<(count - 2)])
    for byte in content where byte == backslash || byte == quote || byte < 0x20 {
      return nil
    }
    return String(decoding: content, as: UTF8.self)
  }
}
