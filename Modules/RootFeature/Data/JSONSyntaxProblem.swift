import Foundation

/// Where a file people edit stops being JSON, and why: a line, a column and a message.
///
/// `JSONDecoder` only says that data "was not valid JSON"; Foundation's `JSONSerialization` says
/// where ("around character 7", a byte offset) or which number is out of range. This reads that
/// diagnosis, on the error path only, and turns the offset into a line and a column.
struct JSONSyntaxProblem: CustomStringConvertible {
  /// The 1-based line.
  let line: Int
  /// The 1-based column, in characters.
  let column: Int
  /// What is wrong there, without a final period.
  let message: String

  /// The syntax problem of `data`, or `nil` when Foundation reads it as JSON after all.
  init?(in data: Data) {
    let bytes = [UInt8](data)
    let reason: String
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
      return nil
    } catch {
      reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
    }
    let offset: Int
    if let number = Self.text(in: reason, after: "Number ", before: " is not representable") {
      offset = Self.offset(ofNumber: number, in: bytes) ?? bytes.count
      message = "the number \(number) is out of range"
    } else if let found = Self.text(in: reason, after: "around character ", before: "."),
      let position = Int(found)
    {
      offset = min(position, bytes.count)
      message = "not valid JSON: " + Self.unexpected(at: offset, in: bytes, reason: reason)
    } else {
      offset = bytes.count
      message =
        reason.hasPrefix("Unexpected end of file")
        ? "not valid JSON: the document ends before it is complete"
        : "not valid JSON: \(reason.trimmingCharacters(in: CharacterSet(charactersIn: ".")))"
    }
    let before = bytes[..<offset]
    let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
    line = before.count { $0 == UInt8(ascii: "\n") } + 1
    column = bytes[lineStart..<offset].count { $0 & 0xC0 != 0x80 } + 1
  }

  /// `line L, column C: message`.
  var description: String {
    "line \(line), column \(column): \(message)"
  }

  /// What stands at `offset`, for a message about an unexpected byte there.
  private static func unexpected(at offset: Int, in bytes: [UInt8], reason: String) -> String {
    if reason.hasPrefix("Invalid escape sequence") {
      return "invalid escape sequence in a string"
    }
    guard offset < bytes.count else {
      return "the document ends before it is complete"
    }
    let byte = bytes[offset]
    return (0x21...0x7E).contains(byte)
      ? "unexpected '\(Character(UnicodeScalar(byte)))'" : "unexpected byte \(byte)"
  }

  /// The text of `reason` between `start` and the next `end`.
  private static func text(in reason: String, after start: String, before end: String) -> String? {
    guard let from = reason.range(of: start)?.upperBound,
      let to = reason[from...].range(of: end)?.lowerBound
    else {
      return nil
    }
    return String(reason[from..<to])
  }

  /// Where the number token `number` first stands outside a string.
  private static func offset(ofNumber number: String, in bytes: [UInt8]) -> Int? {
    let token = Array(number.utf8)
    var inString = false
    var escaped = false
    for index in bytes.indices {
      let byte = bytes[index]
      if escaped {
        escaped = false
      } else if inString {
        escaped = byte == UInt8(ascii: "\\")
        inString = byte != UInt8(ascii: "\"")
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if bytes[index...].starts(with: token) {
        return index
      }
    }
    return nil
  }
}
