import NavigationBackport
import RootFeature

/// One line typed (or piped) in line mode.
enum LineCommand: Equatable {
  /// A shortcut shown on screen, such as `1` or `p`; a text field's shortcut alone empties it.
  case shortcut(String)
  /// Text for the text field with a shortcut (`u rosa`).
  case fill(shortcut: String, text: String)
  /// Go back one screen (`back`).
  case back
  /// Close the top modal (`close`).
  case close
  /// Change how the next selection is shown (`style details-modally`).
  case style(PresentationStyle)
  /// Show a tab (`tab regions`).
  case tab(RootTab)
  /// Change what presenting a sheet does while one is shown (`sheets stacked`).
  case sheets(NBPresentationPolicy)
  /// Apply one of the root menu's deep links (`deeplink 1` or `deeplink 2`).
  case deepLink(RootDeepLink)
  /// Go to the location a deep-link URL names (`open feature-routing://…`).
  case open(RootLink)
  /// A command a kit adds, by its word, with the rest of the line (`search pinot`, `/pinot`).
  case kit(word: String, argument: String)
  /// Print the URL of the current state (`url`).
  case url
  /// Print the last transitions with their causes (`history`).
  case history
  /// Open the menu (`menu` or `m`): the same items, with the same keys, as full screen's.
  case menu
  /// Show the previous tab (`[`).
  case previousTab
  /// Show the next tab (`]`).
  case nextTab
  /// Print the commands (`help`).
  case help
  /// Leave the app (`quit`).
  case quit
  /// A blank line: show the screen again.
  case redraw

  /// The lines `help` prints, one per command, read from the one table of commands.
  static var helpLines: [String] { AppCommand.helpLines }

  /// The numbers `deeplink` takes: `1 or 2`.
  private static var deepLinkNumbers: String {
    listed(RootDeepLink.allCases.indices.map { String($0 + 1) })
  }

  /// `names` as a sentence lists them: `a, b or c`.
  private static func listed(_ names: [String]) -> String {
    AppCommand.listed(names, last: "or")
  }

  /// How many transitions `history` prints.
  static let historyLength = AppCommand.historyLength

  /// The shortcut of the password field (on the sign-in screen), whose text is masked on every
  /// screen: a person may type `p merlot` where no password field is shown, and it is still a
  /// password.
  static let passwordShortcut = "p"

  /// The longest line parsed as a command, in UTF-8 bytes; a deep link is at most 4096.
  static let maximumLength = LineSplitter.maximumLength

  /// What the session says about a line longer than ``maximumLength`` that starts with `start`.
  static func tooLongMessage(start: String) -> String {
    """
    The line is longer than \(maximumLength) bytes, the most a command may be; the rest of it is \
    skipped. It starts '\(Printable.escape(start, limit: 40))'.
    """
  }

  /// Parses one line; spaces around it are ignored and command words are case-insensitive, but
  /// the text for a field is everything after the space that ends its shortcut, as typed.
  ///
  /// - Parameters:
  ///   - line: The line typed.
  ///   - secureShortcuts: The shortcuts of the secure fields on screen, whose text a message must
  ///     never show (see ``echo(_:secureShortcuts:)``).
  /// - Throws: ``UsageError`` with a one-line hint naming the input (made printable).
  static func parse(
    _ line: String, secureShortcuts: Set<String> = []
  ) throws(UsageError) -> LineCommand {
    guard line.utf8.count <= maximumLength else {
      throw UsageError(
        message: """
          The line is \(line.utf8.count) bytes long; commands are at most \(maximumLength). \
          It starts '\(Printable.escape(echo(line, secureShortcuts: secureShortcuts), limit: 40))'.
          """)
    }
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let first = words.first else {
      return .redraw
    }
    let argument = words.dropFirst().joined(separator: " ")
    // A kit's command spelt with its prefix (`/pinot`) takes the rest of the line as typed.
    let trimmed = line.drop { $0.isWhitespace }
    if let command = AppCommand.command(forPrefixOf: trimmed), case .kit(let word) = command.name,
      let prefix = command.prefix
    {
      return .kit(word: word, argument: String(trimmed.dropFirst(prefix.count)))
    }
    // The word's command in the one table; a word it does not have may be a shortcut.
    switch (AppCommand.command(forWord: first)?.name, words.count) {
    case (.kit(let word), _): return .kit(word: word, argument: rest(of: line))
    case (.url, 1): return .url
    case (.history, 1): return .history
    case (.open, 2...):
      return .open(try AppOptions.parseLink(rest(of: line)))
    case (.open, _):
      throw UsageError(
        message: "open needs a URL, such as 'open feature-routing://grapes/shiraz/details'.")
    // `b` and `x` are a screen's own shortcuts where it has them; the session goes back or closes
    // where it has not, as full screen does.
    case (.back, 1): return first.count == 1 ? .shortcut(first.lowercased()) : .back
    case (.close, 1): return first.count == 1 ? .shortcut(first.lowercased()) : .close
    case (.menu, 1): return .menu
    case (.previousTab, 1): return .previousTab
    case (.nextTab, 1): return .nextTab
    case (.help, 1): return .help
    case (.quit, 1): return .quit
    case (.style, 2...):
      return .style(try AppOptions.parseStyle(argument))
    case (.style, _):
      throw UsageError(
        message:
          "style needs a name: \(PresentationStyle.allCases.map(\.argumentName).joined(separator: ", "))."
      )
    case (.tab, 2):
      guard let tab = RootTab(name: argument) else {
        throw UsageError(
          message: "Unknown tab '\(Printable.escape(argument, limit: 40))'. \(tabList)")
      }
      return .tab(tab)
    case (.tab, _):
      throw UsageError(message: "tab needs a name. \(tabList)")
    case (.sheets, 2):
      return .sheets(try AppOptions.parseSheetPolicy(argument))
    case (.sheets, _):
      throw UsageError(
        message:
          "sheets needs a policy: \(listed(NBPresentationPolicy.allCases.map(\.argumentName))).")
    case (.deepLink, 2):
      guard let link = RootDeepLink(number: argument) else {
        throw UsageError(
          message: "deeplink takes \(deepLinkNumbers), got '\(Printable.escape(argument))'.")
      }
      return .deepLink(link)
    case (.deepLink, _):
      throw UsageError(message: "deeplink takes \(deepLinkNumbers), such as 'deeplink 1'.")
    case (_, 1) where isShortcut(first):
      return .shortcut(first.lowercased())
    case (_, 2...) where isShortcut(first):
      return .fill(shortcut: first.lowercased(), text: fieldText(of: line))
    default:
      throw UsageError(
        message:
          "Unknown command '\(Printable.escape(echo(line, secureShortcuts: secureShortcuts), limit: 40))'. Type a shortcut shown on screen, or 'help'."
      )
    }
  }

  /// `line` as it may be shown: when it puts text in a secure field (its first word is one of
  /// `secureShortcuts`), the text is replaced by one `•` per character, as the field shows it.
  ///
  /// ```swift
  /// LineCommand.echo("p merlot", secureShortcuts: ["p"])   // "p ••••••"
  /// ```
  static func echo(_ line: String, secureShortcuts: Set<String>) -> String {
    guard !secureShortcuts.isEmpty else { return line }
    let words = line.split(maxSplits: 1, whereSeparator: \.isWhitespace)
    guard let first = words.first, secureShortcuts.contains(first.lowercased()) else {
      return line
    }
    let text = fieldText(of: line)
    guard !text.isEmpty else { return line }
    let start = line.prefix { $0.isWhitespace }
    return start + first + " " + String(repeating: "•", count: text.count)
  }

  /// The tabs, for messages.
  private static var tabList: String {
    "The tabs are " + RootTab.allCases.map(\.rawValue).joined(separator: ", ") + "."
  }

  /// Whether `word` can be a shortcut: up to five letters or digits (`m`, `aa`), or a row number
  /// of up to nine digits, for lists of any length.
  private static func isShortcut(_ word: String) -> Bool {
    (word.count <= 5 && word.allSatisfy { $0.isLetter || $0.isNumber })
      || (word.count <= 9 && word.allSatisfy { $0.isASCII && $0.isNumber })
  }

  /// The text for a field: what follows the first word of `line` and the one space or tab after
  /// it, as typed, so that line mode and full screen take the same password.
  private static func fieldText(of line: String) -> String {
    String(line.drop { $0.isWhitespace }.drop { !$0.isWhitespace }.dropFirst())
  }

  /// What follows the first word of `line`, without surrounding whitespace.
  private static func rest(of line: String) -> String {
    let word = line.drop { $0.isWhitespace }
    let value = word.drop { !$0.isWhitespace }.drop { $0.isWhitespace }
    var end = value.endIndex
    while end > value.startIndex, value[value.index(before: end)].isWhitespace {
      end = value.index(before: end)
    }
    return String(value[..<end])
  }
}
