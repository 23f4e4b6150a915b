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

      URLS (--open, open, --print-url, url; the grammar is in Docs/DeepLinks.md):
        feature-routing://                                       the grape list
        feature-routing://grapes/shiraz/details/extra            Details, then Extra details
        feature-routing://grapes/a/details/grapes/b/extra        screens of two grapes
        feature-routing://grapes/shiraz/details/score            rating Shiraz: the Score step
        feature-routing://sheet/grapes/shiraz/details?style=details-modally
                                                                 a sheet, and the style
        feature-routing://tab/regions                            the Regions tab
        feature-routing://tab/regions/sheet/regions/france/region/sheet/grapes/shiraz/details?sheets=stacked
                                                                 France, Shiraz's Details over it
        feature-routing://tab/account                            the Account tab: profile or Sign in
        feature-routing://tab/account/cover/sign-in              the sign-in cover
        feature-routing://tab/account/edit-name                  Edit name (signed out: sign in first)

      STATE: saved after every change to --state FILE (default $XDG_STATE_HOME/feature-routing/
      state.json, else ~/.local/state/feature-routing/state.json) and restored on start.

      KEYS (full screen, used on a terminal unless --line is given):
      \(KeyBindings.lines.map { "  \($0)" }.joined(separator: "\n"))
      """
  }

  private static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(width - text.count, 0))
  }
}
