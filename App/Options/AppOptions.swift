import NavigationBackport
import RootFeature

/// Everything the command line can ask of `feature-routing`.
struct AppOptions: Equatable {
  /// How the root list shows a selected grape.
  var presentationStyle: PresentationStyle = .detailsStack
  /// Whether `--presentation-style` was given, which then wins over the restored style.
  var presentationStyleIsExplicit = false
  /// What presenting a sheet does while one is shown (`--sheets`).
  var sheetPolicy: NBPresentationPolicy = .single
  /// Whether `--sheets` was given, which then wins over the restored policy.
  var sheetPolicyIsExplicit = false
  /// Whether to draw colours and styles (still only on a terminal, and never under `NO_COLOR`).
  var color = true
  /// Columns to lay out for; `nil` means `COLUMNS`, then the terminal's width, then 80.
  var width: Int?
  /// The fake API's delay.
  var latency: Duration = .seconds(1)
  /// A JSON file to read grapes from instead of the built-in sample.
  var dataFile: String?
  /// A file of commands to run, one per line, instead of reading standard input.
  var scriptFile: String?
  /// Whether to use line mode even when standard input and output are a terminal (`--line`).
  var lineMode = false
  /// The state file (`--state`); `nil` means the default under the XDG state home.
  var stateFile: String?
  /// Whether to neither restore nor save state (`--no-state`).
  var noState = false
  /// The file every transition is appended to, one JSON line each (`--trace`).
  var traceFile: String?
  /// Where to start (`--open URL`), opened over the restored navigation.
  var openLink: RootLink?
  /// Whether to print the URL of the starting state and exit (`--print-url`).
  var printsURL = false

  /// What to do instead of running the app.
  enum Action: Equatable {
    case run
    case help
    case version
  }

  /// Run, or print help or the version.
  var action = Action.run
}
