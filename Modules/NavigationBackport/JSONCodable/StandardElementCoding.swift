import Foundation

/// Element coding for the standard types paths hold most, as closures compiled for each type.
///
/// Reached through ``NBJSONCodable`` at run time, their conformances would run as unspecialized
/// generic code, paying a witness-table call and a generic integer conversion per element; these
/// closures do the same work on the concrete type.
enum StandardElementCoding {
  /// Writes a value of `type` into a context, or `nil` for other types.
  static func writer(for type: Any.Type) -> ((Any, JSONCodingContext) throws -> Void)? {
    if type == Int.self {
      return { value, context in
        context.output.write(signed: Int64(reinterpret(value, as: Int.self)))
      }
    }
    if type == String.self {
      return { value, context in
        context.write(string: reinterpret(value, as: String.self))
      }
    }
    if type == Bool.self {
      return { value, context in
        context.output.write(bool: reinterpret(value, as: Bool.self))
      }
    }
    return nil
  }

  /// Reads a value of `type` from the document loaded in the decoder, or `nil` for other types.
  static func decoder(
    for type: Any.Type, witness: any HashableWitness
  ) -> ((JSONValueDecoder) throws -> NBPathEntry)? {
    if type == Int.self {
      return { decoder in
        NBPathEntry(
          typed: try decoder.decodeInteger(Int.self, at: 0) { decoder.codingPath },
          witness: witness)
      }
    }
    if type == String.self {
      return { decoder in
        NBPathEntry(
          typed: try decoder.decodeString(at: 0) { decoder.codingPath },
          witness: witness)
      }
    }
    if type == Bool.self {
      return { decoder in
        NBPathEntry(
          typed: try decoder.decodeBool(at: 0) { decoder.codingPath },
          witness: witness)
      }
    }
    return nil
  }

  /// Reads a value of `type` straight from its JSON text in a path's document, when the text is
  /// in the plain form this module writes; `nil` for other types.
  ///
  /// The reader returns `nil` for any other spelling (escapes, exponents, leading zeros,
  /// whitespace), which then goes through the full parser and its error messages.
  static func shortcut(
    for type: Any.Type, witness: any HashableWitness
  ) -> ((UnsafeBufferPointer<UInt8>, Bool) -> NBPathEntry?)? {
    if type == Int.self {
      return { text, isEscaped in
        guard !isEscaped, let value = plainInteger(text) else {
          return nil
        }
        return NBPathEntry(typed: value, witness: witness)
      }
    }
    if type == String.self {
      return { text, isEscaped in
        guard isEscaped, let value = plainString(text) else {
          return nil
        }
        return NBPathEntry(typed: value, witness: witness)
      }
    }
    return nil
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
