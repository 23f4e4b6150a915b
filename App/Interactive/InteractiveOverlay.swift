import RootFeature
import TerminalNavigation
import TerminalUI

/// A box drawn over the screen in full-screen mode, sized to the terminal and scrolled with the
/// arrows when it holds more than fits; while it is open, keys go to it.
enum InteractiveOverlay: Equatable {
  /// The keys, opened with `?`.
  case keys
  /// The presentation styles, sheet policies and deep links, opened with ``menuKey`` from any
  /// screen.
  case menu
  /// The confirmation dialog the navigator shows, asking this question (at the top of the box,
  /// staying there while the rest scrolls): open while the dialog is, answered with its buttons,
  /// Escape answering its cancel button.
  case dialog(String)
  /// What a command of the `:` line shows, such as the URL or the history, titled.
  case text(title: String, lines: [String])

  /// The one key that opens the menu, on every screen (and closes it).
  static let menuKey: Character = "m"

  /// The title in the box's top edge.
  var title: String {
    switch self {
    case .keys: return "Keys"
    case .menu: return "Menu"
    case .dialog: return ""
    case .text(let title, _): return title
    }
  }

  /// Whether the box shows a command's text, which any key but the arrows closes.
  var isText: Bool {
    if case .text = self { true } else { false }
  }

  /// The lines at the top of the box that stay while the rest scrolls: a dialog's question.
  var header: String? {
    if case .dialog(let question) = self { question } else { nil }
  }

  /// What the highlight in the box is remembered by.
  var name: String {
    if case .dialog(let question) = self { question } else { title }
  }

  /// The note in the box's bottom edge.
  var note: String {
    switch self {
    case .keys, .text: return "esc closes"
    case .menu: return "esc closes"
    case .dialog: return ""
    }
  }
}

/// The menu `m` opens anywhere: every section of the tabs' toolbar menus, each item with a key of
/// its own.
struct MenuOverlayView: View {
  /// The sections shown, in order.
  let sections: [MenuSection]
  /// Closes the overlay; items call it before doing what they say.
  let close: @MainActor () -> Void

  var body: some View {
    let starts = sections.indices.map { index in
      sections[..<index].reduce(0) { $0 + $1.items.count }
    }
    VStack(alignment: .leading, spacing: 1) {
      ForEach(Array(sections.enumerated()), id: \.offset) { index, section in
        VStack(alignment: .leading) {
          Text(section.caption).font(.caption)
          ForEach(Array(section.items.enumerated()), id: \.offset) { offset, item in
            let button = Button(item.markedTitle) {
              close()
              item.choose()
            }
            if let key = Self.shortcut(at: starts[index] + offset) {
              button.keyboardShortcut(key)
            } else {
              button
            }
          }
        }
      }
    }
  }

  /// The keys of the items, in order: the digits, then the letters the open menu does not take
  /// for itself (`b` and `m` close it, `j` and `k` move, `q` quits).
  static let shortcutKeys = Array("123456789acdefghilnoprstuvwxyz")

  /// The key of the item at `index` of the whole menu, or `nil` past the last key: such an item
  /// is reached with the arrows and Enter.
  static func shortcut(at index: Int) -> Character? {
    shortcutKeys.indices.contains(index) ? shortcutKeys[index] : nil
  }

  /// The key of the current setting of `tab`'s sections (the first current setting when `tab`
  /// has none), where the menu opens.
  static func currentShortcut(in sections: [MenuSection], tab: RootTab) -> Character? {
    let items = sections.flatMap { section in section.items.map { (section.tab, $0) } }
    let index =
      items.firstIndex { $0.0 == tab && $0.1.isCurrent == true }
      ?? items.firstIndex { $0.1.isCurrent == true }
    return index.flatMap(shortcut(at:))
  }
}

/// The keys overlay: one line per binding, the keys in a column; an action too long for the
/// line wraps under its own first word, never under the keys.
///
/// Where the column would leave the actions fewer than ``narrowestActionColumn`` columns, each
/// action goes under its keys instead, indented, so that a narrow terminal breaks the actions
/// between words rather than inside them.
struct KeysOverlayView: View {
  /// The columns the overlay is drawn in.
  let width: Int

  /// The fewest columns the actions get beside the keys.
  static let narrowestActionColumn = 16

  var body: some View {
    let keysWidth = KeyBindings.all.map(\.keys.displayWidth).max() ?? 0
    let besideKeys = width - keysWidth - 2 >= Self.narrowestActionColumn
    VStack(alignment: .leading) {
      ForEach(Array(KeyBindings.all.enumerated()), id: \.offset) { _, binding in
        if besideKeys {
          HStack(spacing: 2) {
            Text(
              binding.keys
                + String(repeating: " ", count: max(keysWidth - binding.keys.displayWidth, 0)))
            Text(binding.action)
          }
        } else {
          VStack(alignment: .leading) {
            Text(binding.keys)
            HStack(spacing: 0) {
              Text("  ")
              Text(binding.action)
            }
          }
        }
      }
    }
  }
}
