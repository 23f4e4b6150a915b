/// Checks JSON syntax and says where it breaks, which Foundation's decoder does not.
///
/// Shared with the feature modules (package access) so that every file the app reads reports
/// syntax errors the same way.
///
/// It also records the line on which each element of a top-level array starts, so that an error
/// in the fifth grape can name the line the person should look at.
package struct JSONSyntaxScanner {
  /// Where a document is not valid JSON.
  package struct SyntaxError: Error, Hashable, Sendable {
    /// The 1-based line of the offending character.
    package let line: Int
    /// The 1-based column (in bytes) of the offending character.
    package let column: Int
    /// What was found and what was expected there.
    package let message: String
  }

  private let bytes: [UInt8]
  private var offset = 0
  private var line = 1
  private var lineStart = 0
  private var depth = 0
  /// The 1-based start line of each element of a top-level array.
  package private(set) var topLevelElementLines: [Int] = []

  private static let maximumDepth = 512

  /// Scans `bytes`; read ``topLevelElementLines`` afterwards.
  ///
  /// - Throws: ``SyntaxError`` at the first place the document stops being valid JSON.
  package init(scanning bytes: [UInt8]) throws(SyntaxError) {
    self.bytes = bytes
    skipWhitespace()
    try value(topLevel: true)
    skipWhitespace()
    if offset < bytes.count {
      throw error("unexpected \(describe(bytes[offset])) after the end of the document")
    }
  }

  private mutating func value(topLevel: Bool = false) throws(SyntaxError) {
    guard offset < bytes.count else {
      throw error("the document ends where a value was expected")
    }
    switch bytes[offset] {
    case UInt8(ascii: "{"): try container(close: UInt8(ascii: "}"), keyed: true, topLevel: false)
    case UInt8(ascii: "["):
      try container(close: UInt8(ascii: "]"), keyed: false, topLevel: topLevel)
    case UInt8(ascii: "\""): try string()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
    default: throw error("unexpected \(describe(bytes[offset])) where a value was expected")
    }
  }

  private mutating func container(close: UInt8, keyed: Bool, topLevel: Bool) throws(SyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
    offset += 1
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == close {
      offset += 1
      depth -= 1
      return
    }
    while true {
      if keyed {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
          throw error("expected a quoted key, found \(found())")
        }
        try string()
        skipWhitespace()
        try expect(UInt8(ascii: ":"), "a ':' after the key")
        skipWhitespace()
      } else if topLevel {
        topLevelElementLines.append(line)
      }
      try value()
      skipWhitespace()
      guard offset < bytes.count else {
        throw error("the document ends inside \(keyed ? "an object" : "an array")")
      }
      if bytes[offset] == close {
        offset += 1
        depth -= 1
        return
      }
      try expect(UInt8(ascii: ","), "',' or '\(Character(Unicode.Scalar(close)))'")
      skipWhitespace()
    }
  }

  private mutating func string() throws(SyntaxError) {
    offset += 1
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: "\""):
        offset += 1
        return
      case UInt8(ascii: "\\"):
        offset += 2
      case 0..<0x20:
        throw error("a control character inside a string (write it escaped, such as \\n)")
      default:
        offset += 1
      }
    }
    throw error("the document ends inside a string")
  }

  private mutating func number() throws(SyntaxError) {
    let start = offset
    let allowed = Set("+-.eE0123456789".utf8)
    while offset < bytes.count, allowed.contains(bytes[offset]) {
      offset += 1
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    guard Double(text) != nil else {
      offset = start
      throw error("\"\(text)\" is not a number")
    }
  }

  private mutating func literal(_ word: String) throws(SyntaxError) {
    let expected = Array(word.utf8)
    guard bytes.count - offset >= expected.count,
      Array(bytes[offset..<offset + expected.count]) == expected
    else {
      throw error("unexpected \(describe(bytes[offset])) where a value was expected")
    }
    offset += expected.count
  }

  private mutating func expect(_ byte: UInt8, _ what: String) throws(SyntaxError) {
    guard offset < bytes.count, bytes[offset] == byte else {
      throw error("expected \(what), found \(found())")
    }
    offset += 1
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: "\n"):
        line += 1
        lineStart = offset + 1
        offset += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        offset += 1
      default:
        return
      }
    }
  }

  private func found() -> String {
    offset < bytes.count ? describe(bytes[offset]) : "the end of the document"
  }

  private func describe(_ byte: UInt8) -> String {
    if byte >= 0x20, byte < 0x7F {
      return "'\(Character(Unicode.Scalar(byte)))'"
    }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  private func error(_ message: String) -> SyntaxError {
    SyntaxError(line: line, column: offset - lineStart + 1, message: message)
  }
}
