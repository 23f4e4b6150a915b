import NavigationBackport
import TerminalUI

/// One group of the app's menu: a caption, the tab whose toolbar shows it, and its choices.
///
/// The tabs' toolbar menus and the full-screen menu are all drawn from
/// ``RootPresenter/menuSections``.
public struct MenuSection {
  /// The caption, such as `Presentation style`.
  public let caption: String
  /// The tab whose toolbar menu holds the section.
  public let tab: RootTab
  /// The choices, in order.
  public let items: [MenuItem]
}

/// One choice of a menu section.
public struct MenuItem {
  /// What the item says.
  public let title: String
  /// Whether it is the current setting (`nil` for an item that is no setting, such as a link).
  public let isCurrent: Bool?
  /// Does what the item says.
  public let choose: @MainActor () -> Void

  /// The title with a mark: `✓ ` for the current setting, two spaces for another one.
  public var markedTitle: String {
    guard let isCurrent else {
      return title
    }
    return (isCurrent ? "✓ " : "  ") + title
  }
}

extension RootPresenter {
  /// The menu's sections: the presentation styles and the deep links (Grapes), the sheet policies
  /// (Regions).
  public var menuSections: [MenuSection] {
    [
      MenuSection(
        caption: "Presentation style", tab: .grapes,
        items: PresentationStyle.allCases.map { style in
          MenuItem(title: style.title, isCurrent: style == router.settings.presentationStyle) {
            self.choose(style)
          }
        }),
      MenuSection(
        caption: "Deep links", tab: .grapes,
        items: RootDeepLink.allCases.map { link in
          MenuItem(title: link.title, isCurrent: nil) { self.open(link) }
        }),
      MenuSection(
        caption: "Sheets (Regions)", tab: .regions,
        items: NBPresentationPolicy.allCases.map { policy in
          MenuItem(title: policy.title, isCurrent: policy == router.settings.sheetPolicy) {
            self.choose(policy)
          }
        }),
    ]
  }
}

extension RootPresenter {
  /// The current setting of `tab`'s menu, such as `Push Details on Stack`, or the tab's title
  /// when its toolbar has no menu: what the menu and the status line are titled.
  public func setting(of tab: RootTab) -> String {
    menuItems(of: tab).first { $0.isCurrent == true }?.title ?? tab.title
  }

  /// The items of `tab`'s toolbar menu, its sections' in order.
  func menuItems(of tab: RootTab) -> [MenuItem] {
    menuSections.filter { $0.tab == tab }.flatMap(\.items)
  }
}

/// A tab's toolbar menu: the sections of `tab`, titled by its current setting.
struct RootMenu: View {
  let presenter: RootPresenter
  let tab: RootTab

  var body: some View {
    Menu(presenter.setting(of: tab)) {
      ForEach(Array(presenter.menuItems(of: tab).enumerated()), id: \.offset) { _, item in
        Button(item.markedTitle) { item.choose() }
      }
    }
    .keyboardShortcut("m")
  }
}
