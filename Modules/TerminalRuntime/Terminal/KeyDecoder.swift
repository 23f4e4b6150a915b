import TerminalUI

/// Turns the bytes a terminal in raw mode sends into `Key`s, keeping sequences split across
/// reads.
///
/// The decoder never looks at a clock: an `ESC` or unfinished sequence at the end of the input
/// stays ``pending`` until more bytes come or the caller says the input went idle (``flush()``),
/// when `ESC` alone is `Key.escape`.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x1B])             // [], `ESC` pending
/// decoder.decode([0x5B, 0x41])       // [.up]
/// decoder.decode([0x1B])             // [], `ESC` pending
/// decoder.flush()                    // [.escape]
/// ```
///
/// - Cursor, editing and function keys in their `ESC [` and `ESC O` forms (modifiers ignored),
///   Shift-Tab, the bracketed-paste markers, Enter, Tab, Backspace, Ctrl-letters, and UTF-8
///   characters, one `Key.character(_:)` per scalar.
/// - Anything else (an unknown or malformed sequence, a stray control byte, invalid UTF-8) is one
///   `Key.unknown(_:)` of exactly the bytes it consumed, so it never swallows the next key.
/// - Control sequences and strings (`ESC ]`, `P`, `^`, `_`, `X`, ended by BEL or `ESC \`) are
///   consumed whole; one longer than ``maximumSequenceLength`` is reported once and the rest
///   dropped as it arrives, until its end or ``flush()``.
public struct KeyDecoder: Sendable {
  /// The longest escape sequence kept while waiting for its end.
  static let maximumSequenceLength = 32

  /// The bytes of an unfinished sequence, waiting for more input or ``flush()``.
  private(set) var pending: [UInt8] = []

  /// The over-long sequence whose remaining bytes are being dropped, if any.
  private var skipping: Skipped?

  private enum Skipped {
    case controlSequence
    /// A string, `afterEscape` when the last byte was an `ESC` that may start its terminator.
    case string(afterEscape: Bool)
  }

  /// A decoder with nothing pending.
  public init() {}

  /// Decodes `bytes` after what was pending; an unfinished sequence at the end stays pending.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    var input = Array(bytes)[...]
    if let skipped = skipping {
      input = skipRest(of: skipped, in: input)
      guard skipping == nil else { return [] }
    }
    pending.append(contentsOf: input)
    var (keys, remainder) = Self.decode(pending, inputIsIdle: false)
    pending = remainder
    if remainder.count > Self.maximumSequenceLength, let kind = Self.skippedKind(of: remainder) {
      // The remainder holds no end of the sequence: all of it goes.
      keys.append(.unknown(Array(remainder.prefix(Self.maximumSequenceLength))))
      pending = []
      skipping = kind
      _ = skipRest(of: kind, in: remainder.dropFirst(2))
    }
    return keys
  }

  /// Decodes what is pending as it stands, because the input went idle.
  public mutating func flush() -> [Key] {
    let (keys, _) = Self.decode(pending, inputIsIdle: true)
    pending = []
    skipping = nil
    return keys
  }

  /// What kind of long sequence `bytes`, an unfinished one, starts, if any.
  private static func skippedKind(of bytes: [UInt8]) -> Skipped? {
    guard bytes.count > 1 else { return nil }
    if bytes[1] == UInt8(ascii: "[") { return .controlSequence }
    if stringIntroducers.contains(bytes[1]) {
      return .string(afterEscape: false)
    }
    return nil
  }

  /// Drops the skipped sequence from the start of `bytes`; returns what follows its end.
  private mutating func skipRest(of skipped: Skipped, in bytes: ArraySlice<UInt8>)
    -> ArraySlice<UInt8>
  {
    var afterEscape = if case .string(true) = skipped { true } else { false }
    for index in bytes.indices {
      let byte = bytes[index]
      switch skipped {
      case .controlSequence:
        if (0x40...0x7E).contains(byte) {
          skipping = nil
          return bytes[(index + 1)...]
        } else if !(0x20...0x3F).contains(byte) {
          // Malformed: the sequence ends before this byte, which is decoded.
          skipping = nil
          return bytes[index...]
        }
      case .string:
        if afterEscape {
          skipping = nil
          // `ESC \` ends the string; `ESC` and anything else starts a new sequence.
          if byte == UInt8(ascii: "\\") { return bytes[(index + 1)...] }
          return index > bytes.startIndex
            ? bytes[(index - 1)...] : ArraySlice([0x1B] + bytes[index...])
        }
        if byte == 0x07 {
          skipping = nil
          return bytes[(index + 1)...]
        }
        afterEscape = byte == 0x1B
      }
    }
    if case .string = skipped { skipping = .string(afterEscape: afterEscape) }
    return []
  }

  /// The keys in `bytes` and the unfinished sequence at their end (none when `inputIsIdle`).
  static func decode(
    _ bytes: [UInt8],
    inputIsIdle: Bool
  ) -> (keys: [Key], remainder: [UInt8]) {
    var keys: [Key] = []
    var rest = bytes[...]
    while !rest.isEmpty {
      guard let (key, length) = nextKey(in: rest, inputIsIdle: inputIsIdle) else {
        return (keys, Array(rest))
      }
      keys.append(key)
      rest = rest.dropFirst(length)
    }
    return (keys, [])
  }

  /// The key at the start of `bytes` and how many bytes it took, or `nil` when more are needed.
  private static func nextKey(
    in bytes: ArraySlice<UInt8>,
    inputIsIdle: Bool
  ) -> (Key, Int)? {
    guard let first = bytes.first else { return nil }
    switch first {
    case 0x1B:
      return escapeSequence(in: bytes, inputIsIdle: inputIsIdle)
    case 0x0D, 0x0A:
      return (.enter, 1)
    case 0x09:
      return (.tab, 1)
    case 0x7F, 0x08:
      return (.backspace, 1)
    case 0x01...0x1A:
      return (.control(Character(Unicode.Scalar(first - 1 + UInt8(ascii: "a")))), 1)
    case 0x20...0x7E:
      return (.character(Character(Unicode.Scalar(first))), 1)
    case 0x80...:
      return utf8Character(in: bytes, inputIsIdle: inputIsIdle)
    default:
      return (.unknown([first]), 1)
    }
  }

  // MARK: Escape sequences

  private static func escapeSequence(
    in bytes: ArraySlice<UInt8>,
    inputIsIdle: Bool
  ) -> (Key, Int)? {
    let start = bytes.startIndex
    guard bytes.count > 1 else { return inputIsIdle ? (.escape, 1) : nil }
    switch bytes[start + 1] {
    case UInt8(ascii: "["):
      return controlSequence(in: bytes, inputIsIdle: inputIsIdle)
    case let introducer where stringIntroducers.contains(introducer):
      return stringSequence(in: bytes, inputIsIdle: inputIsIdle)
    case UInt8(ascii: "O"):
      guard bytes.count > 2 else { return inputIsIdle ? (.escape, 1) : nil }
      let final = bytes[start + 2]
      guard (0x40...0x7E).contains(final) else { return (.escape, 1) }
      return (singleShiftKey(final) ?? .unknown(Array(bytes.prefix(3))), 3)
    default:
      // `ESC` followed by an ordinary key (or another `ESC`): Escape, then that key.
      return (.escape, 1)
    }
  }

  /// The bytes after `ESC` that start a string ended by BEL or `ESC \` (OSC, DCS, PM, APC, SOS).
  private static let stringIntroducers: Set<UInt8> = [
    UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "X"),
  ]

  /// A string to its terminator as one unknown key; an `ESC` not followed by `\` ends it.
  private static func stringSequence(
    in bytes: ArraySlice<UInt8>,
    inputIsIdle: Bool
  ) -> (Key, Int)? {
    let start = bytes.startIndex
    var index = start + 2
    while index < bytes.endIndex {
      switch bytes[index] {
      case 0x07:
        return (.unknown(Array(bytes[start...index])), index - start + 1)
      case 0x1B:
        guard index + 1 < bytes.endIndex else {
          return inputIsIdle ? (.unknown(Array(bytes)), bytes.count) : nil
        }
        if bytes[index + 1] == UInt8(ascii: "\\") {
          return (.unknown(Array(bytes[start...(index + 1)])), index - start + 2)
        }
        return (.unknown(Array(bytes[start..<index])), index - start)
      default:
        index += 1
      }
    }
    guard inputIsIdle else { return nil }
    if bytes.count == 2 { return (.escape, 1) }
    return (.unknown(Array(bytes)), bytes.count)
  }

  /// `ESC [`, parameter bytes (`0`–`?`), intermediate bytes (space to `/`), a final byte (`@`–`~`).
  private static func controlSequence(
    in bytes: ArraySlice<UInt8>,
    inputIsIdle: Bool
  ) -> (Key, Int)? {
    let start = bytes.startIndex
    var index = start + 2
    while index < bytes.endIndex {
      let byte = bytes[index]
      switch byte {
      case 0x20...0x3F:
        index += 1
      case 0x40...0x7E:
        let length = index - start + 1
        let sequence = Array(bytes[start..<(start + length)])
        return (controlSequenceKey(sequence) ?? .unknown(sequence), length)
      default:
        // A byte that cannot be part of the sequence: what came before is malformed.
        return (.unknown(Array(bytes[start..<index])), index - start)
      }
    }
    guard inputIsIdle else { return nil }
    if bytes.count == 2 { return (.escape, 1) }
    return (.unknown(Array(bytes)), bytes.count)
  }

  /// The key of a complete `ESC [ … final` sequence, or `nil` when it means no key.
  private static func controlSequenceKey(_ sequence: [UInt8]) -> Key? {
    guard let final = sequence.last else { return nil }
    let body = sequence.dropFirst(2).dropLast()
    // Private parameters (`?`, `<`, `=`, `>`) and intermediate bytes are replies and reports.
    guard body.allSatisfy({ (0x30...0x3B).contains($0) }) else { return nil }
    let parameters = body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
      .map { Int(String(decoding: $0, as: UTF8.self)) }
    if let key = cursorKey(final) {
      return key
    }
    switch final {
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "~"):
      guard let first = parameters.first, let number = first else { return nil }
      return tildeKeys[number]
    default: return nil
    }
  }

  /// The arrow, Home and End keys, which `ESC [` and `ESC O` sequences end the same way.
  private static func cursorKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    default: return nil
    }
  }

  /// `ESC [ N ~` keys by N.
  private static let tildeKeys: [Int: Key] = [
    1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
    11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
    17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
    23: .function(11), 24: .function(12), 200: .pasteStart, 201: .pasteEnd,
  ]

  /// The key of `ESC O final` (application cursor keys and F1–F4).
  private static func singleShiftKey(_ final: UInt8) -> Key? {
    if let key = cursorKey(final) {
      return key
    }
    switch final {
    case UInt8(ascii: "M"): return .enter
    case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(final - UInt8(ascii: "P")) + 1)
    default: return nil
    }
  }

  // MARK: UTF-8

  private static func utf8Character(
    in bytes: ArraySlice<UInt8>,
    inputIsIdle: Bool
  ) -> (Key, Int)? {
    let start = bytes.startIndex
    let length: Int
    switch bytes[start] {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (.unknown([bytes[start]]), 1)
    }
    var index = start + 1
    while index < start + length {
      guard index < bytes.endIndex else {
        return inputIsIdle ? (.unknown(Array(bytes)), bytes.count) : nil
      }
      guard (0x80...0xBF).contains(bytes[index]) else {
        return (.unknown(Array(bytes[start..<index])), index - start)
      }
      index += 1
    }
    let encoded = Array(bytes[start..<index])
    guard let text = String(validating: encoded, as: UTF8.self),
      let scalar = text.unicodeScalars.first,
      !(0x80...0x9F).contains(scalar.value)
    else {
      return (.unknown(encoded), length)
    }
    return (.character(Character(scalar)), length)
  }
}
