import NavigationBackport
import RootFeature
import TerminalUI

/// Runs the commands that work the same in both modes, and answers with the same sentence in
/// both: line mode prints the answer, full screen shows it in its status line or in a box.
///
/// What only one mode does (typing into a field, the menu, help, quitting) stays with that
/// mode's session; everything else is here, once.
@MainActor
struct CommandRunner {
  /// What a command led to.
  enum Answer: Equatable {
    /// It did what it said; the screen shows the result.
    case done
    /// It could not, for this reason; nothing changed.
    case refused(String)
    /// It shows this text, titled (`URL`, `History`), and changes nothing.
    case text(title: String, lines: [String])
  }

  /// The app's root.
  let root: RootView
  /// The host drawing the root, whose last frame holds the controls on screen.
  let host: ViewHost

  /// Runs `command`; `nil` for a command a mode handles itself.
  func run(_ command: LineCommand) -> Answer? {
    let presenter = root.presenter
    switch command {
    case .back:
      // Where there is no screen to pop, going back closes the top modal, as Escape does.
      return perform(role: .back) || perform(role: .close)
        ? .done : .refused(Self.nothingToGoBackTo)
    case .close:
      return perform(role: .close) ? .done : .refused("There is no modal to close.")
    case .style(let style):
      presenter.choose(style)
    case .tab(let tab):
      presenter.select(tab)
    case .previousTab, .nextTab:
      let tabs = RootTab.allCases
      let index = tabs.firstIndex(of: presenter.selectedTab) ?? 0
      let offset = command == .previousTab ? -1 : 1
      presenter.select(tabs[(index + offset + tabs.count) % tabs.count])
    case .sheets(let policy):
      presenter.choose(policy)
    case .deepLink(let link):
      presenter.open(link)
      if let notice = presenter.notice { return .refused(notice) }
    case .open(let location):
      do {
        try presenter.open(location)
      } catch {
        return .refused("Cannot open the URL: \(error.description) The screen is unchanged.")
      }
    case .url:
      let url = presenter.url
      return .text(
        title: "URL", lines: [url] + (StartupNavigation.lengthNote(url).map { [$0] } ?? []))
    case .history:
      return .text(title: "History", lines: HistoryLines.lines(of: presenter))
    case .kit(let word, let argument):
      guard let command = RootPresenter.kitCommands.first(where: { $0.word == word }) else {
        return .refused(CommandRunner.noShortcut(word))
      }
      return presenter.run(command, argument: argument).map(Answer.refused) ?? .done
    case .shortcut, .fill, .menu, .help, .quit, .redraw:
      return nil
    }
    return .done
  }

  /// Puts `text` in the text field with `key`; says why not when it cannot, as both modes do.
  func fill(_ key: String, with text: String) -> Answer {
    let control = host.lastRender?.fixedControls.first { $0.shortcut == key }
    if let field = control, field.role.isField {
      guard field.isEnabled, host.setText(text, inField: key) else {
        return .refused("[\(key)] \(Printable.escape(field.title)) cannot be changed right now.")
      }
      return .done
    }
    if let control {
      return .refused(
        "[\(key)] \(Printable.escape(control.title)) is not a text field; "
          + "type \(key) alone to use it.")
    }
    if host.lastRender?.action(for: key) != nil {
      return .refused("[\(key)] is not a text field; type \(key) alone to use it.")
    }
    let shown = LineCommand.echo("\(key) \(text)", secureShortcuts: [LineCommand.passwordShortcut])
    return .refused(
      "Unknown command '\(Printable.escape(shown, limit: 40))'. "
        + "Type a shortcut shown on screen, or 'help'.")
  }

  /// What going back says where there is nothing to go back to, in both modes.
  static let nothingToGoBackTo = "There is nothing to go back to on this screen."

  /// What a key or word that is no shortcut on screen gets, in both modes.
  static func noShortcut(_ key: String) -> String {
    "There is no [\(key)] on this screen. Type a shortcut shown in brackets, or 'help'."
  }

  /// Runs the control with `role` on screen; `false` when there is none.
  private func perform(role: ControlRole) -> Bool {
    guard let control = host.lastRender?.fixedControls.first(where: { $0.role == role }) else {
      return false
    }
    return host.perform(control.shortcut)
  }
}
