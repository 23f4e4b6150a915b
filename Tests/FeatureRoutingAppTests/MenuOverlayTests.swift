import TerminalUI
import Testing

@testable import FeatureRoutingApp
@testable import RootFeature

/// The full-screen menu gives every item its own key, however many items the sections hold.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct MenuOverlayTests {
  @Test func twelveItemsEachHaveAKeyThatChoosesThem() {
    var chosen: [Int] = []
    let sections = [0, 1].map { half in
      MenuSection(
        caption: "Half \(half)", tab: .grapes,
        items: (0..<6).map { offset in
          let number = half * 6 + offset
          return MenuItem(title: "Item \(number)", isCurrent: nil) { chosen.append(number) }
        })
    }
    let result = render(MenuOverlayView(sections: sections) {}, width: 40)
    let keys = (0..<12).compactMap(MenuOverlayView.shortcut(at:)).map(String.init)
    #expect(keys == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "c", "d"])
    for key in keys {
      result.actions[key]?()
    }
    #expect(chosen == Array(0..<12))
    #expect(result.frame.plainText.contains("Item 11"))
  }

  @Test func itemsPastTheLetterKeysAreShownAndNumberedByTheKit() {
    let items = (0..<40).map { MenuItem(title: "Item \($0)", isCurrent: nil) {} }
    let result = render(
      MenuOverlayView(sections: [MenuSection(caption: "Many", tab: .grapes, items: items)]) {},
      width: 40)
    #expect(MenuOverlayView.shortcut(at: 39) == nil)
    #expect(result.actions.count == 40)
    #expect(result.frame.plainText.contains("Item 39"))
  }

  @Test func theMenuOpensOnTheSettingOfTheTabShown() {
    let sections = [
      MenuSection(
        caption: "A", tab: .grapes,
        items: [
          MenuItem(title: "a", isCurrent: false) {}, MenuItem(title: "b", isCurrent: true) {},
        ]),
      MenuSection(
        caption: "B", tab: .regions,
        items: [MenuItem(title: "c", isCurrent: true) {}]),
    ]
    #expect(MenuOverlayView.currentShortcut(in: sections, tab: .grapes) == "2")
    #expect(MenuOverlayView.currentShortcut(in: sections, tab: .regions) == "3")
    #expect(MenuOverlayView.currentShortcut(in: sections, tab: .account) == "2")
  }
}
