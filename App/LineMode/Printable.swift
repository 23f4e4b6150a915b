/// Makes untrusted text safe to print: control characters and escape sequences are shown as
/// escapes, never sent raw to the terminal.
///
/// The app's output sink (``StandardStreams``) passes everything it writes through ``escape(_:limit:keepingLineFeeds:)``,
/// so no message can reach a terminal raw; callers escape too where they want a shorter excerpt.
/// Escaping is idempotent: escaped text holds only printable characters and backslashes, which
/// are left as they are.
enum Printable {
  /// `text` with every control character escaped (`\u{1B}` as `\e`, others as `\u{…}`),
  /// shortened to `limit` characters with `…`.
  ///
  /// Control characters (C0, DEL, C1), format characters (such as U+202E, which reverses text) and
  /// the Unicode line and paragraph separators (U+2028, U+2029, which some terminals and every
  /// log viewer treat as line breaks) are escaped; so are line feeds, unless `keepingLineFeeds`.
  static func escape(_ text: String, limit: Int = 80, keepingLineFeeds: Bool = false) -> String {
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
      case "\n" where keepingLineFeeds: result += "\n"
      case "\n": result += "\\n"
      case "\u{FFFD}": result += "\\u{FFFD}"
      case _ where isUnsafe(scalar):
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
      count += 1
    }
    return result
  }

  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
