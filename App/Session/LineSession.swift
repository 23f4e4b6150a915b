import NavigationBackport
import RootFeature
import TerminalUI

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
  /// The terminal's echo, when commands are typed on a terminal: a password is read with it off.
  private let terminalEcho: TerminalEcho?
  /// The secure field whose text the next line is, typed with the echo off.
  private var pendingSecret: Control?

  /// A session showing `root` `width` columns wide; `styled` writes ANSI styles; `echoesCommands`
  /// prints each command before its screen (for piped input, where the terminal does not echo);
  /// with `terminalEcho`, a secure field's shortcut alone asks for its text with the echo off.
  init(
    root: RootView, output: any OutputSink, width: Int, styled: Bool, echoesCommands: Bool,
    terminalEcho: TerminalEcho? = nil
  ) {
    self.root = root
    self.host = ViewHost(root.printingDialogsAsLines())
    self.output = output
    self.width = width
    self.styled = styled
    self.echoesCommands = echoesCommands
    self.terminalEcho = terminalEcho
  }

  /// Runs until `quit` or the end of `lines`; returns the exit status: 0, or non-zero when the
  /// input could not be read or was not commands.
  func run(_ lines: InputLines) async -> Int32 {
    await showScreen()
    for await input in lines {
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
      guard await apply(command) else {
        return 0
      }
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
    switch command {
    case .quit:
      return false
    case .help:
      output.write(LineCommand.helpLines.joined(separator: "\n"))
      return true
    case .redraw:
      break
    case .back,
      .shortcut("b") where !hasShortcut("b"):
      // Where there is no screen to pop, going back closes the top modal, as Escape does in
      // full screen.
      guard perform(role: .back) || perform(role: .close) else {
        output.write("There is nothing to go back to on this screen.")
        return true
      }
    case .close,
      .shortcut("x") where !hasShortcut("x"):
      guard perform(role: .close) else {
        output.write("There is no modal to close.")
        return true
      }
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
      if let field = fixedControl(key), field.role.isField {
        guard fill(field, with: text) else { return true }
        if field.role == .secureField, terminalEcho != nil {
          output.write("Type \(key) alone to enter a password without it showing.")
        }
      } else if let control = fixedControl(key) {
        output.write(
          "[\(key)] \(Printable.escape(control.title)) is not a text field; "
            + "type \(key) alone to use it.")
        return true
      } else if host.lastRender?.action(for: key) != nil {
        output.write("[\(key)] is not a text field; type \(key) alone to use it.")
        return true
      } else {
        let shown = LineCommand.echo(
          "\(key) \(text)", secureShortcuts: [LineCommand.passwordShortcut])
        output.write(
          "Unknown command '\(Printable.escape(shown, limit: 40))'. "
            + "Type a shortcut shown on screen, or 'help'.")
        return true
      }
    case .style(let style):
      root.presenter.choose(style)
    case .tab(let tab):
      root.presenter.select(tab)
    case .sheets(let policy):
      root.presenter.choose(policy)
    case .deepLink(let link):
      root.presenter.open(link)
      if let notice = root.presenter.notice {
        output.write(notice)
        return true
      }
    case .open(let location):
      do {
        try root.presenter.open(location)
      } catch {
        output.write("Cannot open the URL: \(error.description) The screen is unchanged.")
        return true
      }
    case .kit(let word, let argument):
      guard let command = RootPresenter.kitCommands.first(where: { $0.word == word }) else {
        return true
      }
      if let message = root.presenter.run(command, argument: argument) {
        output.write(message)
        return true
      }
    case .history:
      // Each transition's screens without the settings: the style or sheet policy of today may
      // not be the one in effect then (`--trace` writes those at the time).
      let presenter = root.presenter
      let transitions = presenter.history.transitions.suffix(LineCommand.historyLength)
      output.write(
        transitions.isEmpty
          ? "Nothing has happened yet."
          : transitions.map {
            let from = presenter.navigationURL(of: $0.from)
            return "\($0.cause)\n  \(from) → \(presenter.navigationURL(of: $0.to))"
          }.joined(separator: "\n"))
      return true
    case .url:
      let url = root.presenter.url
      output.write(url)
      if let note = StartupNavigation.lengthNote(url) {
        output.write(note)
      }
      return true
    }
    await showScreen()
    return true
  }

  /// Runs the control with `key`; says why not and returns `false` when it cannot.
  private func activate(_ key: String) -> Bool {
    if let control = fixedControl(key), !control.isEnabled {
      output.write("[\(key)] \(Printable.escape(control.title)) is not available right now.")
      return false
    }
    guard host.perform(key) else {
      output.write(
        "There is no [\(key)] on this screen. Type a shortcut shown in brackets, or 'help'.")
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

  private func perform(role: ControlRole) -> Bool {
    guard let control = host.lastRender?.fixedControls.first(where: { $0.role == role }) else {
      return false
    }
    return host.perform(control.shortcut)
  }

  /// Prints the screen; if a load is pending, waits for it and prints the screen it leads to.
  private func showScreen() async {
    print(host.renderLazily(width: width))
    await host.waitForTasks()
    await root.presenter.waitUntilLoaded()
    if host.needsRender {
      print(host.renderLazily(width: width))
    }
  }

  /// Prints every line of `frame`, then a blank line; list rows are drawn as they are printed, a
  /// chunk at a time, so a long list is never held whole.
  private func print(_ frame: LazyFrame) {
    output.write(frame, styled: styled)
  }
}
