import NavigationBackport
import RootFeature
import TerminalNavigation
import TerminalRuntime
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// Full-screen mode: the screen drawn in place on the alternate screen, a highlight moved with
/// the arrow keys, the shortcuts on screen, a status line, and overlays for the keys and the
/// style menu.
///
/// Each key is handled on the main actor and followed by one redraw; so is every change of
/// observed state (``ViewHost/onInvalidate``) and every resize. A redraw renders the root only
/// when its state or the width changed, composes the screen (the part the viewport shows, the
/// highlight or an overlay, the status line) and writes only the difference from what the
/// terminal shows (``FrameDiffer``). The root is rendered lazily (``ViewHost/renderLazily(width:)``)
/// and the highlight moves over a window of it (``ScreenSelection``), so list rows are resolved
/// and drawn only around what the terminal shows: a key costs the same at any list length.
///
/// The terminal is restored by the clean-up ``run(root:colored:exits:keys:)`` registers with the
/// ``ExitCoordinator``, which runs on every way out: a normal end, `q`, Ctrl-C (130), SIGINT
/// (130), SIGTERM (143), SIGHUP (129), SIGQUIT (131) — and with it every other clean-up, such as
/// saving the state. When a signal finds the main actor blocked, the coordinator restores the
/// terminal from its own queue.
@MainActor
final class InteractiveSession {
  /// Exit statuses of the ways out that are keys.
  @MainActor
  enum ExitStatus {
    /// `q`, or the end of input.
    static let quit: Int32 = 0
    /// Ctrl-C, which raw mode delivers as a byte rather than SIGINT: the status SIGINT would give.
    static let interrupt = ExitCoordinator.status(for: SIGINT)
  }

  let root: RootView
  let host: ViewHost
  let terminal: FullScreenTerminal
  let colored: Bool

  /// The highlight and viewport over the root's frame.
  var selection = ScreenSelection()
  /// The highlight in the open overlay.
  var overlaySelection = SelectionModel()
  /// A shortcut being typed that starts a longer one, such as `1` with `10` on screen.
  var entry = ShortcutEntry()
  /// The overlay opened with a key, if any.
  var overlay: InteractiveOverlay?
  /// The overlay shown: the one opened with a key, else the dialog the navigator shows.
  var shownOverlay: InteractiveOverlay? {
    overlay ?? NBDialogView.title(shownBy: root.presenter.navigator).map(InteractiveOverlay.dialog)
  }
  /// The overlay control to highlight once it is drawn.
  var overlayHighlight: String?
  /// The actions of the open overlay's controls, by shortcut.
  var overlayActions: [String: @MainActor () -> Void] = [:]
  /// A message for the status line until the next key.
  var notice: String?
  /// The app's warnings (a saved state partly restored, a state that cannot be saved), on the
  /// lines above the status line until the next key.
  var warnings: [String] = []
  /// Whether saving the state has failed: the status line says so for the rest of the session.
  private(set) var stateIsUnsaved = false
  /// Whether the field asking for the highlight in the next frame is edited at once: one a kit
  /// command opened, or one being typed in whose screen was made again.
  var editsFocusedField = false
  /// Whether the trace stopped, which the status line keeps saying.
  private(set) var traceIsStopped = false
  /// Text being pasted, from the terminal's paste-start marker to its paste-end marker.
  var paste: PastedText?
  /// What is typed on the `:` command line while it is open.
  var commandLine: String?
  /// The exit status to quit with, once the person chose Discard when asked before quitting.
  var quitStatus: Int32?

  /// The commands both modes run alike.
  var runner: CommandRunner { CommandRunner(root: root, host: host) }

  var shown: Frame?
  /// Whether redraws wait, while the startup opens a link over the loading frame.
  var holdsFrames = false
  /// How many lines at the top of the screen stay put (the tab bar and the navigation bar).
  var pinned = 0
  var size = TerminalSize(rows: 24, columns: 80)
  /// Whether the status line has said that the terminal's size was unusable.
  var hasReportedUnusableSize = false
  /// The shortcut last highlighted in each pane of a split, by the pane's screen key
  /// (`InteractiveSession+Panes.swift`).
  var paneHighlights: [String: String] = [:]
  /// The highlights the state file kept, by screen URL, for the restored screens not shown yet
  /// (`InteractiveSession+Highlights.swift`).
  var restoredHighlights: [String: String] = [:]
  /// The control highlighted before a resize hid it, and the screen it is on, to highlight again
  /// once a resize draws it again, unless a key is pressed first (`InteractiveSession+Panes.swift`).
  var highlightBeforeResize: (shortcut: String, screen: String)?
  /// The row of the list beside Details that a key opened, highlighted again in the next frame
  /// (`InteractiveSession+Panes.swift`).
  var listRowKept: (row: String, column: Int, screen: String)?

  /// A session drawing `root` on `terminal`, which ``run(root:colored:exits:keys:)`` has entered
  /// (tests drive a session on a pseudo-terminal of their own, a key at a time).
  init(root: RootView, terminal: FullScreenTerminal, colored: Bool) {
    self.root = root
    // Dialogs are drawn as overlays, like the menu, so that they fit the terminal and scroll.
    self.host = ViewHost(root.nbDialogsDrawnApart())
    self.terminal = terminal
    self.colored = colored
  }

  /// Takes over the terminal, registers its restoration with `exits`, and runs until `q`,
  /// Ctrl-C or the end of `keys`; returns the exit status.
  ///
  /// - Parameters:
  ///   - root: The app's root screen.
  ///   - colored: Whether to draw colours; without, only the highlight and status line are
  ///     styled (in inverse video).
  ///   - exits: Where the terminal's restoration is registered.
  ///   - messages: The app's warnings, shown on the screen from now on.
  ///   - savesState: Whether the state is saved; `false` keeps `State not saved` in the status
  ///     line from the start (a state file left alone, a path that cannot be used).
  ///   - startup: Run once the first frame is drawn (opening an `--open` link when the grapes
  ///     are in); an exit status it returns restores the terminal and ends the session. Keys
  ///     pressed meanwhile wait and apply after it.
  ///   - keys: The keys pressed; read only once the terminal is in raw mode.
  /// - Throws: ``TerminalError`` when the terminal cannot be taken over; nothing has changed then.
  static func run(
    root: RootView,
    colored: Bool,
    exits: ExitCoordinator,
    messages: ScreenMessages? = nil,
    savesState: Bool = true,
    keeper: StateKeeper? = nil,
    restoredHighlights: [String: String] = [:],
    startup: (@MainActor () async -> Int32?)? = nil,
    keys: () -> BoundedStream<KeyEvent> = KeyInput.standardInput
  ) async throws(TerminalError) -> Int32 {
    let terminal = FullScreenTerminal()
    try terminal.enter()
    exits.addCleanup("restore the terminal", fromAnyThread: terminal.restorationFromAnyThread) {
      terminal.restore()
    }
    let session = InteractiveSession(root: root, terminal: terminal, colored: colored)
    session.stateIsUnsaved = !savesState
    session.restoredHighlights = restoredHighlights
    keeper?.highlights = { [weak session] in session?.keptHighlights ?? [:] }
    messages?.deliver { [weak session] text, meaning in
      session?.show(warning: text, meaning: meaning) ?? false
    }
    let status = await session.run(keys(), startup: startup)
    // The save on the way out comes after the session is gone: it keeps the last highlights.
    let last = session.keptHighlights
    keeper?.highlights = { last }
    return status
  }

  private func run(
    _ keys: BoundedStream<KeyEvent>, startup: (@MainActor () async -> Int32?)?
  ) async -> Int32 {
    root.presenter.navigator.missingDestinationHandler = { [weak self] missing in
      self?.notice = missing.description
    }
    host.onInvalidate = { [weak self] in self?.redraw() }
    terminal.observeResize { [weak self] in self?.redraw() }
    terminal.observeJobControl { [weak self] in
      self?.forgetScreen()
      self?.redraw()
    }
    redraw()
    if let startup {
      // The loading frame stays until the startup is done, so that the screen it opens is the
      // next one drawn, never the list the grapes make for a moment. Keys meanwhile wait for it,
      // but for those that quit, suspend or redraw, which act at once.
      holdsFrames = true
      Task {
        keys.interject(.startupEnded(exitStatus: await startup()))
      }
    }
    var waiting: [KeyEvent] = []
    for await event in keys {
      if holdsFrames, case .keys(let batch) = event {
        // Key by key: those that act during the startup act now, the rest wait in order.
        for key in batch {
          if Self.actsDuringStartup(key) {
            if let status = handleAndRedraw(key) {
              return status
            }
          } else {
            waiting.append(.keys([key]))
          }
        }
        continue
      }
      if holdsFrames, event == .pause {
        waiting.append(event)
        continue
      }
      if case .startupEnded(let status) = event {
        holdsFrames = false
        if let status {
          terminal.restore()
          return status
        }
        redraw()
        for event in waiting {
          if let status = handle(event) {
            return status
          }
        }
        waiting = []
      } else if let status = handle(event) {
        return status
      }
    }
    return ExitStatus.quit
  }

  /// Whether `key` acts while the startup runs: the keys that quit (`q`, Ctrl-C), suspend
  /// (Ctrl-Z) or redraw (Ctrl-L), so a person is never stuck behind a slow load.
  private static func actsDuringStartup(_ key: Key) -> Bool {
    switch key {
    case .control("c"), .control("z"), .control("l"), .character("q"):
      true
    default:
      false
    }
  }

  /// Handles keys or a pause in input; returns the exit status when it ends the session.
  private func handle(_ event: KeyEvent) -> Int32? {
    switch event {
    case .keys(let batch):
      var rest = batch[...]
      while let key = rest.first {
        let typed = typedText(startingWith: rest)
        if typed.count > 1 {
          type(typed)
          rest = rest.dropFirst(typed.count)
          continue
        }
        rest = rest.dropFirst()
        if let status = handleAndRedraw(key) {
          return status
        }
      }
    case .pause:
      if endPaste() { redraw() }
    case .startupEnded:
      break
    }
    return nil
  }

  /// Handles one key, then redraws; returns the exit status when it ends the session.
  ///
  /// Each key is handled on its own, as if it were the only one read, so that a shortcut acts
  /// on the screen the key before it made.
  private func handleAndRedraw(_ key: Key) -> Int32? {
    forgetRestoredHighlight()
    if let status = handle(key) ?? quitStatus {
      return status
    }
    // A paste is one edit and one redraw, when it ends.
    if paste == nil { redraw() }
    return nil
  }

  /// The characters `keys` starts with, when each would be typed into the field being edited:
  /// text typed ahead or pasted without the paste markers, which then costs one edit and one
  /// redraw rather than one per character.
  private func typedText(startingWith keys: ArraySlice<Key>) -> [Character] {
    guard paste == nil, commandLine == nil, quitStatus == nil, shownOverlay == nil,
      host.editingField != nil, !root.presenter.isRestoring
    else { return [] }
    var typed: [Character] = []
    for key in keys {
      guard case .character(let character) = key else { break }
      typed.append(character)
    }
    return typed
  }

  /// Types `characters` into the field being edited, as their keys one by one would (what does
  /// not fit is dropped, as a key past the limit is), then redraws once.
  private func type(_ characters: [Character]) {
    notice = nil
    warnings = []
    if host.pasteKeepingWhatFits(String(characters)).isEditing {
      // The screen may be made again for the new text (a search); it goes on being edited.
      editsFocusedField = true
    }
    redraw()
  }

  // MARK: Warnings

  /// Shows `text`, a warning the app would write to standard error, on the screen; `false` when
  /// the screen is no longer drawn.
  ///
  /// A warning that the state is not saved or the trace stopped (`meaning`) keeps the status line
  /// saying so.
  func show(warning text: String, meaning: WarningMeaning? = nil) -> Bool {
    guard terminal.isActive else { return false }
    let shown = ScreenMessages.shown(text)
    if meaning == .stateNotSaved { stateIsUnsaved = true }
    if meaning == .traceStopped { traceIsStopped = true }
    warnings.append(shown)
    redraw()
    return true
  }

}
