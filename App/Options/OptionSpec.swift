import RootFeature

/// One command-line option as the help text describes it.
struct OptionSpec {
  /// The long name, such as `--width`.
  let name: String
  /// A short alias, such as `-w`, if any.
  let alias: String?
  /// The value's placeholder, such as `N`, or `nil` for a flag.
  let value: String?
  /// What the option does.
  let summary: String

  /// Every option, in the order the help text lists them.
  static let all: [OptionSpec] = [
    OptionSpec(
      name: "--presentation-style", alias: "-s", value: "STYLE",
      summary: "How a selected grape is shown (default: details-stack); see STYLES."),
    OptionSpec(
      name: "--sheets", alias: nil, value: "POLICY",
      summary: "single (one sheet at a time, the default) or stacked (sheets pile up)."),
    OptionSpec(
      name: "--width", alias: "-w", value: "N",
      summary: "Lay out for N columns (default: $COLUMNS, then the terminal, then 80)."),
    OptionSpec(
      name: "--latency", alias: nil, value: "SECONDS",
      summary: "Delay of the built-in fake API and sign-in (default: 1, as in the original sample)."
    ),
    OptionSpec(
      name: "--data", alias: nil, value: "FILE",
      summary: "Read the grapes from a JSON file (at most 32 MiB) instead of the built-in sample."),
    OptionSpec(
      name: "--script", alias: nil, value: "FILE",
      summary: "Run the commands in FILE, one per line, instead of reading standard input."),
    OptionSpec(
      name: "--line", alias: nil, value: nil,
      summary: "Use line mode on a terminal too (pipes and --script always use it)."),
    OptionSpec(
      name: "--state", alias: nil, value: "FILE",
      summary:
        "Keep the state in FILE (default: $XDG_STATE_HOME/feature-routing/state.json, else ~/.local/state/…)."
    ),
    OptionSpec(
      name: "--no-state", alias: nil, value: nil,
      summary: "Neither restore nor save the state."),
    OptionSpec(
      name: "--trace", alias: nil, value: "FILE",
      summary: "Append each transition to FILE as a JSON line: time, cause, from URL, to URL."),
    OptionSpec(
      name: "--open", alias: nil, value: "URL",
      summary: "Start at a deep link, such as feature-routing://grapes/shiraz/details (see URLS)."),
    OptionSpec(
      name: "--print-url", alias: nil, value: nil,
      summary: "Print the URL of the state the app would start in, and exit."),
    OptionSpec(
      name: "--no-color", alias: nil, value: nil,
      summary: "Never use colours or styles (NO_COLOR=1 does the same)."),
    OptionSpec(name: "--help", alias: "-h", value: nil, summary: "Show this help and exit."),
    OptionSpec(name: "--version", alias: nil, value: nil, summary: "Show the version and exit."),
  ]

  /// The spec of the option spelled `name` (long name or alias).
  static func named(_ name: String) -> OptionSpec? {
    all.first { $0.name == name || $0.alias == name }
  }

  /// `Usage: --width N.`, for errors about a missing value.
  var usageHint: String {
    "Usage: \(name)\(value.map { " \($0)" } ?? "")."
  }

  /// The option's left column in the help text, such as `-w, --width N`.
  var synopsis: String {
    let names = [alias, name].compactMap { $0 }.joined(separator: ", ")
    return value.map { "\(names) \($0)" } ?? names
  }
}
