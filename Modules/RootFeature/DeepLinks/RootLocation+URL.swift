import NavigationBackport

/// The deep-link URL scheme: a location written as `feature-routing://…`.
///
/// ```text
/// url     = "feature-routing://" [ stack ] *( "/" modal ) [ "?style=" STYLE ]
/// stack   = group *( "/" group )
/// group   = "grapes/" ID 1*( "/" screen )     ; the screens of one grape, bottom to top
/// screen  = "details" / "extra"             ; the name of each ScreenKind
/// modal   = ( "sheet" / "cover" ) "/" stack   ; first screen presented, the rest on its stack
/// ```
///
/// An ID is percent-encoded UTF-8: every byte outside RFC 3986's path characters
/// (`A–Z a–z 0–9 - . _ ~ ! $ & ' ( ) * + , ; = : @`) as `%XX`. The segment after `grapes` is
/// always an id, so a grape may even be called `details`. The bare `feature-routing://` is the
/// root list. Without `?style=` the current style is kept.
extension RootLocation {
  /// `feature-routing`, the URL scheme.
  public static let scheme = "feature-routing"

  /// `feature-routing://`, what every deep link starts with.
  public static let urlPrefix = "feature-routing://"

  /// The longest URL accepted, in UTF-8 bytes.
  public static let maximumURLLength = 4096

  /// The location `text` spells.
  ///
  /// Only the syntax is checked here; whether the grapes exist is checked by
  /// ``resolved(against:)`` once they are loaded.
  ///
  /// - Throws: ``DeepLinkError`` naming the first part of `text` that is wrong.
  public init(url text: String) throws(DeepLinkError) {
    guard !text.isEmpty else {
      throw .empty
    }
    guard text.utf8.count <= Self.maximumURLLength else {
      throw .tooLong(byteCount: text.utf8.count)
    }
    for (offset, scalar) in text.unicodeScalars.enumerated() where !Self.isURLCharacter(scalar) {
      throw .invalidCharacter(scalar, offset: offset)
    }
    guard let separator = text.firstRange(of: "://"),
      text[..<separator.lowerBound].lowercased() == Self.scheme
    else {
      let colon = text.firstIndex(of: ":").map { text.index(after: $0) }
      let end = text.firstRange(of: "://")?.upperBound ?? colon ?? text.endIndex
      throw .badScheme(found: Self.excerpt(text[..<end]))
    }
    var rest = text[separator.upperBound...]
    if let hash = rest.firstIndex(of: "#") {
      throw .fragment(Self.excerpt(rest[rest.index(after: hash)...]))
    }
    var query: Substring?
    if let question = rest.firstIndex(of: "?") {
      query = rest[rest.index(after: question)...]
      rest = rest[..<question]
    }
    self = try Self.parsePath(rest)
    presentationStyle = try query.flatMap(Self.parseStyle)
  }

  /// The canonical URL of this location: ``init(url:)`` reads it back as an equal location.
  ///
  /// Consecutive screens of the same grape share one `grapes/ID` group, as in
  /// `feature-routing://grapes/shiraz/details/extra`.
  public var url: String {
    var segments: [String] = []
    func append(_ screens: [Screen]) {
      var group: String?
      for screen in screens {
        if screen.grapeID != group {
          segments += ["grapes", Self.percentEncoded(screen.grapeID)]
          group = screen.grapeID
        }
        segments.append(screen.kind.name)
      }
    }
    append(path)
    for modal in modals {
      segments.append(Self.word(for: modal.style))
      append([modal.content] + modal.path)
    }
    let query = presentationStyle.map { "?style=\($0.argumentName)" } ?? ""
    return Self.urlPrefix + segments.joined(separator: "/") + query
  }

  // MARK: Parsing

  private static func parsePath(_ text: Substring) throws(DeepLinkError) -> RootLocation {
    let raw = text.isEmpty ? [] : text.split(separator: "/", omittingEmptySubsequences: false)
    var words: [String] = []
    for (index, segment) in raw.enumerated() {
      guard !segment.isEmpty else {
        throw .emptySegment(position: index + 1)
      }
      words.append(try percentDecoded(segment))
    }

    var location = RootLocation()
    var screens: [Screen] = []
    var openModal: (style: NBModalStyle, keyword: String, position: Int)?
    var grape: String?

    func closeContext() throws(DeepLinkError) {
      guard let modal = openModal else {
        location.path = screens
        return
      }
      guard let content = screens.first else {
        throw .emptyModal(modal.keyword, position: modal.position)
      }
      location.modals.append(Modal(modal.style, content: content, path: Array(screens.dropFirst())))
    }

    var index = 0
    while index < words.count {
      let word = words[index]
      let position = index + 1
      if word == "grapes" {
        guard index + 1 < words.count else {
          throw .missingGrapeID(position: position)
        }
        guard index + 2 < words.count, ScreenKind(name: words[index + 2]) != nil else {
          throw .missingScreen(
            grapeID: excerpt(raw[index + 1]), position: position + 1,
            found: index + 2 < raw.count ? excerpt(raw[index + 2]) : nil)
        }
        grape = words[index + 1]
        index += 2
      } else if let kind = ScreenKind(name: word) {
        guard let grape else {
          throw .unknownSegment(
            excerpt(raw[index]), position: position,
            expected: "'grapes/ID' before '\(excerpt(raw[index]))'")
        }
        screens.append(Screen(kind, grape))
        index += 1
      } else if let style = modalStyle(word) {
        try closeContext()
        screens = []
        grape = nil
        openModal = (style, excerpt(raw[index]), position)
        index += 1
      } else {
        let words =
          (grape == nil ? [] : ScreenKind.allCases.map(\.name)) + ["grapes", "sheet", "cover"]
        throw .unknownSegment(excerpt(raw[index]), position: position, expected: quoted(words))
      }
    }
    try closeContext()
    return location
  }

  private static func parseStyle(_ query: Substring) throws(DeepLinkError) -> PresentationStyle? {
    guard !query.isEmpty else {
      return nil
    }
    var style: PresentationStyle?
    for parameter in query.split(separator: "&", omittingEmptySubsequences: false) {
      let parts = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, try percentDecoded(parts[0]) == "style" else {
        throw .unknownParameter(excerpt(parts[0]))
      }
      guard style == nil else {
        throw .duplicateParameter("style")
      }
      guard let named = PresentationStyle(argument: try percentDecoded(parts[1])) else {
        throw .unknownStyle(excerpt(parts[1]))
      }
      style = named
    }
    return style
  }

  private static func modalStyle(_ word: String) -> NBModalStyle? {
    switch word {
    case "sheet": return .sheet
    case "cover": return .fullScreenCover
    default: return nil
    }
  }

  private static func word(for style: NBModalStyle) -> String {
    switch style {
    case .sheet: return "sheet"
    case .fullScreenCover: return "cover"
    }
  }

  // MARK: Characters and percent-encoding

  /// Whether `scalar` may appear raw in a URL: RFC 3986's path characters, the delimiters `/`,
  /// `?` and `#`, and `%`. (`[` and `]` belong only in a host, which these URLs do not have.)
  private static func isURLCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      && (isPathCharacter(UInt8(scalar.value)) || "/?#%".unicodeScalars.contains(scalar))
  }

  /// Whether `byte` may stand raw in a path segment (RFC 3986 `pchar` without `%`): unreserved
  /// characters, sub-delimiters, `:` and `@`.
  private static func isPathCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return "-._~!$&'()*+,;=:@".utf8.contains(byte)
    }
  }

  /// `text` with every byte that may not stand raw in a path segment written as `%XX`.
  ///
  /// Every character a parsed URL may hold raw in an id stays raw, so the canonical URL of a
  /// parsed location is never longer than what was parsed, except for a longer spelling of the
  /// style (`details-stack` for `detailsStack`).
  static func percentEncoded(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      if isPathCharacter(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result +=
          "%" + String(byte >> 4, radix: 16, uppercase: true)
          + String(byte & 0xF, radix: 16, uppercase: true)
      }
    }
    return result
  }

  private static func percentDecoded(_ text: Substring) throws(DeepLinkError) -> String {
    guard text.contains("%") else {
      return String(text)
    }
    var bytes: [UInt8] = []
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue),
        let low = iterator.next().flatMap(hexValue)
      else {
        throw .badPercentEncoding(part: excerpt(text))
      }
      bytes.append(high << 4 | low)
    }
    guard let decoded = String(validating: bytes, as: UTF8.self) else {
      throw .badPercentEncoding(part: excerpt(text))
    }
    return decoded
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  /// `words` quoted and listed for a message: `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
  static func quoted(_ words: [String]) -> String {
    let quoted = words.map { "'\($0)'" }
    guard let last = quoted.last, quoted.count > 1 else {
      return quoted.last ?? ""
    }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }

  /// `text` shortened to 60 characters with `…`, for error messages.
  private static func excerpt(_ text: Substring) -> String {
    text.count > 60 ? text.prefix(59) + "…" : String(text)
  }

  /// `id` as an error message shows it: as it is when every character is printable, otherwise
  /// percent-encoded, so that no control character reaches a terminal; at most 60 characters.
  static func displayID(_ id: String) -> String {
    let printable = id.unicodeScalars.allSatisfy { scalar in
      let category = scalar.properties.generalCategory
      return category != .control && category != .format && category != .lineSeparator
        && category != .paragraphSeparator && scalar != "\u{FFFD}"
    }
    return excerpt(Substring(printable ? id : percentEncoded(id)))
  }
}
