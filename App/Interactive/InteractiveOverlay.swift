import RootFeature
import TerminalUI

/// A box drawn over the screen in full-screen mode; while it is open, keys go to it.
enum InteractiveOverlay: Equatable {
  /// The keys, opened with `?`.
  case keys
  /// The presentation styles, sheet policies and deep links, opened with `s` (or `m`) from any
  /// screen.
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

/// The menu `s` opens anywhere: the presentation styles, the current one checked, the deep links
/// and the sheet policies, the current one checked — the items of the tabs' toolbar menus,
/// numbered.
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
      VStack(alignment: .leading) {
        Text("Sheets (Regions)").font(.caption)
        ForEach(SheetPolicy.allCases, id: \.self) { policy in
          Button((policy == presenter.sheetPolicy ? "✓ " : "  ") + policy.title) {
            close()
            presenter.choose(policy)
          }
          .keyboardShortcut(Self.shortcut(for: policy))
        }
      }
    }
  }

  /// `7` and `8`, after the deep links.
  static func shortcut(for policy: SheetPolicy) -> Character {
    digit(
      PresentationStyle.allCases.count + RootDeepLink.allCases.count
        + (SheetPolicy.allCases.firstIndex(of: policy) ?? 0))
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
