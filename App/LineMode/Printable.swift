/// Makes untrusted text safe to print: control characters and escape sequences are shown as
/// escapes, never sent raw to the terminal.
enum Printable {
  /// `text` with every control character escaped (`\u{1B}` as `\e`, others as `\u{…}`),
  /// shortened to `limit` characters with `…`.
  static func escape(_ text: String, limit: Int = 80) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      guard count < limit else {
        result += "…"
        break
      }
      switch scalar {
      case "\u{1B}": result += "\\e"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\n": result += "\\n"
      case "\u{FFFD}": result += "\\u{FFFD}"
      case _
      where scalar.properties.generalCategory == .control
        || scalar.properties.generalCategory == .format:
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
      count += 1
    }
    return result
  }
}
