import NavigationBackport
import TerminalUI
import TerminalUITesting
import Testing

@testable import RootFeature

/// The toolbar menu of the root list: the four styles, the current one checked, and the two deep
/// links; choosing an item applies it.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct RootMenuTests {
  @Test(arguments: PresentationStyle.allCases)
  func collapsedItShowsTheCurrentStyle(style: PresentationStyle) async {
    let frame = await AppScreen.loaded(style: style).frame
    let menu = frame.control("m")
    #expect(menu?.role == .menu)
    #expect(menu?.title == style.title)
    #expect(frame.plainText.split(separator: "\n")[1].hasSuffix("\(style.title) ▸") == true)
    #expect(frame.controls.allSatisfy { $0.role != .menuItem })
  }

  @Test(arguments: PresentationStyle.allCases)
  func expandedItListsTheStylesWithTheCurrentCheckedThenTheDeepLinks(
    style: PresentationStyle
  ) async {
    let screen = await AppScreen.loaded(style: style)
    #expect(screen.press("m"))
    let items = screen.frame.controls.filter { $0.role == .menuItem }.map(\.title)
    let styles = PresentationStyle.allCases.map { ($0 == style ? "✓ " : "  ") + $0.title }
    #expect(items == styles + RootDeepLink.allCases.map(\.title))
  }

  @Test func expandedMenuSnapshot() async {
    let screen = await AppScreen.loaded(style: .detailsModally)
    screen.press("m")
    assertSnapshot(of: screen.frame, named: "menu-expanded-60")
  }

  @Test func pressingMAgainCollapsesIt() async {
    let screen = await AppScreen.loaded()
    let collapsed = screen.frame
    screen.press("m")
    #expect(screen.frame != collapsed)
    screen.press("m")
    #expect(screen.frame == collapsed)
  }

  @Test(arguments: PresentationStyle.allCases, PresentationStyle.allCases)
  func choosingAStyleAppliesItAndMovesTheCheck(
    from old: PresentationStyle, to new: PresentationStyle
  ) async throws {
    let screen = await AppScreen.loaded(style: old)
    screen.press("m")
    let item = try #require(screen.shortcut(endingWith: new.title))
    _ = screen.harness.takeEvents()

    #expect(screen.press(item))

    #expect(screen.harness.router.settings.presentationStyle == new)
    #expect(screen.harness.shown == .rootList)
    #expect(screen.harness.takeEvents().isEmpty)
    #expect(screen.frame.control("m")?.title == new.title, "collapsed, titled by the new style")
    screen.press("m")
    let checked = screen.frame.controls.filter { $0.title.hasPrefix("✓ ") }.map(\.title)
    #expect(checked == ["✓ " + new.title])
  }

  @Test(arguments: PresentationStyle.allCases, RootDeepLink.allCases)
  func choosingADeepLinkAppliesItInOneChange(style: PresentationStyle, link: RootDeepLink)
    async throws
  {
    let screen = await AppScreen.loaded(style: style)
    screen.press("m")
    let item = try #require(screen.shortcut(endingWith: link.title))
    _ = screen.harness.takeEvents()
    let changes = screen.harness.navigator.changeCount

    #expect(screen.press(item))

    let expected: Shown =
      switch link {
      case .pushOneDetails: Shown(root: [Grapes.first.details])
      case .pushTwoDetailsAndOneExtra:
        Shown(root: [Grapes.first.details, Grapes.second.extraDetails, Grapes.third.details])
      }
    #expect(screen.harness.shown == expected)
    #expect(screen.harness.navigator.changeCount == changes + 1)
    #expect(screen.harness.takeEvents() == [.replacedState])
    #expect(screen.harness.router.settings.presentationStyle == style)
  }

  @Test func theLongDeepLinkShowsShirazOverTheWholeTrail() async throws {
    let screen = await AppScreen.loaded()
    screen.press("m")
    screen.press(
      try #require(screen.shortcut(endingWith: RootDeepLink.pushTwoDetailsAndOneExtra.title)))
    assertSnapshot(of: screen.frame, named: "deep-link-2-60")

    screen.press("b")
    #expect(
      screen.text.split(separator: "\n").dropFirst(2).first
        == "Wine Grapes › Cabernet Sauvignon › Pinot Noir's regions")
    screen.press("b")
    #expect(screen.text.split(separator: "\n")[1].hasPrefix("[b] Back  Cabernet Sauvignon"))
  }

  @Test func theShortDeepLinkShowsCabernet() async throws {
    let screen = await AppScreen.loaded(style: .extraDetailsModally)
    screen.press("m")
    screen.press(try #require(screen.shortcut(endingWith: RootDeepLink.pushOneDetails.title)))
    assertSnapshot(of: screen.frame, named: "deep-link-1-60")
  }
}
