/// A byte-level JSON parser that turns a document into a ``JSONTape``.
///
/// It accepts exactly RFC 8259 JSON (whitespace, every escape including `\u` surrogate pairs,
/// numbers with fractions and exponents) in UTF-8, checks that strings are valid UTF-8 and reports
/// the first error with its line, column and a message. It works iteratively, so nesting costs no
/// stack, and refuses documents nested deeper than ``maximumDepth`` levels.
struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 512

  /// The largest document accepted, so that every offset fits the tape's 32-bit fields.
  static let maximumLength = Int(UInt32.max) - 1

  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Parses `bytes` into `tape`, replacing what it held.
  ///
  /// - Parameter recordingTopLevelOffsets: Whether to note where each element of a top-level
  ///   array starts, in ``JSONTape/topLevelOffsets``.
  /// - Throws: ``JSONSyntaxError`` at the first place the document stops being valid JSON.
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>,
    into tape: inout JSONTape,
    recordingTopLevelOffsets: Bool = false
  ) throws(JSONSyntaxError) {
    tape.removeAll()
    // Start near the size typical documents need, rather than growing there by doubling.
    tape.tokens.reserveCapacity(bytes.count / 16 + 16)
    guard bytes.count <= maximumLength else {
      throw JSONSyntaxError(
        "the document is \(bytes.count) bytes long; at most \(maximumLength) are supported",
        at: 0, in: UnsafeBufferPointer(rebasing: bytes[0..<0]))
    }
    var parser = JSONParser(bytes)
    parser.skipByteOrderMark()
    try parser.document(into: &tape, recordingTopLevelOffsets: recordingTopLevelOffsets)
    tape.tokens.append(JSONToken(kind: .null, flag: false, start: 0, length: 0, end: 0))
    tape.tokens[tape.tokens.count - 1].end = UInt32(tape.tokens.count)
  }

  private mutating func document(
    into tape: inout JSONTape, recordingTopLevelOffsets: Bool
  ) throws(JSONSyntaxError) {
    var open = tape.openContainers
    tape.openContainers = []
    defer { tape.openContainers = open }
    let topLevelArray = recordingTopLevelOffsets && peekNonWhitespace() == UInt8(ascii: "[")
    skipWhitespace()
    value: while true {
      if topLevelArray, open.count == 1 {
        tape.topLevelOffsets.append(offset)
      }
      guard offset < bytes.count else {
        throw error("the document ends where a value was expected")
      }
      switch bytes[offset] {
      case UInt8(ascii: "\""):
        try string(into: &tape)
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard open.count < Self.maximumDepth else {
          throw error("nesting deeper than \(Self.maximumDepth) levels")
        }
        let isObject = bytes[offset] == UInt8(ascii: "{")
        open.append(tape.tokens.count)
        tape.tokens.append(
          JSONToken(
            kind: isObject ? .object : .array, flag: false, start: UInt32(offset), length: 0,
            end: 0))
        offset += 1
        skipWhitespace()
        if offset < bytes.count,
          bytes[offset] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        {
          offset += 1
          let index = open.removeLast()
          tape.tokens[index].end = UInt32(tape.tokens.count)
        } else {
          if isObject {
            try key(into: &tape)
          }
          continue value
        }
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        try number(into: &tape)
      case UInt8(ascii: "t"):
        try literal("true", .true, into: &tape)
      case UInt8(ascii: "f"):
        try literal("false", .false, into: &tape)
      case UInt8(ascii: "n"):
        try literal("null", .null, into: &tape)
      default:
        throw error("unexpected \(describe(bytes[offset])) where a value was expected")
      }
      // A value is complete: continue the container it is in, or finish the document.
      while let top = open.last {
        tape.tokens[top].length += 1
        let isObject = tape.tokens[top].kind == .object
        skipWhitespace()
        guard offset < bytes.count else {
          throw error("the document ends inside \(isObject ? "an object" : "an array")")
        }
        let byte = bytes[offset]
        if byte == UInt8(ascii: ",") {
          offset += 1
          skipWhitespace()
          if isObject {
            try key(into: &tape)
          }
          continue value
        }
        guard byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
          throw error("expected ',' or '\(isObject ? "}" : "]")', found \(describe(byte))")
        }
        offset += 1
        open.removeLast()
        tape.tokens[top].end = UInt32(tape.tokens.count)
      }
      skipWhitespace()
      if offset < bytes.count {
        throw error("unexpected \(describe(bytes[offset])) after the end of the document")
      }
      return
    }
  }

  /// Reads an object key, the colon after it and the whitespace before the value.
  private mutating func key(into tape: inout JSONTape) throws(JSONSyntaxError) {
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
      throw error("expected a quoted key, found \(found())")
    }
    try string(into: &tape)
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
      throw error("expected a ':' after the key, found \(found())")
    }
    offset += 1
    skipWhitespace()
  }

  private mutating func literal(
    _ word: StaticString, _ kind: JSONToken.Kind, into tape: inout JSONTape
  ) throws(JSONSyntaxError) {
    let length = word.utf8CodeUnitCount
    guard bytes.count - offset >= length else {
      throw error("unexpected \(describe(bytes[offset])) where a value was expected")
    }
    for index in 0..<length where bytes[offset + index] != word.utf8Start[index] {
      throw error("unexpected \(describe(bytes[offset])) where a value was expected")
    }
    let index = tape.tokens.count
    tape.tokens.append(
      JSONToken(
        kind: kind, flag: false, start: UInt32(offset), length: UInt32(length),
        end: UInt32(index + 1)))
    offset += length
  }

  private mutating func skipByteOrderMark() {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      offset = 3
    }
  }

  mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        offset += 1
      default:
        return
      }
    }
  }

  private func peekNonWhitespace() -> UInt8? {
    var copy = self
    copy.skipWhitespace()
    return copy.offset < bytes.count ? bytes[copy.offset] : nil
  }

  func found() -> String {
    offset < bytes.count ? describe(bytes[offset]) : "the end of the document"
  }

  /// A byte as a message shows it: the character for printable ASCII, otherwise its value.
  func describe(_ byte: UInt8) -> String {
    if byte >= 0x20, byte < 0x7F {
      return "'\(Character(Unicode.Scalar(byte)))'"
    }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  func error(_ message: String, at position: Int? = nil) -> JSONSyntaxError {
    JSONSyntaxError(message, at: position ?? offset, in: bytes)
  }
}
