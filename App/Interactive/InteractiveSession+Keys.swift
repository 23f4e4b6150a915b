import RootFeature
import TerminalRuntime
import TerminalUI

/// What each key does in full-screen mode.
///
/// In order: Ctrl-C quits with 130 (asking first when a change is not saved), Ctrl-L redraws and
/// Ctrl-Z stops the app (giving the terminal back until `fg`), whatever is open. Pasted text goes
/// to a text field, never acting as keys. The `:` command line, an open overlay and a text field
/// being edited each take every other key. A shortcut being typed takes the next character, Enter,
/// Backspace or Escape. On a screen, the menu (`m`), the command line (`:`) and quitting (`q`)
/// come first, on every screen; any other character that starts a shortcut on screen acts on
/// it — the screen's own keys win over the app's — and otherwise the key of a command of the one
/// table (``AppCommand/all``) runs it. F1, F2 and F3 show a tab whatever is typed.
extension InteractiveSession {
  /// Handles `key`; returns the exit status when it ends the session.
  func handle(_ key: Key) -> Int32? {
    notice = nil
    warnings = []
    highlightBeforeResize = nil
    listRowKept = nil
    switch key {
    case .control("c"):
      return quit(status: ExitStatus.interrupt)
    case .control("l"):
      forgetScreen()
      return nil
    case .control("z"):
      suspend()
      return nil
    case .character("q") where overlay == nil && host.editingField == nil:
      break
    default:
      // Keys meant for the screen a restore is about to replace: all of them are dropped, never
      // some applied before it and some after.
      if root.presenter.isRestoring {
        notice = "Still restoring your last screen; that key was not used."
        return nil
      }
    }
    if paste != nil || key == .pasteStart {
      collectPaste(key)
      return nil
    }
    if commandLine != nil {
      return editCommandLine(with: key)
    }
    if let overlay = shownOverlay {
      return handle(key, in: overlay)
    }
    // F1, F2, F3 show a tab even while a field is edited or a shortcut typed.
    if showTab(of: key) {
      return nil
    }
    if host.editingField != nil {
      editField(with: key)
      return nil
    }
    if entry.isWaiting, continueShortcut(with: key) {
      return nil
    }
    return handleOnScreen(key)
  }

  /// What a typed prefix matches among the shortcuts of the screen.
  func match(_ prefix: String) -> ShortcutMatch {
    selection.frame?.match(prefix) ?? ShortcutMatch(isShortcut: false, startsLongerShortcut: false)
  }

  /// The controls of the screen other than those inside list rows.
  var fixedControls: [Control] {
    selection.frame?.fixedControls ?? []
  }

  private func handleOnScreen(_ key: Key) -> Int32? {
    switch key {
    case .character(let character):
      let command = AppCommand.command(forKey: character)?.name
      // The menu, the command line and quitting are the app's on every screen.
      if let command, [.menu, .commandLine, .quit].contains(command) {
        return run(command)
      }
      guard !type(character) else { return nil }
      if let command {
        return run(command)
      }
      if let movement = SelectionMovement(key: key) {
        selection.move(movement)
      } else {
        notice = CommandRunner.noShortcut(String(character))
      }
    case .enter:
      guard let highlighted = selection.highlighted else {
        notice = "There is nothing to open on this screen."
        return nil
      }
      activate(highlighted.shortcut)
    case .escape, .backspace:
      return run(.back)
    default:
      move(key)
    }
    return nil
  }

  /// Runs the command of the one table that a key (or the `:` line) names.
  func run(_ command: AppCommand.Name) -> Int32? {
    entry.cancel()
    switch command {
    case .quit:
      return quit(status: ExitStatus.quit)
    case .menu:
      open(.menu)
    case .help:
      open(.keys)
    case .commandLine:
      commandLine = ""
    case .back:
      answer(runner.run(.back))
    case .close:
      answer(runner.run(.close))
    case .previousTab:
      answer(runner.run(.previousTab))
    case .nextTab:
      answer(runner.run(.nextTab))
    case .kit:
      // A kit's key acts only where the root says it does (Search: on the Grapes list).
      let key = AppCommand.all.first { $0.name == command }?.key
      guard let key, let kit = root.presenter.kitCommand(forKey: key) else {
        notice = CommandRunner.noShortcut(key.map { String($0) } ?? "")
        break
      }
      notice = root.presenter.run(kit, argument: "")
      editsFocusedField = kit.editsField
    case .move, .page, .shortcut, .fill, .tab, .style, .sheets, .deepLink, .open, .url, .history:
      break
    }
    return nil
  }

  /// Quits with `status`, or, when a change would be lost, asks "Discard your changes?" first:
  /// Discard quits, Keep editing stays.
  func quit(status: Int32) -> Int32? {
    let presenter = root.presenter
    guard presenter.unsavedChanges != nil else { return status }
    if !presenter.isAskingToQuit {
      presenter.confirmQuitting { [weak self] in self?.quitStatus = status }
    }
    return nil
  }

  /// Shows what a command both modes run answered: a sentence in the status line, a text in a box.
  func answer(_ answer: CommandRunner.Answer?) {
    switch answer {
    case .refused(let sentence):
      notice = sentence
    case .text(let title, let lines):
      open(.text(title: title, lines: lines))
    case .done, nil:
      break
    }
  }

  /// Shows the tab of function key `key` (F1 the first); `false`, doing nothing, for another key.
  @discardableResult
  private func showTab(of key: Key) -> Bool {
    guard case .function(let number) = key, RootTab.allCases.indices.contains(number - 1) else {
      return false
    }
    entry.cancel()
    root.presenter.select(RootTab.allCases[number - 1])
    return true
  }

  /// Moves the highlight as `key` asks, if it is a movement key.
  private func move(_ key: Key) {
    if let step = Self.paneStep(for: key), moveToPane(by: step) { return }
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

  /// Highlights and runs the control with `shortcut`; a text field starts being edited.
  ///
  /// Back and Close leave the screen, so they are not highlighted: when a dialog keeps the screen
  /// ("Keep editing"), the highlight is where it was.
  func activate(_ shortcut: String, highlighting: Bool = true) {
    let control = fixedControls.first { $0.shortcut == shortcut }
    let leaves = control.map { $0.role == .back || $0.role == .close } ?? false
    if highlighting, !leaves { selection.highlight(shortcut: shortcut) }
    if let control {
      if control.role == .menu {
        // The toolbar's menu is the app's menu: it opens as the overlay, never in place.
        open(.menu)
        return
      }
      if control.role.isField {
        if !host.beginEditing(shortcut) { notice = "\(control.title) cannot be changed right now." }
        return
      }
      if !control.isEnabled {
        notice = "\(control.title) is not available right now."
        return
      }
    }
    noteListRow(control ?? selection.highlighted.flatMap { $0.shortcut == shortcut ? $0 : nil })
    if !host.perform(shortcut) {
      listRowKept = nil
      notice = CommandRunner.noShortcut(shortcut)
    }
  }

  // MARK: Text fields

  /// Gives `key` to the field being edited; leaving it for the next or previous control moves
  /// the highlight there, and starts editing it when it is a field too.
  private func editField(with key: Key) {
    let movement: SelectionMovement
    switch host.edit(key) {
    case .leave(.next): movement = .next
    case .leave(.previous): movement = .previous
    case .changed:
      // The screen may be made again for the new text (a search); it goes on being edited.
      editsFocusedField = true
      return
    case .leave(.stay), .moved, .ignored: return
    }
    selection.move(movement)
    if let next = selection.highlighted, next.role.isField, next.isEnabled {
      host.beginEditing(next.shortcut)
    }
  }

  /// Collects pasted text until the paste ends, then puts it in the field being edited, or the
  /// highlighted field.
  private func collectPaste(_ key: Key) {
    switch key {
    case .pasteStart:
      paste = PastedText()
    case .pasteEnd:
      guard let pasted = paste else { return }
      paste = nil
      finishPaste(pasted)
    default:
      paste?.add(key)
    }
  }

  /// Ends a paste whose end marker never came, because input paused; returns whether one was
  /// open.
  func endPaste() -> Bool {
    guard let pasted = paste else { return false }
    paste = nil
    finishPaste(pasted)
    return true
  }

  private func finishPaste(_ pasted: PastedText) {
    if host.editingField == nil {
      guard shownOverlay == nil, let field = selection.highlighted, field.role.isField,
        host.beginEditing(field.shortcut)
      else {
        notice = "Pasted text goes into a text field: highlight one, then paste."
        return
      }
    }
    let outcome = host.pasteKeepingWhatFits(pasted.fieldText)
    if pasted.isCut || outcome.dropped {
      notice =
        "A field keeps \(FieldEditor.maximumLength) bytes; the rest of the paste was dropped."
    }
  }

  // MARK: Overlays

  func open(_ overlay: InteractiveOverlay) {
    entry.cancel()
    self.overlay = overlay
    overlaySelection = SelectionModel()
    // The menu opens on the setting of the tab shown.
    let presenter = root.presenter
    let current = MenuOverlayView.currentShortcut(
      in: presenter.menuSections, tab: presenter.selectedTab)
    overlayHighlight = overlay == .menu ? current.map(String.init) : nil
  }

  /// Closes the open overlay.
  func closeOverlay() {
    overlay = nil
    overlayActions = [:]
  }

  /// Handles `key` in an open overlay.
  ///
  /// The arrows, Page Up/Down, Home and End move (or scroll a box without controls); Escape, ⌫,
  /// `b` and the key that opened it close it; `q` quits. In the keys overlay every other key
  /// closes it too; in the menu, an item's key chooses it. A dialog closes only by an answer:
  /// Escape, ⌫, `b` and `x` give its cancel button's, and the menu, the keys and the tabs'
  /// keys work as on a screen.
  private func handle(_ key: Key, in overlay: InteractiveOverlay) -> Int32? {
    if key == .character("q") {
      return quit(status: ExitStatus.quit)
    }
    // The overlay's own shortcuts win over the movement keys: a dialog's [k] is Keep editing.
    if case .character(let character) = key, let action = overlayActions[String(character)] {
      action()
      return nil
    }
    if let movement = SelectionMovement(key: key) {
      overlaySelection.move(movement)
      return nil
    }
    if case .dialog = overlay {
      switch key {
      case .escape, .backspace, .character("b"), .character("x"):
        if let cancel = overlaySelection.controls.first(where: { $0.role == .close }) {
          overlayActions[cancel.shortcut]?()
        }
        return nil
      case .function:
        showTab(of: key)
        return nil
      case .character(InteractiveOverlay.menuKey), .character("?"), .character("["),
        .character("]"):
        return handleOnScreen(key)
      default:
        break
      }
    }
    switch key {
    case .escape, .backspace, .character("b"), .character(InteractiveOverlay.menuKey):
      closeOverlay()
    case _ where overlay == .keys || overlay.isText:
      closeOverlay()
    case .enter:
      if let highlighted = overlaySelection.highlighted {
        overlayActions[highlighted.shortcut]?()
      }
    case .character(let character):
      let box = if case .dialog = overlay { "dialog" } else { "menu" }
      notice = "There is no [\(character)] in this \(box)."
    default:
      break
    }
    return nil
  }
}
