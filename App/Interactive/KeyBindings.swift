import RootFeature

/// The keys of full-screen mode, as the `?` overlay and `--help` list them.
enum KeyBindings {
  /// Each key (or group of keys) and what it does, in the order they are listed.
  static let all: [(keys: String, action: String)] =
    [
      ("↑ ↓  j k", "move the highlight (← →, Tab too)"),
      ("PgUp PgDn", "move a page; Home, End: to the ends"),
      ("Enter", "open or run the highlighted control"),
      ("1 2 … a b …", "run the control with that shortcut"),
      ("10 11 …", "a digit waits for the next, or Enter"),
      ("Esc ⌫ b", "go back, or close the top sheet or cover"),
      ("⏎ on a field", "edit it: type or paste, ← → Home End ⌫ Del"),
      ("⏎ Tab / Esc", "leave a field for the next control / stay"),
      (
        RootTab.allCases.indices.map { "F\($0 + 1)" }.joined(separator: " "),
        "the \(listed(RootTab.allCases.map(\.title))) tabs"
      ),
      ("[  ]", "the previous or next tab"),
      ("m", "the menu, on every screen: styles, sheet policies, deep links"),
    ]
    + RootPresenter.kitCommands.compactMap { command in
      command.key.map { ("\($0)", "on the \(command.tab.title) list: \(command.help)") }
    }
    + [
      ("?", "show these keys (↑ ↓ scroll them)"),
      ("q  Ctrl-C", "quit"),
    ]

  /// One line per binding, the keys padded to a column.
  static var lines: [String] {
    let width = all.map(\.keys.count).max() ?? 0
    return all.map { binding in
      binding.keys + String(repeating: " ", count: width - binding.keys.count + 2) + binding.action
    }
  }

  /// `words` as a list in a sentence: `a`, `a and b`, `a, b and c`.
  private static func listed(_ words: [String]) -> String {
    guard let last = words.last, words.count > 1 else {
      return words.last ?? ""
    }
    return words.dropLast().joined(separator: ", ") + " and " + last
  }
}
