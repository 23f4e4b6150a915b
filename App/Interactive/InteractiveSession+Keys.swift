import RootFeature
import TerminalUI

/// What each key does in full-screen mode.
///
/// In order: Ctrl-C quits with 130 and Ctrl-L redraws, whatever is open. An open overlay takes
/// every other key. A shortcut being typed takes the next character, Enter, Backspace or
/// Escape. `q` quits (the kit never gives it to a control). A character that starts a shortcut
/// on screen acts on it — the screen's own keys win over the app's — and otherwise the app's keys
/// apply: `j`/`k` move, `b` (like Escape and Backspace) closes an open menu or goes back, `x`
/// closes a modal, `s` or `m` opens the menu overlay, `?` the keys overlay.
extension InteractiveSession {
  /// Handles `key`; returns the exit status when it ends the session.
  func handle(_ key: Key) -> Int32? {
    notice = nil
    switch key {
    case .control("c"):
      return ExitStatus.interrupt
    case .control("l"):
      forgetScreen()
      return nil
    default:
      break
    }
    if let overlay {
      return handle(key, in: overlay)
    }
    if entry.isWaiting, continueShortcut(with: key) {
      return nil
    }
    return handleOnScreen(key)
  }

  /// What a typed prefix matches among the shortcuts of the screen.
  private func match(_ prefix: String) -> ShortcutMatch {
    selection.frame?.match(prefix) ?? ShortcutMatch(isShortcut: false, startsLongerShortcut: false)
  }

  /// The controls of the screen other than those inside list rows.
  private var fixedControls: [Control] {
    selection.frame?.fixedControls ?? []
  }

  private func handleOnScreen(_ key: Key) -> Int32? {
    switch key {
    case .character("q"):
      return ExitStatus.quit
    case .character(let character):
      guard !type(character) else { return nil }
      switch character {
      case "j", "k":
        move(key)
      case "b":
        if !collapseMenu() { goBack() }
      case "x":
        close()
      case "s", "m":
        open(.menu)
      case "?":
        open(.keys)
      default:
        notice = "There is no [\(character)] on this screen."
      }
    case .enter:
      guard let highlighted = selection.highlighted else {
        notice = "There is nothing to open on this screen."
        return nil
      }
      activate(highlighted.shortcut)
    case .escape, .backspace:
      if !collapseMenu() { goBack() }
    default:
      move(key)
    }
    return nil
  }

  /// Moves the highlight as `key` asks, if it is a movement key.
  private func move(_ key: Key) {
    if let movement = SelectionMovement(key: key) { selection.move(movement) }
  }

  // MARK: Shortcuts

  /// Types `character` as (part of) a shortcut on screen; `false` when no shortcut starts with
  /// what was typed, so that the key can count as an app key.
  private func type(_ character: Character) -> Bool {
    switch entry.type(character, matching: match) {
    case .activate(let shortcut):
      activate(shortcut)
    case .waiting(let typed, let exactMatch):
      // Show where the typing leads: the shortcut typed so far, or the first it could become.
      if let target = exactMatch ?? selection.frame?.firstShortcut(startingWith: typed) {
        selection.highlight(shortcut: target)
      }
    case .noMatch:
      return false
    }
    return true
  }

  /// Goes on with a shortcut being typed; `false` when `key` ends it without using it, so that
  /// the key is handled on its own.
  private func continueShortcut(with key: Key) -> Bool {
    switch key {
    case .enter:
      if let shortcut = entry.confirm(matching: match) { activate(shortcut) }
      return true
    case .backspace:
      entry.deleteLast()
      return true
    case .escape:
      entry.cancel()
      return true
    case .character(let character):
      return type(character)
    default:
      entry.cancel()
      return false
    }
  }

  /// Highlights and runs the control with `shortcut`.
  private func activate(_ shortcut: String, highlighting: Bool = true) {
    if highlighting { selection.highlight(shortcut: shortcut) }
    if !host.perform(shortcut) {
      notice = "There is no [\(shortcut)] on this screen."
    }
  }

  // MARK: Going back

  /// Goes back one screen, or closes the top modal when there is no screen to go back to.
  private func goBack() {
    for role in [ControlRole.back, .close] {
      if let control = fixedControls.first(where: { $0.role == role }) {
        activate(control.shortcut, highlighting: false)
        return
      }
    }
    notice = "There is nothing to go back to; q quits."
  }

  private func close() {
    guard let control = fixedControls.first(where: { $0.role == .close }) else {
      notice = "There is no modal to close."
      return
    }
    activate(control.shortcut, highlighting: false)
  }

  /// Collapses the menu whose items are showing, if any.
  private func collapseMenu() -> Bool {
    let controls = fixedControls
    guard let item = controls.firstIndex(where: { $0.role == .menuItem }),
      let menu = controls[..<item].last(where: { $0.role == .menu })
    else { return false }
    activate(menu.shortcut)
    return true
  }

  // MARK: Overlays

  private func open(_ overlay: InteractiveOverlay) {
    entry.cancel()
    self.overlay = overlay
    overlaySelection = SelectionModel()
    overlayHighlight =
      overlay == .menu
      ? String(MenuOverlayView.shortcut(for: root.presenter.presentationStyle)) : nil
  }

  /// Closes the open overlay.
  func closeOverlay() {
    overlay = nil
    overlayActions = [:]
  }

  private func handle(_ key: Key, in overlay: InteractiveOverlay) -> Int32? {
    if key == .character("q") {
      return ExitStatus.quit
    }
    guard overlay == .menu else {
      closeOverlay()
      return nil
    }
    switch key {
    case .escape, .backspace, .character("b"), .character("s"), .character("m"):
      closeOverlay()
    case .enter:
      if let highlighted = overlaySelection.highlighted {
        overlayActions[highlighted.shortcut]?()
      }
    case .character(let character) where overlayActions[String(character)] != nil:
      overlayActions[String(character)]?()
    default:
      if let movement = SelectionMovement(key: key) {
        overlaySelection.move(movement)
      } else if case .character(let character) = key {
        notice = "There is no [\(character)] in this menu."
      }
    }
    return nil
  }
}
