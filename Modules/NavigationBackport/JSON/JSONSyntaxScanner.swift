/// Checks JSON syntax and says where it breaks, which Foundation's decoder does not.
///
/// Shared with the feature modules (package access) so that every file the app reads reports
/// syntax errors the same way. It runs ``JSONParser``, the parser the navigation engine decodes
/// with, so what it accepts is exactly what the engine accepts.
///
/// It also records the line on which each element of a top-level array starts, so that an error
/// in the fifth grape can name the line the person should look at.
package struct JSONSyntaxScanner {
  /// Where a document is not valid JSON: line, column and message.
  package typealias SyntaxError = JSONSyntaxError

  /// The 1-based start line of each element of a top-level array.
  package let topLevelElementLines: [Int]

  /// Scans `bytes`; read ``topLevelElementLines`` afterwards.
  ///
  /// - Throws: ``JSONSyntaxError`` at the first place the document stops being valid JSON.
  package init(scanning bytes: [UInt8]) throws(SyntaxError) {
    var tape = JSONTape()
    try bytes.withUnsafeBufferPointer { buffer throws(SyntaxError) in
      try JSONParser.parse(buffer, into: &tape, recordingTopLevelOffsets: true)
    }
    var lines: [Int] = []
    lines.reserveCapacity(tape.topLevelOffsets.count)
    var line = 1
    var scanned = 0
    for offset in tape.topLevelOffsets {
      while scanned < offset {
        if bytes[scanned] == UInt8(ascii: "\n") {
          line += 1
        }
        scanned += 1
      }
      lines.append(line)
    }
    topLevelElementLines = lines
  }
}
