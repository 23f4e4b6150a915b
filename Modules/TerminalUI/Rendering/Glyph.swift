import Synchronization

/// A grapheme cluster as plain bytes: up to 15 bytes of UTF-8 inline, a longer one (rare) as its
/// number in a table the process keeps.
///
/// Kept instead of a `String` in each cell because printing wins by it where a person waits:
/// printing a 1,000-row list in line mode (the render benchmark's "line mode 1000 rows" row)
/// took 13.5 ms with it and 35.6 ms with a `String` a cell, 0.81× and 2.06× the time of decoding
/// the same grapes. ``Frame/appendText(of:styled:to:)`` copies an all-ASCII line a byte a cell.
struct Glyph: Hashable, Sendable {
  /// The first 8 bytes of UTF-8, or the number of a long cluster.
  private var low: UInt64
  /// The next 7 bytes, then the count of bytes in the top byte, or `longMark` for a long one.
  private var high: UInt64

  private static let longMark: UInt64 = 0xFF
  private static let longClusters = Mutex(LongClusters())

  static let space = Glyph(ascii: UInt8(ascii: " "))

  init(ascii byte: UInt8) {
    low = UInt64(byte)
    high = 1 << 56
  }

  init(_ string: String) {
    let utf8 = string.utf8
    if utf8.count <= 15 {
      var low: UInt64 = 0
      var high: UInt64 = UInt64(utf8.count) << 56
      for (index, byte) in utf8.enumerated() {
        if index < 8 {
          low |= UInt64(byte) << (8 * index)
        } else {
          high |= UInt64(byte) << (8 * (index - 8))
        }
      }
      self.low = low
      self.high = high
    } else {
      let number = Self.longClusters.withLock { $0.number(of: string) }
      self.low = UInt64(number)
      self.high = Self.longMark << 56
    }
  }

  var isEmpty: Bool { high >> 56 == 0 }

  var isASCII: Bool { high >> 56 == 1 && low < 0x80 }

  var firstByte: UInt8 { UInt8(truncatingIfNeeded: low) }

  var string: String {
    if high >> 56 == Self.longMark {
      return Self.longClusters.withLock { $0.clusters[Int(low)] }
    }
    var bytes: [UInt8] = []
    appendUTF8(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  func appendUTF8(to bytes: inout [UInt8]) {
    let count = Int(high >> 56)
    if count == 1 {
      bytes.append(UInt8(truncatingIfNeeded: low))
      return
    }
    if count == Int(Self.longMark) {
      bytes.append(contentsOf: string.utf8)
      return
    }
    for index in 0..<count {
      let word = index < 8 ? low : high
      bytes.append(UInt8(truncatingIfNeeded: word >> (8 * (index < 8 ? index : index - 8))))
    }
  }
}

private struct LongClusters: Sendable {
  var clusters: [String] = []
  var numbers: [String: Int] = [:]

  mutating func number(of cluster: String) -> Int {
    if let number = numbers[cluster] { return number }
    clusters.append(cluster)
    numbers[cluster] = clusters.count - 1
    return clusters.count - 1
  }
}
