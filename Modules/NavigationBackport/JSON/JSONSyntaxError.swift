/// Where a document stops being valid JSON, and why.
///
/// Shared with the feature modules (package access) so that every file the app reads reports
/// syntax errors the same way: a 1-based line, a 1-based column counted in bytes, and a message
/// that says what was found and what was expected there.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line of the offending byte.
  package let line: Int
  /// The 1-based column, in bytes, of the offending byte.
  package let column: Int
  /// What was found and what was expected there.
  package let message: String

  /// The error at byte `offset` of `bytes`, with its line and column worked out from the bytes.
  init(_ message: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    let end = min(max(offset, 0), bytes.count)
    var line = 1
    var lineStart = 0
    for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    self.line = line
    self.column = end - lineStart + 1
    self.message = message
  }

  /// `line L, column C: message`.
  package var description: String {
    "line \(line), column \(column): \(message)"
  }
}
