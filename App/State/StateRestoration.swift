import Foundation
import RootFeature

/// Reads the state file when the app starts, and sets aside a file that cannot be used.
///
/// A file that is too large, truncated, not JSON, of an unknown older version or naming an
/// unknown type is never overwritten: it is renamed to `state.json.corrupt-<UTC time>`, the app
/// says so on standard error and starts at the root. When even the rename fails, the file is left
/// in place and the session does not save, so the file is still never overwritten.
///
/// A file that is not corrupt but cannot be used is left where and as it is, and the session
/// neither restores nor saves state, saying so: a file the system refuses to read (permission
/// denied), a file written by a newer version of the app (which would lose its state), and
/// anything at the path other than a regular file (a named pipe, a device, a folder, a symbolic
/// link), which is never even read.
/// With `readOnly` (`--print-url`) nothing on disk changes at all.
@MainActor
struct StateRestoration {
  /// The state read, if the file held a good one.
  let saved: RootSavedState?
  /// The keeper that saves this session's state, or `nil` when state is off or must not be
  /// written.
  let keeper: StateKeeper?

  /// Reads the state file `resolution` names, reporting problems on `output`; with `readOnly`,
  /// changes nothing on disk and returns no keeper.
  init(_ resolution: StateFileLocation.Resolution, readOnly: Bool = false, output: any OutputSink) {
    guard case .file(let path) = resolution else {
      switch resolution {
      case .noHome:
        output.writeError(
          """
          feature-routing: warning: neither XDG_STATE_HOME nor HOME is set, so the state is \
          neither restored nor saved; pass --state FILE to keep it.
          """)
      case .missingBase(let variable, let folder):
        output.writeError(
          """
          feature-routing: warning: \(variable) is \(Printable.escape(folder, limit: 300)), which \
          is not an existing folder, so the state is neither restored nor saved (and nothing is \
          created there); pass --state FILE to keep it.
          """)
      case .file, .disabled:
        break
      }
      saved = nil
      keeper = nil
      return
    }
    let file = StateFile(path: path)
    if !readOnly {
      file.removeStaleTemporaryFiles()
    }
    let shownPath = Printable.escape(path, limit: 300)
    let problem: String
    switch file.read(limit: RootSavedState.maximumSize) {
    case .missing:
      saved = nil
      keeper = readOnly ? nil : StateKeeper(file: file, output: output)
      return
    case .notRegular(let reason):
      output.writeError(
        """
        feature-routing: the state file \(shownPath) is left alone: \(reason). The state is \
        neither restored nor saved this session; remove it, or pass --state with another file \
        (or --no-state).
        """)
      saved = nil
      keeper = nil
      return
    case .unreadable(let reason):
      output.writeError(
        """
        feature-routing: the state file \(shownPath) cannot be read (\(Printable.escape(reason))), \
        so it is left as it is and the state is neither restored nor saved this session; make it \
        readable, or pass --state with another file (or --no-state).
        """)
      saved = nil
      keeper = nil
      return
    case .unusable(let reason):
      problem = reason
    case .data(let data):
      do {
        saved = try RootSavedState(decoding: EarlierStateFormats.converted(data) ?? data)
        keeper = readOnly ? nil : StateKeeper(file: file, output: output)
        return
      } catch {
        if let version = Self.newerVersion(of: data) {
          output.writeError(
            """
            feature-routing: the state file \(shownPath) was written by a newer version of \
            feature-routing (state version \(version); this one reads up to \
            \(RootSavedState.version)), so it is left as it is and the state is neither restored \
            nor saved this session; use the newer version, or pass --state with another file \
            (or --no-state).
            """)
          saved = nil
          keeper = nil
          return
        }
        problem = error.description
      }
    }
    saved = nil
    let shownProblem = Printable.escape(problem, limit: 500)
    guard !readOnly else {
      output.writeError(
        """
        feature-routing: the state file \(shownPath) cannot be restored: \(shownProblem). \
        It is left as it is (--print-url changes nothing); starting at the root.
        """)
      keeper = nil
      return
    }
    do {
      let aside = try file.moveAside()
      output.writeError(
        """
        feature-routing: the state file \(shownPath) cannot be restored: \(shownProblem). \
        It was moved to \(Printable.escape(aside, limit: 300)); starting at the root.
        """)
      keeper = StateKeeper(file: file, output: output)
    } catch {
      output.writeError(
        """
        feature-routing: the state file \(shownPath) cannot be restored: \(shownProblem). \
        It cannot be moved aside either (\(error.message)), so it is left as it is and this \
        session's state is not saved; starting at the root.
        """)
      keeper = nil
    }
  }

  /// The version of a state file written by a newer app: its `version` field, when that is a
  /// number above ``RootSavedState/version``, however large.
  ///
  /// Only the JSON object's `version` is read, so that a newer file is recognised whatever else
  /// it holds.
  private static func newerVersion(of data: Data) -> Decimal? {
    struct Versioned: Decodable { let version: Decimal }
    guard let version = try? JSONDecoder().decode(Versioned.self, from: data).version,
      version > Decimal(RootSavedState.version)
    else { return nil }
    return version
  }
}
