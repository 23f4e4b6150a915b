import Foundation
import NavigationBackport
import RootFeature

#if canImport(Glibc)
  import Glibc
#endif

/// Saves the app's state to the state file after every navigation change, every change of the
/// settings (presentation style, sheet policy, account, ratings), and on the way out.
///
/// Saving starts once the keeper is ``arm()``ed, after the saved state has been restored, so that
/// quitting while the grapes still load never replaces a good file with the bare root. A write
/// that fails (a full disk, a read-only folder) prints one warning for the whole session; the app
/// goes on, the previous file stays as it was, and later changes are still tried.
///
/// Any session (line mode, full screen) uses it the same way:
///
/// ```swift
/// let keeper = StateKeeper(file: StateFile(path: path), output: output)
/// keeper.attach(to: root.presenter, exits: exits)
/// keeper.arm()
/// ```
@MainActor
final class StateKeeper {
  private let file: StateFile
  private let output: any OutputSink
  // Held strongly, as the clean-up holds the keeper: the save on the way out runs after the
  // session has let go of both.
  private var presenter: RootPresenter?
  private var lastWritten: Data?
  private var hasWarned = false

  /// Whether changes are saved yet.
  private(set) var isArmed = false
  /// Full screen's highlight on each kept screen, saved with the state (`nil`: none, in line mode).
  var highlights: (@MainActor () -> [String: String])?

  /// A keeper writing `file` and warning on `output`.
  ///
  /// Ignores SIGXFSZ, so that a file-size limit makes a save fail with a warning instead of
  /// killing the app.
  init(file: StateFile, output: any OutputSink) {
    self.file = file
    self.output = output
    signal(SIGXFSZ, SIG_IGN)
  }

  /// Saves `presenter`'s state after each of its changes, and when `exits` runs its clean-ups.
  func attach(to presenter: RootPresenter, exits: ExitCoordinator) {
    self.presenter = presenter
    presenter.navigator.observeEvents { [weak self] _ in
      self?.save()
    }
    presenter.onSettingsChange = { [weak self] in
      self?.save()
    }
    exits.addCleanup("save the navigation state") {
      self.save(evenIfUnchanged: true, durably: true)
    }
  }

  /// Starts saving, and saves the current state now.
  func arm() {
    isArmed = true
    save()
  }

  /// Writes the current state unless it is what was last written (or `evenIfUnchanged`);
  /// `durably` also makes the rename survive a power cut (see ``StateFile/write(_:durably:)``).
  func save(evenIfUnchanged: Bool = false, durably: Bool = false) {
    guard isArmed, let presenter else {
      return
    }
    var state = presenter.savedState
    state.highlights = highlights?() ?? [:]
    let data: Data
    do {
      data = try state.encoded()
    } catch {
      warnOnce("the state cannot be encoded (\(error))")
      return
    }
    guard evenIfUnchanged || data != lastWritten else {
      return
    }
    do {
      try file.write(data, durably: durably)
      lastWritten = data
    } catch {
      warnOnce(error.message)
    }
  }

  private func warnOnce(_ reason: String) {
    guard !hasWarned else {
      return
    }
    hasWarned = true
    // Only a file that is there can be left as it was.
    var status = stat()
    let previous =
      lstat(file.path, &status) == 0
      ? "the previous state file is left as it was" : "no state file is written"
    output.writeWarning(
      """
      feature-routing: warning: cannot save the state to \(Printable.escape(file.path, limit: 300)): \
      \(Printable.escape(reason, limit: 300)). The app keeps working; \(previous).
      """, meaning: .stateNotSaved)
  }
}
