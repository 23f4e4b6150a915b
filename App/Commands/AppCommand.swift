import NavigationBackport
import RootFeature

/// One command of the app, written once for both modes: its words in line mode (which full
/// screen's `:` line takes too), its key in full screen, and its help line.
///
/// Full screen's keys, line mode's words, the `?` overlay, `help`, `--help` and the status line's
/// hints are all read from ``AppCommand/all``, so the two modes cannot drift apart.
struct AppCommand {
  /// What a command does, read by one `switch` in each mode.
  enum Name: Equatable {
    /// Move the highlight (full screen; line mode types shortcuts instead).
    case move
    /// Move a page, or to either end (full screen).
    case page
    /// Run a control on screen: its shortcut, or Enter on the highlight.
    case shortcut
    /// Put text in a text field.
    case fill
    /// Go back one screen, or close the top modal where there is none.
    case back
    /// Close the top modal.
    case close
    /// Show a tab by name (line mode) or function key (full screen).
    case tab
    /// Show the previous tab.
    case previousTab
    /// Show the next tab.
    case nextTab
    /// Open the menu: styles, deep links, sheet policies; the same items and keys in both modes.
    case menu
    /// Change the presentation style.
    case style
    /// Change the sheet policy.
    case sheets
    /// Open one of the menu's deep links.
    case deepLink
    /// Go to a deep-link URL.
    case open
    /// Show the URL of what is shown.
    case url
    /// Show the last transitions.
    case history
    /// Type a line-mode command (full screen's `:` line).
    case commandLine
    /// Show the commands and keys.
    case help
    /// Leave the app, asking first when a change would be lost.
    case quit
    /// A command a kit contributes through the root, by its word (`search`).
    case kit(String)
  }

  /// What the command does.
  let name: Name
  /// The words line mode (and full screen's `:` line) take, the first one shown in help;
  /// empty for what only full screen does.
  var words: [String] = []
  /// What follows the word in line mode, such as `NAME`.
  var argument: String? = nil
  /// How `help` shows a command typed without a word of its own, such as `u TEXT`.
  var usage: String? = nil
  /// A prefix that spells the command and its argument as one word (`/pinot`), if one does.
  var prefix: String? = nil
  /// The character that runs the command in full screen, if one does.
  var key: Character? = nil
  /// The keys as full screen's `?` lists them, such as `Esc ⌫ b`; `nil` when the command has no
  /// key of its own.
  var keys: String? = nil
  /// The help line.
  let help: String
  /// How the status line names it, such as `menu` (shown after its key), if it does.
  var hint: String? = nil

  /// The app's commands, in the order `help` and `?` list them.
  ///
  /// Commands the root contributes (such as a search) join here, as rows like any other: see
  /// ``contributed``.
  static var all: [AppCommand] {
    // The kits' commands go with the ones that navigate, before `open`; quitting stays last.
    let own = builtIn
    let place = own.firstIndex { $0.name == .open } ?? own.endIndex
    return Array(own[..<place]) + contributed + own[place...]
  }

  /// The commands the root's kits contribute, as rows of the table.
  ///
  /// This is the one place where ``RootPresenter/kitCommands`` (each with its word, prefix, key
  /// and help line) become rows. The root runs them (``RootPresenter/run(_:argument:)``); a key
  /// acts only where the root says it does.
  static var contributed: [AppCommand] {
    RootPresenter.kitCommands.map { command in
      AppCommand(
        name: .kit(command.word), words: [command.word], argument: command.argument,
        usage: command.prefix.map {
          "\(command.word) \(command.argument), \($0)\(command.argument)"
        },
        prefix: command.prefix, key: command.key, keys: command.key.map { String($0) },
        help: command.key.map {
          "\(command.help); full screen: \($0) on the \(command.tab.title) list"
        } ?? command.help)
    }
  }

  /// The app's own commands.
  private static var builtIn: [AppCommand] {
    let tabs = RootTab.allCases
    let tabNames = listed(tabs.map(\.rawValue), last: "or")
    let policies = listed(NBPresentationPolicy.allCases.map(\.argumentName), last: "or")
    return [
      AppCommand(name: .move, keys: "↑ ↓  j k", help: "move the highlight (← →, Tab too)"),
      AppCommand(
        name: .move, keys: "← →  Tab",
        help: "beside the list (split-view, from 120 columns): the pane on the left or right"),
      AppCommand(name: .page, keys: "PgUp PgDn", help: "move a page; Home, End: to the ends"),
      AppCommand(name: .shortcut, keys: "Enter", help: "open or run the highlighted control"),
      AppCommand(
        name: .shortcut, usage: "1, 2, …, a–z", keys: "1 2 … a b …",
        help: "run the control with that shortcut on screen (10: type 1, then 0)"),
      AppCommand(
        name: .fill, usage: "u TEXT", keys: "⏎ on a field",
        help: "put TEXT, as typed after the space, in the text field [u]; u alone empties it; "
          + "full screen: type or paste, Tab next, Esc done"),
      AppCommand(
        name: .fill, usage: "p TEXT",
        help: "the same for a password field [p]: TEXT is echoed masked (••••)"),
      AppCommand(
        name: .back, words: ["back", "b"], key: "b", keys: "Esc ⌫ b",
        help: "go back one screen, or close the top sheet or cover", hint: "back"),
      AppCommand(
        name: .close, words: ["close", "x"], key: "x", keys: "x", help: "close the top modal"),
      AppCommand(
        name: .tab, words: ["tab"], argument: "NAME",
        keys: tabs.indices.map { "F\($0 + 1)" }.joined(separator: " "),
        help: "show a tab: \(tabNames) (the shown one: its root)"),
      AppCommand(
        name: .previousTab, words: ["["], usage: "[  ]", key: "[", keys: "[  ]",
        help: "the previous or next tab"),
      // Listed with `[`, above.
      AppCommand(name: .nextTab, words: ["]"], key: "]", help: ""),
      AppCommand(
        name: .menu, words: ["menu", "m"], key: "m", keys: "m",
        help: "the menu, on every screen: styles, deep links, sheet policies", hint: "menu"),
      AppCommand(
        name: .style, words: ["style"], argument: "NAME",
        help: "show the next selection in another style (see STYLES)"),
      AppCommand(
        name: .sheets, words: ["sheets"], argument: "POLICY",
        help: "\(policies): what presenting a sheet does while one is shown"),
      AppCommand(
        name: .deepLink, words: ["deeplink"], argument: "N",
        help: "open a deep link of the menu: "
          + RootDeepLink.allCases.enumerated().map { "\($0 + 1) \($1.title)" }
          .joined(separator: "; ")),
      AppCommand(
        name: .open, words: ["open"], argument: "URL",
        help: "go to a deep link, such as open feature-routing://grapes/shiraz/details"),
      AppCommand(name: .url, words: ["url"], help: "show the URL of the current state"),
      AppCommand(
        name: .history, words: ["history"],
        help: "the last \(historyLength) transitions: why each happened, where it went"),
      AppCommand(
        name: .commandLine, key: ":", keys: ":",
        help: "type any command of this list, such as :url, :history or :open URL; Esc leaves",
        hint: "cmd"),
      AppCommand(
        name: .help, words: ["help", "?"], key: "?", keys: "?",
        help: "show these commands (↑ ↓ scroll them)", hint: "keys"),
      AppCommand(
        name: .quit, words: ["quit", "q", "exit"], key: "q", keys: "q  Ctrl-C",
        help: "quit",
        hint: "quit"),
    ]
  }

  /// How many transitions `history` shows.
  static let historyLength = 20

  /// The command a full-screen key runs.
  static func command(forKey key: Character) -> AppCommand? {
    all.first { $0.key == key }
  }

  /// The command whose prefix starts `word` (`/pinot`), if any.
  static func command(forPrefixOf word: Substring) -> AppCommand? {
    all.first { command in command.prefix.map { word.hasPrefix($0) } ?? false }
  }

  /// The command a line-mode word names (case-insensitive).
  static func command(forWord word: String) -> AppCommand? {
    let word = word.lowercased()
    return all.first { $0.words.contains(word) }
  }

  /// The status line's hint for `name`, such as `m menu`.
  static func hint(_ name: Name) -> String {
    guard let command = all.first(where: { $0.name == name }), let key = command.key,
      let hint = command.hint
    else { return "" }
    return "\(key) \(hint)"
  }

  /// `help`'s lines: each command with words, its usage padded to a column.
  static var helpLines: [String] {
    let usages = all.filter { !$0.help.isEmpty }.compactMap { command in
      usage(of: command).map { ($0, command.help) }
    }
    return padded(usages)
  }

  /// The `?` overlay's and `--help`'s list of keys: each command with keys.
  static var keyLines: [(keys: String, action: String)] {
    all.compactMap { command in command.keys.map { ($0, command.help) } }
  }

  /// `back (or b)`, `style NAME`; `nil` for a command line mode has no words for.
  private static func usage(of command: AppCommand) -> String? {
    if let usage = command.usage { return usage }
    guard let word = command.words.first else { return nil }
    let aliases = command.words.dropFirst().filter { $0.count < word.count }
    let usage = [word, command.argument].compactMap { $0 }.joined(separator: " ")
    return aliases.isEmpty ? usage : "\(usage) (or \(aliases.joined(separator: ", ")))"
  }

  /// Each pair on one line, the first parts padded to a column.
  static func padded(_ pairs: [(String, String)]) -> [String] {
    let width = pairs.map(\.0.count).max() ?? 0
    return pairs.map { first, second in
      first + String(repeating: " ", count: width - first.count + 2) + second
    }
  }

  /// `words` as a sentence lists them: `a, b or c` (with `last` the word before the last).
  static func listed(_ words: [String], last: String) -> String {
    guard let final = words.last, words.count > 1 else { return words.last ?? "" }
    return words.dropLast().joined(separator: ", ") + " \(last) " + final
  }
}
