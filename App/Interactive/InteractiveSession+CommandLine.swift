import RootFeature
import TerminalUI

// The `:` command line: a one-line prompt at the bottom that takes any line-mode command and
// answers as line mode does (the k9s and vim habit).

extension InteractiveSession {
  /// Gives `key` to the `:` command line: characters are typed, Backspace takes one back (and
  /// leaves an empty line), Escape leaves, Enter runs the line as line mode would.
  func editCommandLine(with key: Key) -> Int32? {
    guard let typed = commandLine else { return nil }
    switch key {
    case .character(let character):
      if typed.utf8.count < LineCommand.maximumLength { commandLine = typed + String(character) }
    case .backspace:
      commandLine = typed.isEmpty ? nil : String(typed.dropLast())
    case .escape:
      commandLine = nil
    case .enter:
      commandLine = nil
      return runCommandLine(typed)
    default:
      break
    }
    return nil
  }

  /// Runs `line`, typed on the `:` command line, as line mode runs it, with the same answers.
  private func runCommandLine(_ line: String) -> Int32? {
    let secure = Set(fixedControls.filter { $0.role == .secureField }.map(\.shortcut))
    let command: LineCommand
    do {
      command = try LineCommand.parse(line, secureShortcuts: secure)
    } catch {
      notice = error.message
      return nil
    }
    switch command {
    // What a key of the table does too is done as its key does it.
    case .quit: return run(.quit)
    case .menu: return run(.menu)
    case .help: return run(.help)
    case .redraw:
      break
    case .shortcut(let key):
      if AppCommand.command(forWord: key).map({ [.back, .close].contains($0.name) }) == true,
        !hasShortcut(key)
      {
        answer(runner.run(key == "b" ? .back : .close))
      } else {
        activate(key)
      }
    case .fill(let key, let text):
      answer(runner.fill(key, with: text))
    default:
      answer(runner.run(command))
    }
    return nil
  }

  /// Whether the screen has a control with `key`, among its fixed controls or its list rows.
  private func hasShortcut(_ key: String) -> Bool {
    match(key).isShortcut
  }
}
