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
  /// The first that fits is shown. The hints go first, then `q quit`; on a screen the last,
  /// `m menu` and `? keys` (the two ways to learn the app), is shown whole however narrow the
  /// line, the setting shortened beside it.
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
    let candidates = (0...hints.count).map { dropped in
      (hints.dropFirst(dropped) + [always]).joined(separator: "  ")
    }
    // On a screen, the two ways to learn the app outlast `q quit`, which `?` lists.
    guard overlay == nil else { return candidates }
    return candidates + ["\(AppCommand.hint(.menu))  \(AppCommand.hint(.help))"]
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

  /// The left of a status line `width` columns wide that shows `keys` on the right.
  ///
  /// `notices` (what is not saved) and the tab's `setting` joined by ` · `, then the scroll
  /// `position`. Where they do not fit, the setting is shortened with `…`, then left out, then
  /// the position; the notices go last.
  private static func leading(
    notices: [String], setting: String, position: String?, besides keys: String, width: Int
  ) -> String {
    let room = width - 4 - keys.displayWidth
    guard room >= 6 else { return "" }
    func line(_ setting: String?, _ position: String?) -> String {
      (notices + [setting].compactMap { $0 }).joined(separator: " · ")
        + (position.map { "  " + $0 } ?? "")
    }
    let rest = room - line("", position).displayWidth
    let candidates = [
      line(setting, position),
      rest >= 6 ? line(TextLayout.truncated(setting, width: rest), position) : nil,
      notices.isEmpty ? nil : line(nil, position),
      notices.isEmpty ? TextLayout.truncated(setting, width: room) : line(nil, nil),
    ].compactMap { $0 }
    return candidates.first { $0.displayWidth <= room }
      ?? TextLayout.truncated(candidates.last ?? "", width: room)
  }

  /// The keys the status line shows while a text field is being edited, longest first: typed
  /// letters go to the field, so `q` does not quit.
  private static let editingHints = [
    "⏎ tab next  esc done  ←→ move  ^C quit", "⏎ tab next  esc done  ^C quit",
    "⏎ next  esc done",
  ]

  /// The keys the status line shows beside a notice.
  private static var noticeKeys: String { "\(AppCommand.hint(.help))  \(AppCommand.hint(.quit))" }

  /// What the status line says is not kept, for the rest of the session.
  private var unsavedNotices: [String] {
    (stateIsUnsaved ? ["State not saved"] : []) + (traceIsStopped ? ["Trace stopped"] : [])
  }

  /// Whether `notice` fits whole on a status line `width` columns wide, after what is not kept
  /// and beside its keys.
  func fitsStatusLine(_ notice: String, width: Int) -> Bool {
    let leading = (unsavedNotices + [notice]).joined(separator: " · ")
    return leading.displayWidth + 4 + Self.noticeKeys.displayWidth <= width
  }

  /// What the status line says of the selected tab: the setting it uses.
  private static func setting(of presenter: RootPresenter) -> String {
    presenter.setting(of: presenter.selectedTab)
  }

  /// The bottom line: the selected tab's setting (or what is being typed, or a notice) and the
  /// keys.
  ///
  /// With `noticeIsAbove`, the notice is on the lines above (too long for this one) and this
  /// line shows what it would without one.
  func statusLine(width: Int, noticeIsAbove: Bool) -> [Cell] {
    let leading: String
    let trailing: String
    let notices = unsavedNotices
    let unsaved = notices.map { $0 + " · " }.joined()
    if let typed = commandLine {
      leading = ":" + Printable.escape(typed, limit: max(width / 2, 8)) + "▏"
      trailing = "⏎ run  esc leave"
    } else if let notice, !noticeIsAbove {
      leading = unsaved + notice
      trailing = Self.noticeKeys
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
        shownOverlay == nil ? selection.scrollPosition(pinning: pinned).map(\.label) : nil
      let setting = Self.setting(of: root.presenter)
      let full = Self.leading(
        notices: notices, setting: setting, position: position, besides: "", width: .max)
      let hints = Self.keyHints(for: shownOverlay, highlighted: selection.highlighted)
      if let fitting = hints.first(where: {
        $0.displayWidth <= width - 4 - full.displayWidth
      }) {
        trailing = fitting
        leading = full
      } else if shownOverlay == nil, let shortest = hints.last {
        // On a screen the shortest keys are always shown whole: the rest gives way to them.
        trailing = shortest
        leading = Self.leading(
          notices: notices, setting: setting, position: position, besides: shortest, width: width)
      } else {
        trailing = AppCommand.hint(.quit)
        leading = full
      }
    }
    return StatusLine.cells(
      leading: leading, trailing: trailing, width: width, style: Style(inverse: true))
  }
}
