import Foundation

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
    /// The folder the variable names is not an existing folder (`HOME=/nonexistent`, the home
    /// of system users); nothing is read or written, and nothing is created outside it.
    case missingBase(variable: String, folder: String)
  }

  /// The state file for `options` in `environment`.
  ///
  /// A relative `XDG_STATE_HOME` is ignored, as the specification requires, and `warn` is told
  /// which file is used instead. The folder
  /// `XDG_STATE_HOME` or `HOME` names must exist (`isFolder`): the app creates only its own
  /// folders inside it, never the base itself.
  static func resolve(
    _ options: AppOptions,
    environment: [String: String],
    isFolder: (String) -> Bool = isExistingFolder,
    warn: (String) -> Void = { _ in }
  ) -> Resolution {
    if options.noState {
      return .disabled
    }
    if let path = options.stateFile {
      return .file(path)
    }
    if let stateHome = environment["XDG_STATE_HOME"], stateHome.hasPrefix("/") {
      guard isFolder(stateHome) else {
        return .missingBase(variable: "XDG_STATE_HOME", folder: stateHome)
      }
      return .file(join(stateHome, relativePath))
    }
    let resolution: Resolution
    if let home = environment["HOME"], !home.isEmpty {
      resolution =
        isFolder(home)
        ? .file(join(home, ".local/state/" + relativePath))
        : .missingBase(variable: "HOME", folder: home)
    } else {
      resolution = .noHome
    }
    if let stateHome = environment["XDG_STATE_HOME"], !stateHome.isEmpty {
      let instead = if case .file(let path) = resolution { path } else { "the folder HOME names" }
      warn(
        """
        feature-routing: warning: XDG_STATE_HOME is '\(Printable.escape(stateHome, limit: 300))', \
        a relative path, which is ignored (the XDG Base Directory specification allows only \
        absolute ones), so the state is kept in \(Printable.escape(instead, limit: 300)) \
        instead; set XDG_STATE_HOME to an absolute path, or unset it.
        """)
    }
    return resolution
  }

  /// Whether `path` is a folder (following a symbolic link, as a home often is one).
  static func isExistingFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  private static func join(_ folder: String, _ rest: String) -> String {
    folder.hasSuffix("/") ? folder + rest : folder + "/" + rest
  }
}
