extension AppOptions {
  /// Why line mode is used on a terminal, when the only reason is `TERM` (unset, empty or
  /// `dumb`, so the cursor cannot be moved); `nil` when that is not the reason.
  ///
  /// Said once on standard error, so that a person who expected full screen knows what to change.
  func terminalTypeNotice(
    inputIsTerminal: Bool,
    outputIsTerminal: Bool,
    terminalType: String?
  ) -> String? {
    guard inputIsTerminal, outputIsTerminal, !lineMode, scriptFile == nil, !printsURL else {
      return nil
    }
    let reason: String
    switch terminalType {
    case nil: reason = "TERM is unset"
    case "": reason = "TERM is empty"
    case "dumb": reason = "TERM is dumb (a terminal that cannot move its cursor)"
    default: return nil
    }
    return """
      \(reason), so line mode is used; set TERM (for example TERM=xterm-256color) for full \
      screen.
      """
  }
}
