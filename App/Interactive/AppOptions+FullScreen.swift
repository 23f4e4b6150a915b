extension AppOptions {
  /// Whether to run full screen: standard input and output are both a terminal that can move its
  /// cursor (`TERM` is set and not `dumb`), and neither `--line` nor `--script` asks for line mode.
  ///
  /// Line mode stays the default for pipes and scripts, whose output must be plain text.
  func runsFullScreen(
    inputIsTerminal: Bool,
    outputIsTerminal: Bool,
    terminalType: String?
  ) -> Bool {
    guard let terminalType, !terminalType.isEmpty, terminalType != "dumb" else { return false }
    return inputIsTerminal && outputIsTerminal && !lineMode && scriptFile == nil
  }
}
