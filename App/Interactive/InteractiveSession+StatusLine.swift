import NavigationBackport
import RootFeature
import TerminalNavigation
import TerminalRuntime
import TerminalUI

// The status line: the selected tab's setting (or what is being typed, or a notice) and the
// keys, read from the one table of commands.

extension InteractiveSession {
  /// The keys the status line shows, from the most complete to the shortest.
  ///
  /// The first that fits is shown. The hints go first; the essential keys
  /// (``essentialKeys(for:)``) stay longest.
  private static func keyHints(for overlay: InteractiveOverlay?, highlighted: Control?)
    -> [String]
  {
    let hints: [String]
    let always = essentialKeys(for: overlay)
    switch overlay {
    case .menu:
      hints = ["↑↓ move", "⏎ choose", "esc close"]
    case .dialog:
      hints = ["↑↓ move", "⏎ choose", "esc cancel"]
    case .keys, .text:
      hints = ["↑↓ scroll", "esc close"]
    case nil:
      let enter = highlighted?.role.isField == true ? "⏎ edit" : "⏎ open"
      // `: cmd` goes first, where the line is wide enough for every hint.
      hints = [
        AppCommand.hint(.commandLine), "↑↓ move", enter, "esc back",
        "F1–F\(RootTab.allCases.count) tabs",
      ]
    }
    let quit = AppCommand.hint(.quit)
    var candidates = (0...hints.count).map { dropped in
      (hints.dropFirst(dropped) + [always]).joined(separator: "  ")
    }
    if overlay == nil {
      candidates.append("\(AppCommand.hint(.menu))  \(quit)")
    }
    return candidates + [quit]
  }

  /// The keys the status line keeps longest: the menu (on a screen), `? keys` (but in a box that
  /// lists keys or text) and `q quit`.
  private static func essentialKeys(for overlay: InteractiveOverlay?) -> String {
    let keys = AppCommand.hint(.help)
    let quit = AppCommand.hint(.quit)
    switch overlay {
    case .keys, .text: return quit
    case .menu, .dialog: return "\(keys)  \(quit)"
    case nil: return "\(AppCommand.hint(.menu))  \(keys)  \(quit)"
    }
  }

  /// The keys the status line shows while a text field is being edited, longest first: typed
  /// letters go to the field, so `q` does not quit.
  private static let editingHints = [
    "⏎ tab next  esc done  ←→ move  ^C quit", "⏎ tab next  esc done  ^C quit",
    "⏎ next  esc done",
  ]

  /// What the status line says of the selected tab: the setting it uses.
  private static func setting(of presenter: RootPresenter) -> String {
    presenter.setting(of: presenter.selectedTab)
  }

  /// The bottom line: the selected tab's setting (or what is being typed, or a notice) and the
  /// keys.
  func statusLine(width: Int) -> [Cell] {
    let leading: String
    let trailing: String
    let unsaved =
      (stateIsUnsaved ? "State not saved · " : "") + (traceIsStopped ? "Trace stopped · " : "")
    if let typed = commandLine {
      leading = ":" + Printable.escape(typed, limit: max(width / 2, 8)) + "▏"
      trailing = "⏎ run  esc leave"
    } else if let notice {
      leading = unsaved + notice
      trailing = "\(AppCommand.hint(.help))  \(AppCommand.hint(.quit))"
    } else if let field = host.editingField {
      leading = "Editing \(field.title)"
      trailing =
        Self.editingHints.first { $0.displayWidth <= width - 4 - leading.displayWidth }
        ?? "esc done"
    } else if entry.isWaiting {
      leading = "Shortcut \(entry.typed)…"
      let exact = selection.frame?.match(entry.typed).isShortcut ?? false
      trailing =
        (exact ? "⏎ opens [\(entry.typed)]  " : "") + "type the next character  esc cancels"
    } else {
      // The scroll position is the screen's; a box over it shows its own.
      let position =
        shownOverlay == nil
        ? selection.scrollPosition(pinning: pinned).map { "  " + $0.label } ?? "" : ""
      let setting = unsaved + Self.setting(of: root.presenter) + position
      leading = setting
      trailing =
        Self.keyHints(for: shownOverlay, highlighted: selection.highlighted).first {
          $0.displayWidth <= width - 4 - setting.displayWidth
        } ?? AppCommand.hint(.quit)
    }
    return StatusLine.cells(
      leading: leading, trailing: trailing, width: width, style: Style(inverse: true))
  }
}
