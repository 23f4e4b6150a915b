/// Turns the content of a JSON string that has escapes into its UTF-8 text.
///
/// ``JSONParser`` checks escapes without copying anything, leaving each string as a byte range of
/// the document; readers unescape the few strings that need it when they read them, in one pass
/// straight into the buffer they need the text in. The input is expected to have passed the
/// parser's checks; anything else is copied as it is or replaced by U+FFFD, never trapped on.
enum JSONUnescaper {
  /// Writes the text of `raw` to `output`, which must have room for `raw.count` bytes (the text
  /// is never longer than its escaped form).
  ///
  /// - Returns: The number of bytes written.
  static func unescape(
    _ raw: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var read = 0
    var written = 0
    while read < raw.count {
      if read + 8 <= raw.count, let source = raw.baseAddress {
        // Copy eight bytes at once; those from the first backslash on are written again. The
        // text is never longer than its escaped form, so the store stays within `raw.count`.
        let word = JSONByteScan.word(at: source + read)
        JSONByteScan.store(word, at: output + written)
        let mask = JSONByteScan.backslashes(in: word)
        let plain = mask == 0 ? 8 : mask.trailingZeroBitCount / 8
        written += plain
        read += plain
        if plain == 8 {
          continue
        }
      }
      let byte = raw[read]
      guard byte == UInt8(ascii: "\\"), read + 1 < raw.count else {
        output[written] = byte
        written += 1
        read += 1
        continue
      }
      let replacement: UInt8
      switch raw[read + 1] {
      case UInt8(ascii: "b"): replacement = 0x08
      case UInt8(ascii: "f"): replacement = 0x0C
      case UInt8(ascii: "n"): replacement = UInt8(ascii: "\n")
      case UInt8(ascii: "r"): replacement = UInt8(ascii: "\r")
      case UInt8(ascii: "t"): replacement = UInt8(ascii: "\t")
      case UInt8(ascii: "u"):
        guard let (scalar, length) = unicodeEscape(raw, at: read) else {
          // Not an escape after all: keep the backslash as it is.
          output[written] = byte
          written += 1
          read += 1
          continue
        }
        read += length
        for unit in UTF8.encode(scalar) ?? UTF8.EncodedScalar() {
          output[written] = unit
          written += 1
        }
        continue
      default: replacement = raw[read + 1]
      }
      output[written] = replacement
      written += 1
      read += 2
    }
    return written
  }

  /// The scalar a `\u` escape at `start` stands for, and how many bytes it (with its low
  /// surrogate, if any) takes; a lone surrogate is U+FFFD, which is never longer than the escape.
  ///
  /// - Returns: `nil` when no four hexadecimal digits follow.
  private static func unicodeEscape(
    _ raw: UnsafeBufferPointer<UInt8>, at start: Int
  ) -> (Unicode.Scalar, Int)? {
    let replacement = Unicode.Scalar(UInt8(0x3F))
    guard let first = hexQuad(raw, at: start + 2) else {
      return nil
    }
    if (0xD800...0xDBFF).contains(first), start + 12 <= raw.count,
      raw[start + 6] == UInt8(ascii: "\\"), raw[start + 7] == UInt8(ascii: "u"),
      let second = hexQuad(raw, at: start + 8), (0xDC00...0xDFFF).contains(second)
    {
      let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      return (Unicode.Scalar(value) ?? replacement, 12)
    }
    return (Unicode.Scalar(first) ?? Unicode.Scalar(0xFFFD) ?? replacement, 6)
  }

  private static func hexQuad(_ raw: UnsafeBufferPointer<UInt8>, at start: Int) -> UInt32? {
    guard start + 4 <= raw.count else {
      return nil
    }
    var value: UInt32 = 0
    for index in start..<start + 4 {
      let byte = raw[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// The text of `raw` as a `String`.
  static func string(_ raw: UnsafeBufferPointer<UInt8>) -> String {
    String(unsafeUninitializedCapacity: raw.count) { buffer in
      guard let base = buffer.baseAddress else {
        return 0
      }
      return unescape(raw, into: base)
    }
  }

  /// The text of `raw` as bytes.
  static func bytes(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: raw.count) { buffer, count in
      count = buffer.baseAddress.map { unescape(raw, into: $0) } ?? 0
    }
  }
}
