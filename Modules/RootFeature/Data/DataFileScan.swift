/// What Foundation's decoder takes silently or reports without a place, found in one pass over
/// a data file's bytes with the grape and field it is in: a field given twice in one object (the
/// decoder keeps the first), a number a `Double` cannot hold (too large, or so small it would be
/// read as 0), half of a character written as a lone `\ud800`, and a file in UTF-16 or UTF-32
/// (JSON is exchanged in UTF-8, and the scan reads UTF-8 alone).
///
/// The pass keeps its own stack, so 100,000 nested `[` cost memory, not the thread's stack; it
/// stops at the first byte that is not JSON and leaves that to the decoder's message.
enum DataFileScan {
  /// The first problem, as the end of a data-file message, or `nil`.
  static func problem(in bytes: [UInt8]) -> String? {
    if let encoding = utf32(bytes) ?? utf16(bytes) {
      return "the file is \(encoding); write it in UTF-8."
    }
    var scanner = Scanner(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      scanner.position = 3  // UTF-8's byte order mark, which the decoder skips too
    }
    return scanner.run()
  }

  /// `UTF-32` when the file starts as UTF-32 text does: a byte order mark, or three zero bytes
  /// around the first character.
  private static func utf32(_ bytes: [UInt8]) -> String? {
    guard bytes.count >= 4 else { return nil }
    let start = Array(bytes.prefix(4))
    if start == [0, 0, 0xFE, 0xFF] || start == [0, 0, 0, start[3]] && start[3] != 0 {
      return "UTF-32 (big-endian)"
    }
    if start == [0xFF, 0xFE, 0, 0] || start[0] != 0 && start[1...] == [0, 0, 0] {
      return "UTF-32 (little-endian)"
    }
    return nil
  }

  /// `UTF-16` when the file starts as UTF-16 text does (checked after UTF-32): a byte order mark,
  /// or a zero byte beside each of the first two characters, which JSON writes in ASCII.
  private static func utf16(_ bytes: [UInt8]) -> String? {
    let start = Array(bytes.prefix(4))
    if start.starts(with: [0xFE, 0xFF]) || start.count == 4 && start[0] == 0 && start[2] == 0 {
      return "UTF-16 (big-endian)"
    }
    if start.starts(with: [0xFF, 0xFE]) || start.count == 4 && start[1] == 0 && start[3] == 0 {
      return "UTF-16 (little-endian)"
    }
    return nil
  }

  /// One object or array the scan is inside; an object's `key` is `nil` until its next key is
  /// read.
  private enum Frame {
    case array(index: Int)
    case object(keys: Set<ArraySlice<UInt8>>, key: String?)
  }

  private struct Scanner {
    let bytes: [UInt8]
    var position = 0
    var stack: [Frame] = []

    mutating func run() -> String? {
      while position < bytes.count {
        // A string or a number is read past its end; anything else is one byte.
        switch bytes[position] {
        case UInt8(ascii: "\""):
          if let problem = string() { return problem }
          continue
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          if let problem = number() { return problem }
          continue
        case UInt8(ascii: "["):
          stack.append(.array(index: 0))
        case UInt8(ascii: "{"):
          stack.append(.object(keys: [], key: nil))
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          guard stack.popLast() != nil else { return nil }
        case UInt8(ascii: ","):
          switch stack.last {
          case .array(let index): stack[stack.count - 1] = .array(index: index + 1)
          case .object(let keys, _): stack[stack.count - 1] = .object(keys: keys, key: nil)
          case nil: return nil
          }
        // Whitespace, `:`, and the letters of `true`, `false` and `null`.
        case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"),
          UInt8(ascii: ":"), UInt8(ascii: "a")...UInt8(ascii: "z"):
          break
        default:
          return nil
        }
        position += 1
      }
      return nil
    }

    /// Reads a string (a key or a value) up to its closing quote.
    private mutating func string() -> String? {
      let start = position + 1
      position = start
      var lone: String?
      while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
        guard bytes[position] == UInt8(ascii: "\\") else {
          position += 1
          continue
        }
        switch hexEscape(at: position) ?? 0 {  // 0: an escape other than `\u`
        case 0xD800...0xDBFF where (0xDC00...0xDFFF).contains(hexEscape(at: position + 6) ?? 0):
          position += 12  // both halves of one character
        case 0xD800...0xDFFF:
          lone = lone ?? String(decoding: bytes[(position + 2)..<(position + 6)], as: UTF8.self)
          position += 6
        default:
          position += 2
        }
      }
      guard position < bytes.count else { return nil }
      let content = bytes[start..<position]
      position += 1
      if case .object(var keys, nil) = stack.last {
        // Taken off the stack first, so that `keys` is not copied to add one.
        stack.removeLast()
        let isNew = keys.insert(content).inserted
        stack.append(.object(keys: keys, key: String(decoding: content, as: UTF8.self)))
        return isNew ? nil : "\(place): this field is given twice; give each field once."
      }
      guard let lone else { return nil }
      return """
        \(place): the text holds "\\u\(lone)", half of a character (a lone surrogate); write the whole \
        character, or both halves of it.
        """
    }

    /// The value of the `\u` escape at `index`, or `nil` when there is none.
    private func hexEscape(at index: Int) -> Int? {
      guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else { return nil }
      return Int(String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16)
    }

    /// Reads a number, and says where it is when a `Double` cannot hold it.
    private mutating func number() -> String? {
      let start = position
      var hasExponent = false
      while position < bytes.count, "+-.0123456789Ee".utf8.contains(bytes[position]) {
        hasExponent = hasExponent || bytes[position] | 0x20 == UInt8(ascii: "e")
        position += 1
      }
      // Without an exponent, a number needs over 300 digits to leave a `Double`'s range.
      guard hasExponent || position - start > 300 else { return nil }
      let text = String(decoding: bytes[start..<position], as: UTF8.self)
      guard let value = Double(text) else { return nil }
      let mantissa = text.prefix { $0 != "e" && $0 != "E" }
      let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
      if value.isInfinite {
        return """
          \(place): \(shown) is too large a number; write one of at most \
          \(Double.greatestFiniteMagnitude).
          """
      }
      if value == 0, mantissa.contains(where: { ("1"..."9").contains($0) }) {
        return """
          \(place): \(shown) is too small a number to be told from 0; write 0, or a number of \
          at least \(Double.leastNormalMagnitude).
          """
      }
      return nil
    }

    /// Where the scan is: `grape 2, field "regions[0].value"`, as the decoder's messages say it.
    private var place: String {
      var grape: Int?
      var field = ""
      for (depth, frame) in stack.enumerated() {
        switch frame {
        case .array(let index):
          if depth == 0 { grape = index + 1 } else { field += "[\(index)]" }
        case .object(_, let key):
          if let key { field += field.isEmpty ? key : ".\(key)" }
        }
      }
      let shownField = field.count > 80 ? String(field.prefix(80)) + "…" : field
      guard let grape else {
        return shownField.isEmpty ? "the top level" : "the field \"\(shownField)\""
      }
      return shownField.isEmpty ? "grape \(grape)" : "grape \(grape), field \"\(shownField)\""
    }
  }
}
