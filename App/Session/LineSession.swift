import NavigationBackport
import RootFeature
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// Line mode: prints the current screen, reads a command, applies it, prints the screen again.
///
/// Deterministic for a given width: a command applies to the screen a person would have seen,
/// because the session waits for a pending load to finish before printing and reading on.
@MainActor
final class LineSession {
  private let root: RootView
  private let host: ViewHost
  private let output: any OutputSink
  private let width: Int
  private let styled: Bool
  private let echoesCommands: Bool
  /// Written with no newline before each command is read, when a person types the commands.
  private let prompt: String?
  /// The terminal's echo, when commands are typed on a terminal: a password is read with it off.
  private let terminalEcho: TerminalEcho?
  /// The secure field whose text the next line is, typed with the echo off.
  private var pendingSecret: Control?
  /// The actions of the menu printed by the last command, by key; the next line may choose one.
  private var menuActions: [String: @MainActor () -> Void] = [:]
  /// The exit status once the person chose Discard when quitting with a change not saved: 0
  /// after `quit`, 130 after Ctrl-C.
  private var confirmedQuitStatus: Int32?
  /// Where Ctrl-C is told to ask before quitting, for commands typed on a terminal.
  private let exits: ExitCoordinator?

  /// The commands both modes run alike.
  private var runner: CommandRunner { CommandRunner(root: root, host: host) }

  /// A session showing `root` `width` columns wide; `styled` writes ANSI styles; `echoesCommands`
  /// prints each command before its screen (for piped input, where the terminal does not echo);
  /// `prompt` is written before each command is read, for commands typed on a terminal; with
  /// `terminalEcho`, a secure field's shortcut alone asks for its text with the echo off; with a
  /// `prompt`, Ctrl-C (SIGINT, through `exits`) asks "Discard your changes?" when a change would
  /// be lost, as `quit` does.
  init(
    root: RootView, output: any OutputSink, width: Int, styled: Bool, echoesCommands: Bool,
    prompt: String? = nil, terminalEcho: TerminalEcho? = nil, exits: ExitCoordinator? = nil
  ) {
    self.root = root
    self.host = ViewHost(root.printingDialogsAsLines())
    self.output = output
    self.width = width
    self.styled = styled
    self.echoesCommands = echoesCommands
    self.prompt = prompt
    self.terminalEcho = terminalEcho
    self.exits = prompt == nil ? nil : exits
  }

  /// Runs until `quit` or the end of `lines`; returns the exit status: 0, or non-zero when the
  /// input could not be read or was not commands.
  func run(_ lines: InputLines) async -> Int32 {
    exits?.interruptHandler = { [weak self] in self?.interrupt() ?? false }
    defer { exits?.interruptHandler = nil }
    await showScreen()
    var reader = lines.makeAsyncIterator()
    while true {
      // A password's own question is its prompt.
      if let prompt, pendingSecret == nil {
        output.writePrompt(prompt)
      }
      guard let input = await reader.next() else { break }
      if let field = pendingSecret {
        // The password, typed unseen: never echoed nor parsed as a command.
        pendingSecret = nil
        terminalEcho?.restore()
        if case .text(let text) = input {
          if fill(field, with: text) { await showScreen() }
          continue
        }
      }
      // What is typed into a secure field on screen, or for the password field on any screen,
      // is never printed, not even in an echo or a message.
      let secureShortcuts = Set(
        host.lastRender?.fixedControls.filter { $0.role == .secureField }.map(\.shortcut) ?? []
      ).union([LineCommand.passwordShortcut])
      let line: String
      switch input {
      case .text(let text):
        line = text
      case .tooLong(let start):
        let shown = LineCommand.echo(start, secureShortcuts: secureShortcuts)
        echo(shown + "…")
        output.write(LineCommand.tooLongMessage(start: shown))
        continue
      case .notUTF8(let message):
        output.write(message)
        continue
      case .notCommands(let message):
        output.writeError("feature-routing: \(message).")
        return AppMain.ExitStatus.dataError
      case .unreadable(let message):
        output.writeError("feature-routing: \(message).")
        return AppMain.ExitStatus.ioError
      }
      echo(LineCommand.echo(line, secureShortcuts: secureShortcuts))
      let command: LineCommand
      do {
        command = try LineCommand.parse(line, secureShortcuts: secureShortcuts)
      } catch {
        output.write(error.message)
        continue
      }
      guard await apply(command) else { return 0 }
      if let status = confirmedQuitStatus { return status }
    }
    if let dropped = root.presenter.unsavedChanges {
      output.writeError("feature-routing: the input ended; \(dropped) was not saved.")
    }
    return 0
  }

  /// Prints the command read, for piped input, where the terminal does not show it.
  private func echo(_ line: String) {
    if echoesCommands {
      output.write("> " + Printable.escape(line, limit: 200))
    }
  }

  /// Applies `command`; returns `false` when the session should end.
  private func apply(_ command: LineCommand) async -> Bool {
    // A menu printed by the last command takes its keys; any other command closes it.
    let menu = menuActions
    menuActions = [:]
    if case .shortcut(let key) = command, let choose = menu[key] {
      choose()
      await showScreen()
      return true
    }
    switch command {
    case .quit:
      guard askBeforeQuitting(status: 0) else { return false }
    case .help:
      output.write(LineCommand.helpLines.joined(separator: "\n"))
      return true
    case .menu:
      printMenu()
      return true
    case .redraw:
      break
    case .shortcut("b") where !hasShortcut("b"):
      return await answer(runner.run(.back))
    case .shortcut("x") where !hasShortcut("x"):
      return await answer(runner.run(.close))
    case .shortcut(let key):
      if let field = fixedControl(key), field.role == .secureField, field.isEnabled,
        let terminalEcho, terminalEcho.hide()
      {
        pendingSecret = field
        output.write("\(Printable.escape(field.title)) (not shown as you type, then Enter):")
        return true
      } else if let field = fixedControl(key), field.role.isField {
        guard fill(field, with: "") else { return true }
      } else {
        guard activate(key) else { return true }
      }
    case .fill(let key, let text):
      let answer = runner.fill(key, with: text)
      if answer == .done, fixedControl(key)?.role == .secureField, terminalEcho != nil {
        output.write("Type \(key) alone to enter a password without it showing.")
      }
      return await self.answer(answer)
    case .back, .close, .style, .tab, .previousTab, .nextTab, .sheets, .deepLink, .open, .url,
      .history, .kit:
      return await answer(runner.run(command))
    }
    // Discard, chosen when asked before quitting, ends the session without a screen more.
    guard confirmedQuitStatus == nil else { return true }
    await showScreen()
    return true
  }

  /// Asks "Discard your changes?" when quitting now would lose a change (Discard then ends the
  /// session with `status`); `false`, asking nothing, when nothing would be lost.
  private func askBeforeQuitting(status: Int32) -> Bool {
    guard root.presenter.unsavedChanges != nil else { return false }
    if !root.presenter.isAskingToQuit {
      root.presenter.confirmQuitting { [weak self] in self?.confirmedQuitStatus = status }
    }
    return true
  }

  /// Ctrl-C typed while the session waits for a command: with a change that would be lost,
  /// prints the question and the prompt again and returns `true`; else `false`, and the app ends.
  private func interrupt() -> Bool {
    guard askBeforeQuitting(status: ExitCoordinator.status(for: SIGINT)) else { return false }
    // A password being typed unseen is abandoned; what comes next is a command again.
    if pendingSecret != nil {
      pendingSecret = nil
      terminalEcho?.restore()
    }
    // The terminal shows `^C` after the prompt; the screen starts on a line of its own.
    output.write("")
    print(host.renderLazily(width: width))
    if let prompt { output.writePrompt(prompt) }
    return true
  }

  /// Prints what a command both modes run answered, or the screen it led to.
  private func answer(_ answer: CommandRunner.Answer?) async -> Bool {
    switch answer {
    case .refused(let sentence):
      output.write(sentence)
    case .text(_, let lines):
      output.write(lines.joined(separator: "\n"))
    case .done, nil:
      await showScreen()
    }
    return true
  }

  /// Prints the menu, the same items with the same keys as full screen's `m`; the next line may
  /// choose one by its key.
  private func printMenu() {
    let result = render(
      MenuOverlayView(sections: root.presenter.menuSections) {}, width: max(width - 2, 1))
    let items = result.frame.plainText.split(separator: "\n", omittingEmptySubsequences: false)
    output.write(
      (["Menu: type an item's key, or a command"]
        + items.map { $0.isEmpty ? "" : "  " + $0 }).joined(separator: "\n"))
    menuActions = result.actions
  }
  /// Runs the control with `key`; says why not and returns `false` when it cannot.
  private func activate(_ key: String) -> Bool {
    if let control = fixedControl(key), !control.isEnabled {
      output.write("[\(key)] \(Printable.escape(control.title)) is not available right now.")
      return false
    }
    guard host.perform(key) else {
      output.write(CommandRunner.noShortcut(key))
      return false
    }
    return true
  }

  /// Puts `text` in the text field `field`; says why not and returns `false` when it cannot.
  private func fill(_ field: Control, with text: String) -> Bool {
    guard field.isEnabled, host.setText(text, inField: field.shortcut) else {
      output.write(
        "[\(field.shortcut)] \(Printable.escape(field.title)) cannot be changed right now.")
      return false
    }
    return true
  }

  /// The control with `key` drawn with the screen, outside the rows of lists (whose controls
  /// are found through their actions, without drawing every row); text fields are among these.
  private func fixedControl(_ key: String) -> Control? {
    host.lastRender?.fixedControls.first { $0.shortcut == key }
  }

  /// Whether the screen has a control with `key`, among its fixed controls or its list rows.
  private func hasShortcut(_ key: String) -> Bool {
    fixedControl(key) != nil || host.lastRender?.action(for: key) != nil
  }

  /// Prints the screen; if a load is pending, waits for it and prints the screen it leads to,
  /// unless that is drawn the same (a load that restored only the screens of other tabs).
  private func showScreen() async {
    let shown = host.renderLazily(width: width)
    print(shown)
    let printed = Self.lines(of: shown)
    await host.waitForTasks()
    await root.presenter.waitUntilLoaded()
    if host.needsRender {
      let next = host.renderLazily(width: width)
      if printed == nil || Self.lines(of: next) != printed {
        print(next)
      }
    }
  }

  /// The most items a printed frame may have for ``lines(of:)`` to keep it for comparison.
  private static let comparedItemLimit = 200

  /// The lines of `frame` as drawn now, to compare with a later frame; `nil` when it has more
  /// than ``comparedItemLimit`` items, so that a long list is never held whole.
  private static func lines(of frame: LazyFrame) -> [[Cell]]? {
    guard frame.itemCount <= comparedItemLimit else { return nil }
    return (0..<frame.itemCount).flatMap { frame.item($0).lines }
  }

  /// Prints every line of `frame`, then a blank line; list rows are drawn as they are printed, a
  /// chunk at a time, so a long list is never held whole.
  private func print(_ frame: LazyFrame) {
    output.write(frame, styled: styled)
  }
}
