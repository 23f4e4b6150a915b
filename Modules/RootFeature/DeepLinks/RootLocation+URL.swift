import NavigationBackport

/// The deep-link URL scheme: a location written as `feature-routing://…`.
///
/// ```text
/// url     = "feature-routing://" [ tab ] [ stack ] *( "/" modal ) [ "?" query ]
/// tab     = "tab/" TAB [ "/" ]                 ; the selected tab; without it, grapes
/// stack   = group *( "/" group )
/// group   = SUBJECT "/" ID 1*( "/" screen )    ; the screens of one grape or region
///         / 1*( "/" own-screen )               ; the account's screens: it is the only one
/// SUBJECT = "grapes" / "regions"               ; the word of each ScreenSubject
/// screen  = "details" / "extra" / "region"     ; the name of each ScreenKind, of the subject
/// own-screen = "sign-in" / "edit-name"         ; a screen of a subject with a sole id
/// modal   = ( "sheet" / "cover" ) "/" stack    ; first screen presented, the rest on its stack
/// query   = param *( "&" param )
/// param   = "style=" STYLE / "sheets=" ( "single" / "stacked" )
/// ```
///
/// An ID is percent-encoded UTF-8: every byte outside RFC 3986's path characters
/// (`A–Z a–z 0–9 - . _ ~ ! $ & ' ( ) * + , ; = : @`) as `%XX`. The segment after a subject's word is
/// always an id, so a grape may even be called `details`. The bare `feature-routing://` is the
/// grape list, as it was before there were tabs. Without `style` or `sheets`, the current setting
/// is kept. A URL names the selected tab's screens; opening it leaves the other tabs' stacks alone.
extension RootLocation {
  /// `feature-routing`, the URL scheme.
  public static let scheme = "feature-routing"

  /// `feature-routing://`, what every deep link starts with.
  public static let urlPrefix = "feature-routing://"

  /// The URL of the sign-in cover over the Account tab.
  static let signInURL = urlPrefix + "tab/account/cover/sign-in"

  /// The longest URL accepted, in UTF-8 bytes.
  public static let maximumURLLength = 4096

  /// The location `text` spells.
  ///
  /// Only the syntax is checked here; whether the grapes and regions exist is checked by
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
    if let query {
      try parseQuery(query)
    }
  }

  /// The canonical URL of this location's selected tab: ``init(url:)`` reads it back as an equal
  /// location when the other tabs' stacks are empty.
  ///
  /// Consecutive screens of the same grape (or region) share one group, as in
  /// `feature-routing://grapes/shiraz/details/extra`; the Grapes tab is not written.
  public var url: String {
    var segments: [String] = tab == .grapes ? [] : ["tab", tab.name]
    func append(_ screens: [Screen]) {
      var group: (word: String, id: String)?
      for screen in screens {
        let word = screen.kind.word
        if screen.kind.soleID != nil {
          group = nil
        } else if group?.word != word || group?.id != screen.id {
          segments += [word, Self.percentEncoded(screen.id)]
          group = (word, screen.id)
        }
        segments.append(screen.kind.name)
      }
    }
    append(path)
    for modal in modals {
      segments.append(Self.word(for: modal.style))
      append([modal.content] + modal.path)
    }
    let parameters =
      [
        presentationStyle.map { "style=\($0.argumentName)" },
        sheetPolicy.map { "sheets=\($0.argumentName)" },
      ].compactMap { $0 }
    let query = parameters.isEmpty ? "" : "?" + parameters.joined(separator: "&")
    return Self.urlPrefix + segments.joined(separator: "/") + query
  }

  // MARK: Parsing

  /// The words of the URL that are not screens' names.
  static var ownWords: [String] {
    ["tab", "sheet", "cover"] + ScreenKind.words
  }

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
    var index = 0
    if words.first == "tab" {
      guard words.count > 1 else {
        throw .missingTab(position: 1)
      }
      guard let tab = RootTab(name: words[1]) else {
        throw .unknownSegment(
          excerpt(raw[1]), position: 2, expected: quoted(RootTab.allCases.map(\.name)))
      }
      location.tab = tab
      index = 2
    }

    var screens: [Screen] = []
    var openModal: (style: NBModalStyle, keyword: String, position: Int)?
    var group: (word: String, id: String)?

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

    while index < words.count {
      let word = words[index]
      let position = index + 1
      if ScreenKind.words.contains(word) {
        guard index + 1 < words.count else {
          throw .missingID(word: word, position: position)
        }
        guard index + 2 < words.count,
          let kind = ScreenKind(name: words[index + 2]), kind.word == word
        else {
          throw .missingScreen(
            word: word, id: excerpt(raw[index + 1]), position: position + 1,
            found: index + 2 < raw.count ? excerpt(raw[index + 2]) : nil)
        }
        group = (word, words[index + 1])
        index += 2
      } else if let kind = ScreenKind(name: word), let soleID = kind.soleID {
        screens.append(Screen(kind, soleID))
        group = nil
        index += 1
      } else if let kind = ScreenKind(name: word) {
        guard let open = group, kind.word == open.word else {
          throw .unknownSegment(
            excerpt(raw[index]), position: position,
            expected: "'\(kind.word)/ID' before '\(excerpt(raw[index]))'")
        }
        screens.append(Screen(kind, open.id))
        index += 1
      } else if let style = modalStyle(word) {
        try closeContext()
        screens = []
        group = nil
        openModal = (style, excerpt(raw[index]), position)
        index += 1
      } else {
        let kinds = group.map { open in ScreenKind.allCases.filter { $0.word == open.word } } ?? []
        let sole = ScreenKind.allCases.filter { $0.soleID != nil }
        let own =
          ScreenKind.words.filter { word in sole.allSatisfy { $0.word != word } } + sole.map(\.name)
          + ["sheet", "cover"]
        let start = position == 1 ? ["tab"] : []
        throw .unknownSegment(
          excerpt(raw[index]), position: position, expected: quoted(kinds.map(\.name) + start + own)
        )
      }
    }
    try closeContext()
    return location
  }

  /// Reads the query's `style` and `sheets` parameters into this location.
  private mutating func parseQuery(_ query: Substring) throws(DeepLinkError) {
    guard !query.isEmpty else {
      return
    }
    var seen: Set<String> = []
    for parameter in query.split(separator: "&", omittingEmptySubsequences: false) {
      let parts = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = try Self.percentDecoded(parts[0])
      guard parts.count == 2, name == "style" || name == "sheets" else {
        throw .unknownParameter(Self.excerpt(parts[0]))
      }
      guard seen.insert(name).inserted else {
        throw .duplicateParameter(name)
      }
      let value = try Self.percentDecoded(parts[1])
      if name == "style" {
        guard let style = PresentationStyle(argument: value) else {
          throw .unknownStyle(Self.excerpt(parts[1]))
        }
        presentationStyle = style
      } else {
        guard let policy = NBPresentationPolicy(argument: value) else {
          throw .unknownSheetPolicy(Self.excerpt(parts[1]))
        }
        sheetPolicy = policy
      }
    }
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
