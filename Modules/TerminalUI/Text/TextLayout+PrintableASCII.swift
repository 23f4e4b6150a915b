/// The second path kept in text layout: printable ASCII, most text a list shows, is measured,
/// wrapped and written a byte a column instead of a grapheme cluster at a time
/// (``TextLayout/wrapped(_:width:characterByCharacter:)``, `displayWidth`, ``LineWriter``).
///
/// Kept because it wins where a person waits: printing a 1,000-row list in line mode (the render
/// benchmark's "line mode 1000 rows" row) took 13.5 ms with it and 26.6 ms without, 0.81× and
/// 1.51× the time of decoding the same grapes. `TextLayoutFastPathTests` checks it wraps as the
/// character by character rules do.
extension TextLayout {
  /// Whether `text` is all printable ASCII, one byte a column.
  static func isPrintableASCII(_ text: some StringProtocol) -> Bool {
    // Spans are read quicker than `utf8`; specialized, the casts cost nothing.
    switch text {
    case let string as String: isPrintableASCII(string.utf8.span)
    case let substring as Substring: isPrintableASCII(substring.utf8.span)
    default: text.utf8.allSatisfy(isPrintableASCII)
    }
  }

  private static func isPrintableASCII(_ bytes: Span<UInt8>) -> Bool {
    for index in bytes.indices where !isPrintableASCII(bytes[index]) { return false }
    return true
  }

  private static func isPrintableASCII(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F
  }

  /// Whether `text` is printable ASCII that fits in `width` and does not end with a space: its
  /// own only line.
  static func isOneASCIILine(_ text: String, width: Int) -> Bool {
    let bytes = text.utf8.span
    guard bytes.count <= width, isPrintableASCII(bytes) else { return false }
    return bytes.isEmpty || bytes[bytes.count - 1] != UInt8(ascii: " ")
  }
}
