import RootFeature

/// One line typed (or piped) in line mode.
enum LineCommand: Equatable {
  /// A shortcut shown on screen, such as `1` or `p`.
  case shortcut(String)
  /// Go back one screen (`back`).
  case back
  /// Close the top modal (`close`).
  case close
  /// Change how the next selection is shown (`style details-modally`).
  case style(PresentationStyle)
  /// Apply one of the root menu's deep links (`deeplink 1` or `deeplink 2`).
  case deepLink(RootDeepLink)
  /// Print the commands (`help`).
  case help
  /// Leave the app (`quit`).
  case quit
  /// A blank line: show the screen again.
  case redraw

  /// The lines `help` prints, one per command.
  static let helpLines = [
    "1, 2, …, a–z   activate the control with that shortcut on screen",
    "back (or b)    go back one screen",
    "close (or x)   close the top modal",
    "style NAME     show the next selection in another style (see STYLES)",
    "deeplink 1     Push 1 Details Programatically",
    "deeplink 2     Push 2 Details and 1 Extra Details Programatically",
    "help           show these commands",
    "quit (or q)    leave (end of input does too)",
  ]

  /// Parses one line; surrounding spaces are ignored and command words are case-insensitive.
  ///
  /// - Throws: ``UsageError`` with a one-line hint naming the input (made printable).
  static func parse(_ line: String) throws(UsageError) -> LineCommand {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let first = words.first else {
      return .redraw
    }
    let keyword = first.lowercased()
    let argument = words.dropFirst().joined(separator: " ")
    switch (keyword, words.count) {
    case ("back", 1): return .back
    case ("close", 1): return .close
    case ("help", 1), ("?", 1): return .help
    case ("quit", 1), ("exit", 1), ("q", 1): return .quit
    case ("style", 2...):
      do {
        return .style(try AppOptions.parseStyle(argument))
      } catch {
        throw error
      }
    case ("style", _):
      throw UsageError(
        message:
          "style needs a name: \(PresentationStyle.allCases.map(\.argumentName).joined(separator: ", "))."
      )
    case ("deeplink", 2):
      guard let link = RootDeepLink(number: argument) else {
        throw UsageError(message: "deeplink takes 1 or 2, got '\(Printable.escape(argument))'.")
      }
      return .deepLink(link)
    case ("deeplink", _):
      throw UsageError(message: "deeplink takes 1 or 2, such as 'deeplink 2'.")
    case (_, 1) where first.count <= 5 && first.allSatisfy({ $0.isLetter || $0.isNumber }):
      return .shortcut(first.lowercased())
    default:
      throw UsageError(
        message:
          "Unknown command '\(Printable.escape(line, limit: 40))'. Type a shortcut shown on screen, or 'help'."
      )
    }
  }
}
