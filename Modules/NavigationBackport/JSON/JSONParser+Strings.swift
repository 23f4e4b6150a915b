extension JSONParser {
  /// Reads a string starting at its opening quote and appends its token.
  ///
  /// The token is the byte range of the string's content in the document, escapes and all; a
  /// string with escapes is flagged so that readers unescape it (``JSONUnescaper``) when they
  /// need its text. Raw control characters, invalid UTF-8, bad escapes and lone surrogates are
  /// syntax errors, so everything on the tape unescapes cleanly.
  mutating func string(into tape: inout JSONTape) throws(JSONSyntaxError) {
    offset += 1
    let contentStart = offset
    var hasEscapes = false
    while true {
      skipPlainStringBytes()
      guard offset < bytes.count else {
        throw error("the document ends inside a string")
      }
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        break
      }
      if byte == UInt8(ascii: "\\") {
        hasEscapes = true
        // The common escapes are two bytes and need no more checking than this.
        if offset + 1 < bytes.count, Self.isShortEscape(bytes[offset + 1]) {
          offset += 2
        } else {
          try checkEscape()
        }
      } else if byte >= 0x80 {
        try skipUTF8Sequence()
      } else {
        throw controlCharacterError(byte)
      }
    }
    let index = tape.tokens.count
    tape.tokens.append(
      JSONToken(
        kind: .string, flag: hasEscapes, start: UInt32(contentStart),
        length: UInt32(offset - contentStart), end: UInt32(index + 1)))
    offset += 1
  }

  private static func isShortEscape(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return true
    default:
      return false
    }
  }

  /// Moves to the next byte that needs attention inside a string: a quote, a backslash, a
  /// control character or a non-ASCII byte (or the end of the document).
  ///
  /// Eight bytes are checked at a time, and the first one needing attention is found from the
  /// check's bit mask, so a string costs about one step per eight bytes plus one per escape.
  @inline(__always)
  private mutating func skipPlainStringBytes() {
    if let base = bytes.baseAddress {
      while offset + 8 <= bytes.count {
        let mask = JSONByteScan.specialBytes(
          in: JSONByteScan.word(at: base + offset), nonASCII: true)
        if mask != 0 {
          offset += mask.trailingZeroBitCount / 8
          return
        }
        offset += 8
      }
    }
    while offset < bytes.count {
      let byte = bytes[offset]
      guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\"), byte != UInt8(ascii: "\"") else {
        return
      }
      offset += 1
    }
  }

  /// Checks the escape at the backslash under the cursor and moves past it.
  private mutating func checkEscape() throws(JSONSyntaxError) {
    guard offset + 1 < bytes.count else {
      throw error("the document ends inside an escape sequence")
    }
    switch bytes[offset + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      offset += 2
    case UInt8(ascii: "u"):
      try checkUnicodeEscape()
    default:
      throw error(
        """
        invalid escape '\\\(describeRaw(bytes[offset + 1]))' in a string \
        (valid escapes are \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX)
        """)
    }
  }

  /// Checks `\uXXXX`, or a surrogate pair of two of them, and moves past it.
  private mutating func checkUnicodeEscape() throws(JSONSyntaxError) {
    let escapeStart = offset
    let first = try hexQuad(at: offset + 2)
    offset += 6
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
    } else if (0xDC00...0xDFFF).contains(first) {
      throw error(
        "lone surrogate \\u\(hex(first)): a low surrogate must follow a high one",
        at: escapeStart)
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
