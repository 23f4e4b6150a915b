/// Where the state file lives: `--state FILE`, else under `$XDG_STATE_HOME`, else under
/// `~/.local/state`, as the XDG Base Directory specification says.
enum StateFileLocation {
  /// The folder under the state home and the file's name in it.
  static let relativePath = "feature-routing/state.json"

  /// Where the state is kept, or `nil` when it is not kept.
  enum Resolution: Equatable {
    /// Keep the state in this file.
    case file(String)
    /// `--no-state`: neither read nor write any state.
    case disabled
    /// Neither `XDG_STATE_HOME` (absolute) nor `HOME` is set; nothing is read or written.
    case noHome
  }

  /// The state file for `options` in `environment`.
  ///
  /// A relative `XDG_STATE_HOME` is ignored, as the specification requires.
  static func resolve(_ options: AppOptions, environment: [String: String]) -> Resolution {
    if options.noState {
      return .disabled
    }
    if let path = options.stateFile {
      return .file(path)
    }
    if let stateHome = environment["XDG_STATE_HOME"], stateHome.hasPrefix("/") {
      return .file(join(stateHome, relativePath))
    }
    if let home = environment["HOME"], !home.isEmpty {
      return .file(join(home, ".local/state/" + relativePath))
    }
    return .noHome
  }

  private static func join(_ folder: String, _ rest: String) -> String {
    folder.hasSuffix("/") ? folder + rest : folder + "/" + rest
  }
}
