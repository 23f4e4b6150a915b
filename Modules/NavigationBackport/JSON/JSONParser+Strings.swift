extension JSONParser {
  /// Reads a string starting at its opening quote and appends its token.
  ///
  /// A string without escapes stays a byte range of the document; one with escapes is unescaped
  /// into the tape's string buffer. Raw control characters, invalid UTF-8, bad escapes and lone
  /// surrogates are syntax errors.
  mutating func string(into tape: inout JSONTape) throws(JSONSyntaxError) {
    offset += 1
    let contentStart = offset
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        appendString(
          into: &tape, escaped: false, start: contentStart, length: offset - contentStart)
        offset += 1
        return
      }
      if byte == UInt8(ascii: "\\") {
        try escapedString(into: &tape, contentStart: contentStart)
        return
      }
      if byte < 0x20 {
        throw controlCharacterError(byte)
      }
      if byte < 0x80 {
        offset += 1
      } else {
        try skipUTF8Sequence()
      }
    }
    throw error("the document ends inside a string")
  }

  /// Continues a string at its first backslash, copying its content unescaped to the tape.
  private mutating func escapedString(
    into tape: inout JSONTape, contentStart: Int
  ) throws(JSONSyntaxError) {
    let outputStart = tape.strings.count
    tape.strings.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<offset]))
    while offset < bytes.count {
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        appendString(
          into: &tape, escaped: true, start: outputStart,
          length: tape.strings.count - outputStart)
        offset += 1
        return
      case UInt8(ascii: "\\"):
        try escape(into: &tape.strings)
      case 0..<0x20:
        throw controlCharacterError(byte)
      case 0x80...:
        let start = offset
        try skipUTF8Sequence()
        tape.strings.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<offset]))
      default:
        tape.strings.append(byte)
        offset += 1
      }
    }
    throw error("the document ends inside a string")
  }

  private func appendString(into tape: inout JSONTape, escaped: Bool, start: Int, length: Int) {
    let index = tape.tokens.count
    tape.tokens.append(
      JSONToken(
        kind: .string, flag: escaped, start: UInt32(start), length: UInt32(length),
        end: UInt32(index + 1)))
  }

  /// Decodes the escape at the backslash under the cursor.
  private mutating func escape(into output: inout [UInt8]) throws(JSONSyntaxError) {
    guard offset + 1 < bytes.count else {
      throw error("the document ends inside an escape sequence")
    }
    let replacement: UInt8
    switch bytes[offset + 1] {
    case UInt8(ascii: "\""): replacement = UInt8(ascii: "\"")
    case UInt8(ascii: "\\"): replacement = UInt8(ascii: "\\")
    case UInt8(ascii: "/"): replacement = UInt8(ascii: "/")
    case UInt8(ascii: "b"): replacement = 0x08
    case UInt8(ascii: "f"): replacement = 0x0C
    case UInt8(ascii: "n"): replacement = UInt8(ascii: "\n")
    case UInt8(ascii: "r"): replacement = UInt8(ascii: "\r")
    case UInt8(ascii: "t"): replacement = UInt8(ascii: "\t")
    case UInt8(ascii: "u"):
      try unicodeEscape(into: &output)
      return
    default:
      throw error(
        """
        invalid escape '\\\(describeRaw(bytes[offset + 1]))' in a string \
        (valid escapes are \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX)
        """)
    }
    output.append(replacement)
    offset += 2
  }

  /// Decodes `\uXXXX`, or a surrogate pair of two of them, as UTF-8.
  private mutating func unicodeEscape(into output: inout [UInt8]) throws(JSONSyntaxError) {
    let escapeStart = offset
    let first = try hexQuad(at: offset + 2)
    offset += 6
    var scalarValue = UInt32(first)
    if (0xD800...0xDBFF).contains(first) {
      guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
        bytes[offset + 1] == UInt8(ascii: "u")
      else {
        throw error(
          "lone surrogate \\u\(hex(first)): a high surrogate must be followed by a low one",
          at: escapeStart)
      }
      let second = try hexQuad(at: offset + 2)
      guard (0xDC00...0xDFFF).contains(second) else {
        throw error(
          "lone surrogate \\u\(hex(first)): \\u\(hex(second)) after it is not a low surrogate",
          at: escapeStart)
      }
      offset += 6
      scalarValue = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(first) {
      throw error(
        "lone surrogate \\u\(hex(first)): a low surrogate must follow a high one",
        at: escapeStart)
    }
    guard let scalar = Unicode.Scalar(scalarValue) else {
      throw error("\\u\(hex(first)) is not a Unicode scalar", at: escapeStart)
    }
    for unit in UTF8.encode(scalar) ?? UTF8.EncodedScalar() {
      output.append(unit)
    }
  }

  /// The value of the four hexadecimal digits at `position`.
  private func hexQuad(at position: Int) throws(JSONSyntaxError) -> UInt16 {
    guard position + 4 <= bytes.count else {
      throw error("the document ends inside a \\u escape", at: bytes.count)
    }
    var value: UInt16 = 0
    for index in position..<position + 4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default:
        throw error(
          "\\u must be followed by four hexadecimal digits, found \(describe(byte))", at: index)
      }
      value = value << 4 | UInt16(digit)
    }
    return value
  }

  /// Moves past one multi-byte UTF-8 sequence, or reports the byte that makes it invalid.
  private mutating func skipUTF8Sequence() throws(JSONSyntaxError) {
    let lead = bytes[offset]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default:
      throw error("invalid UTF-8: \(describe(lead)) cannot start a character")
    }
    for index in 1..<length {
      guard offset + index < bytes.count else {
        throw error("invalid UTF-8: the document ends inside a character")
      }
      let byte = bytes[offset + index]
      guard index == 1 ? secondRange.contains(byte) : (0x80...0xBF).contains(byte) else {
        throw error(
          "invalid UTF-8: \(describe(byte)) cannot follow \(describe(lead)) in a character",
          at: offset + index)
      }
    }
    offset += length
  }

  private func controlCharacterError(_ byte: UInt8) -> JSONSyntaxError {
    error(
      """
      a raw control character (byte 0x\(hex(UInt16(byte), width: 2))) inside a string; \
      write it escaped, such as \\n or \\u00\(hex(UInt16(byte), width: 2))
      """)
  }

  private func describeRaw(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F
      ? String(Character(Unicode.Scalar(byte))) : "byte 0x\(hex(UInt16(byte), width: 2))"
  }

  private func hex(_ value: UInt16, width: Int = 4) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
