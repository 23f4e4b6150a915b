import RootFeature

/// The text `feature-routing --help` prints.
enum HelpText {
  /// The program's version.
  static let version = "feature-routing 1.0.0"

  /// Usage, every option, the presentation styles and the line-mode commands.
  static var usage: String {
    let width = OptionSpec.all.map(\.synopsis.count).max() ?? 0
    let options = OptionSpec.all.map { spec in
      "  \(padded(spec.synopsis, to: width + 2))\(spec.summary)"
    }
    let styleWidth = PresentationStyle.allCases.map(\.argumentName.count).max() ?? 0
    let styles = PresentationStyle.allCases.map { style in
      "  \(padded(style.argumentName, to: styleWidth + 2))\(style.title)"
    }
    let tabWidth = RootTab.allCases.map(\.rawValue.count).max() ?? 0
    let tabs = RootTab.allCases.map { tab in
      "  \(padded(tab.rawValue, to: tabWidth + 2))\(tab.title): \(tab.summary)"
    }
    return """
      USAGE: feature-routing [options]

      Browse wine grapes and regions in the terminal. Every transition is decided by the app's
      router.

      TABS (tab NAME; tab/NAME in URLs):
      \(tabs.joined(separator: "\n"))

      ACCOUNT: a fake service signs in any non-empty user name of at most 200 characters,
      without control characters, with the password merlot; any other password fails with a
      reason. --latency delays its answer as it delays the grapes. The password is masked on
      screen and in echoed commands, and is never printed, put in a URL or saved; the state
      file keeps only the signed-in name, so you stay signed in.

      OPTIONS:
      \(options.joined(separator: "\n"))

      STYLES (the Swift case names, such as detailsModally, work too):
      \(styles.joined(separator: "\n"))

      COMMANDS (type one per line; the shortcuts in [brackets] on screen work too):
      \(LineCommand.helpLines.map { "  \($0)" }.joined(separator: "\n"))

      URLS (--open, open, --print-url, url; the grammar and examples are in Docs/DeepLinks.md):
        feature-routing://[tab/TAB/]SCREENS[/sheet/SCREENS][/cover/SCREENS][?style=STYLE&sheets=POLICY]
        TAB is a tab's name, STYLE a style's, POLICY single or stacked; SCREENS are one or more of
        these, bottom to top (screens of one grape in a row share its words:
        grapes/shiraz/details/extra), ID percent-encoded:
      \(wrapped(RootLink.screenPatterns, indent: 4, width: 96))
        For example:
          feature-routing://grapes/shiraz/details/extra          Details, then Extra details
          feature-routing://tab/regions/sheet/regions/france/region?sheets=stacked
                                                                 France in a sheet on the Regions tab
          feature-routing://tab/account/cover/sign-in            the sign-in cover
          feature-routing://tab/account/edit-name                Edit name (signed out: sign in first)

      STATE: saved after every change to --state FILE (default $XDG_STATE_HOME/feature-routing/
      state.json, else ~/.local/state/feature-routing/state.json) and restored on start.

      KEYS (full screen, used on a terminal unless --line is given):
      \(KeyBindings.lines.map { "  \($0)" }.joined(separator: "\n"))
      """
  }

  /// `words` two spaces apart, in lines of at most `width` columns indented by `indent`.
  private static func wrapped(_ words: [String], indent: Int, width: Int) -> String {
    let margin = String(repeating: " ", count: indent)
    var lines = [margin]
    for word in words {
      let line = lines[lines.count - 1]
      let joined = line == margin ? line + word : line + "  " + word
      if joined.count <= width || line == margin {
        lines[lines.count - 1] = joined
      } else {
        lines.append(margin + word)
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(width - text.count, 0))
  }
}
