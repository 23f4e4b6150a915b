import NavigationBackport

/// Why a deep-link URL cannot be opened, naming the part that is wrong.
///
/// Every message quotes the offending part as it was written in the URL, which the parser has
/// already checked to be printable ASCII, so a message is always safe to print on a terminal.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The URL is the empty string.
  case empty
  /// The URL is longer than ``RootLocation/maximumURLLength`` bytes.
  case tooLong(byteCount: Int)
  /// The URL holds a character that URLs never contain raw (a space, a control character,
  /// a non-ASCII character), at this 0-based character offset.
  case invalidCharacter(Unicode.Scalar, offset: Int)
  /// The URL does not start with `feature-routing://`; `found` is what it starts with instead.
  case badScheme(found: String)
  /// The URL has a `#fragment`, which no location uses.
  case fragment(String)
  /// Segment `position` (1-based) is empty: two slashes in a row, or a slash at the end.
  case emptySegment(position: Int)
  /// A `%` in `part` is not followed by two hexadecimal digits, or the bytes it encodes are not
  /// UTF-8.
  case badPercentEncoding(part: String)
  /// Segment `position` is not a word the grammar allows there; `expected` lists what is.
  case unknownSegment(String, position: Int, expected: String)
  /// `tab` at segment `position` is not followed by a tab's name.
  case missingTab(position: Int)
  /// A subject's word (`grapes`, `regions`) at segment `position` is not followed by an id.
  case missingID(word: String, position: Int)
  /// The id at segment `position`, after the subject's `word`, is followed by `found` (or nothing)
  /// instead of the name of a screen of that subject (`details`, `extra` for a grape).
  case missingScreen(word: String, id: String, position: Int, found: String?)
  /// `sheet` or `cover` at segment `position` is not followed by the screen it presents.
  case emptyModal(String, position: Int)
  /// The query has a parameter other than `style` and `sheets`, or one without a value.
  case unknownParameter(String)
  /// The query names the parameter more than once.
  case duplicateParameter(String)
  /// The `style` parameter names no presentation style.
  case unknownStyle(String)
  /// The `sheets` parameter names no sheet policy.
  case unknownSheetPolicy(String)
  /// No loaded grape (or region: the `noun`) has this id; `known` shows a few that do.
  case unknownID(noun: String, id: String, known: [String])
  /// The screen named `screen` cannot be shown now, for `reason` (such as `edit-name` while
  /// nobody is signed in).
  case unavailable(screen: String, reason: String)
  /// The grapes are not loaded (still loading, or loading failed), so ids cannot be checked.
  case notLoaded

  /// One sentence saying what is wrong and where.
  public var description: String {
    switch self {
    case .empty:
      return "The URL is empty; expected one such as \(Self.example)."
    case .tooLong(let byteCount):
      return """
        The URL is \(byteCount) bytes long; the limit is \(RootLocation.maximumURLLength) bytes.
        """
    case .invalidCharacter(let scalar, let offset):
      let name = scalar == " " ? "a space" : "the character U+\(Self.hex(scalar.value))"
      return """
        The URL contains \(name) at offset \(offset); write it percent-encoded (UTF-8 bytes as %XX).
        """
    case .badScheme(let found):
      return "The URL must start with '\(RootLocation.urlPrefix)', not '\(found)'."
    case .fragment(let fragment):
      return "The URL has a fragment '#\(fragment)'; locations have none."
    case .emptySegment(let position):
      return """
        Segment \(position) of the URL is empty (two slashes in a row, or a slash at the end).
        """
    case .badPercentEncoding(let part):
      return """
        Bad percent-encoding in '\(part)': '%' must be followed by two hexadecimal digits that \
        encode UTF-8.
        """
    case .unknownSegment(let segment, let position, let expected):
      return "Unknown segment '\(segment)' at position \(position); expected \(expected)."
    case .missingTab(let position):
      let tabs = RootLocation.quoted(RootTab.allCases.map(\.name))
      return "'tab' at segment \(position) must be followed by a tab: \(tabs)."
    case .missingID(let word, let position):
      let noun = ScreenKind.allCases.first { $0.word == word }?.noun ?? "subject"
      return "'\(word)' at segment \(position) must be followed by a \(noun) id."
    case .missingScreen(let word, let id, let position, let found):
      let kinds = ScreenKind.allCases.filter { $0.word == word }
      let screens = RootLocation.quoted(kinds.map(\.name))
      return """
        The \(kinds.first?.noun ?? "subject") id '\(id)' at segment \(position) must be followed by \
        \(screens)\(found.map { ", not '\($0)'" } ?? "").
        """
    case .emptyModal(let keyword, let position):
      return """
        '\(keyword)' at segment \(position) must be followed by the screen it presents, such as \
        '\(keyword)/grapes/shiraz/details'.
        """
    case .unknownParameter(let name):
      return """
        Unknown query parameter '\(name)'; the parameters are 'style=STYLE' and \
        'sheets=single' or 'sheets=stacked'.
        """
    case .duplicateParameter(let name):
      return "The query parameter '\(name)' appears more than once."
    case .unknownStyle(let name):
      let valid = PresentationStyle.allCases.map(\.argumentName).joined(separator: ", ")
      return "Unknown style '\(name)'; expected one of \(valid)."
    case .unknownSheetPolicy(let name):
      let valid = NBPresentationPolicy.allCases.map(\.argumentName).joined(separator: ", ")
      return "Unknown sheet policy '\(name)'; expected one of \(valid)."
    case .unknownID(let noun, let id, let known):
      let shown = known.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
      let more = known.count > 5 ? " and \(known.count - 5) more" : ""
      let list = known.isEmpty ? "no \(noun)s are loaded" : "the ids are \(shown)\(more)"
      return "No \(noun) has the id '\(id)'; \(list)."
    case .unavailable(let screen, let reason):
      return "'\(screen)' cannot be opened: \(reason)."
    case .notLoaded:
      return "The grapes are not loaded, so the URL's grape ids cannot be checked."
    }
  }

  private static let example = "'feature-routing://grapes/shiraz/details'"

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(4 - digits.count, 0)) + digits
  }
}
