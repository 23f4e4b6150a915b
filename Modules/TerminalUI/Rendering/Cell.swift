import Synchronization

/// One column of one line of a frame; a wide character fills its cell and an empty continuation
/// cell.
public struct Cell: Hashable, Sendable {
  /// The character, kept without a reference so that lines of cells are plain bytes to copy.
  private var glyph: Glyph
  /// How the character is drawn.
  public var style: Style

  /// A cell drawing `character` in `style`.
  public init(character: String, style: Style = .plain) {
    self.glyph = Glyph(character)
    self.style = style
  }

  /// A cell drawing the ASCII character `byte` in `style`.
  init(ascii byte: UInt8, style: Style = .plain) {
    self.glyph = Glyph(ascii: byte)
    self.style = style
  }

  /// The grapheme cluster drawn in this cell, `" "` for blank and `""` for a continuation cell.
  public var character: String {
    get { glyph.string }
    set { glyph = Glyph(newValue) }
  }

  /// A blank cell in `style`.
  public static func blank(_ style: Style = .plain) -> Cell {
    Cell(ascii: UInt8(ascii: " "), style: style)
  }

  /// Whether this cell is the second half of a wide character.
  public var isContinuation: Bool { glyph.isEmpty }

  /// Whether this cell is a blank, in any style.
  var isSpace: Bool { glyph == Glyph.space }

  func appendUTF8(to bytes: inout [UInt8]) {
    glyph.appendUTF8(to: &bytes)
  }

  var isASCII: Bool { glyph.isASCII }

  var asciiByte: UInt8 { glyph.firstByte }
}

/// A grapheme cluster as plain bytes: up to 15 bytes of UTF-8 inline, a longer one (rare) as its
/// number in a table the process keeps.
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
