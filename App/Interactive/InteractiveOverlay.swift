import RootFeature
import TerminalUI

/// A box drawn over the screen in full-screen mode; while it is open, keys go to it.
enum InteractiveOverlay: Equatable {
  /// The keys, opened with `?`.
  case keys
  /// The presentation styles and deep links, opened with `s` (or `m`) from any screen.
  case menu

  /// The title in the box's top edge.
  var title: String {
    switch self {
    case .keys: return "Keys"
    case .menu: return "Menu"
    }
  }

  /// The note in the box's bottom edge.
  var note: String {
    switch self {
    case .keys: return "any key closes"
    case .menu: return "esc closes"
    }
  }
}

/// The menu `s` opens anywhere: the presentation styles, the current one checked, then the deep
/// links — the items of the root screen's toolbar menu, numbered.
struct MenuOverlayView: View {
  let presenter: RootPresenter
  /// Closes the overlay; items call it before doing what they say.
  let close: @MainActor () -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      VStack(alignment: .leading) {
        Text("Presentation style").font(.caption)
        ForEach(PresentationStyle.allCases, id: \.self) { style in
          Button(mark(style) + style.title) {
            close()
            presenter.choose(style)
          }
          .keyboardShortcut(Self.shortcut(for: style))
        }
      }
      VStack(alignment: .leading) {
        Text("Deep links").font(.caption)
        ForEach(RootDeepLink.allCases, id: \.self) { link in
          Button(link.title) {
            close()
            presenter.open(link)
          }
          .keyboardShortcut(Self.shortcut(for: link))
        }
      }
    }
  }

  /// `1`–`4`, in the order the styles are listed.
  static func shortcut(for style: PresentationStyle) -> Character {
    digit(PresentationStyle.allCases.firstIndex(of: style) ?? 0)
  }

  /// `5` and `6`, after the styles.
  static func shortcut(for link: RootDeepLink) -> Character {
    digit(PresentationStyle.allCases.count + (RootDeepLink.allCases.firstIndex(of: link) ?? 0))
  }

  private static func digit(_ index: Int) -> Character {
    Character(String(index + 1))
  }

  private func mark(_ style: PresentationStyle) -> String {
    style == presenter.presentationStyle ? "✓ " : "  "
  }
}

/// The keys overlay: one line per binding.
struct KeysOverlayView: View {
  var body: some View {
    VStack(alignment: .leading) {
      ForEach(KeyBindings.lines, id: \.self) { line in
        Text(line)
      }
    }
  }
}
