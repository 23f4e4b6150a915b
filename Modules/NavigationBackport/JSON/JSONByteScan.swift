import Foundation

/// Byte-level helpers shared by the parser, the writer and the unescaper: comparing buffers and
/// finding, eight bytes at a time, the next byte that needs attention.
enum JSONByteScan {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// Whether two buffers hold the same bytes.
  static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool
  {
    guard left.count == right.count else {
      return false
    }
    guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else {
      return true
    }
    return memcmp(leftBase, rightBase, left.count) == 0
  }

  /// The eight bytes at `pointer`, the first one in the lowest bits.
  static func word(at pointer: UnsafePointer<UInt8>) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
  }

  /// Stores the eight bytes of `word` at `pointer`, the lowest bits first.
  static func store(_ word: UInt64, at pointer: UnsafeMutablePointer<UInt8>) {
    UnsafeMutableRawPointer(pointer).storeBytes(of: word.littleEndian, as: UInt64.self)
  }

  /// The high bit of each byte of `word` equal to `byte`.
  private static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let difference = word ^ (ones &* UInt64(byte))
    // A zero byte borrows into its high bit when one is subtracted.
    return (difference &- ones) & ~difference & highBits
  }

  /// The high bit of each byte of `word` that a JSON string cannot hold as it is: a quote, a
  /// backslash or a control character; with `nonASCII`, also every byte from 0x80.
  ///
  /// Borrows can also mark bytes above a marked one, but the lowest marked byte is always exact,
  /// and callers only use that one: `mask.trailingZeroBitCount / 8` is its position.
  static func specialBytes(in word: UInt64, nonASCII: Bool) -> UInt64 {
    let control = (word &- (ones &* 0x20)) & ~word & highBits
    let special = matches(word, UInt8(ascii: "\"")) | matches(word, UInt8(ascii: "\\")) | control
    return nonASCII ? special | (word & highBits) : special
  }

  /// The high bit of each byte of `word` that is a backslash; the lowest one is exact.
  static func backslashes(in word: UInt64) -> UInt64 {
    matches(word, UInt8(ascii: "\\"))
  }
}
