/// One broken rule: where it is broken and how.
struct Violation: Equatable, Sendable, CustomStringConvertible {
  /// The file, relative to the package root.
  let file: String
  /// The 1-based line in `file`, when the violation has one.
  let line: Int?
  /// What is wrong and which rule it breaks.
  let message: String

  /// `file:line: message`, the form compilers use, so editors can jump to it.
  var description: String {
    if let line { "\(file):\(line): \(message)" } else { "\(file): \(message)" }
  }
}
