import NavigationBackport
import TerminalNavigation
import TerminalUI
import TerminalUITesting
import Testing

/// A tab bar over the stack of the selected root: each tab keeps its stack and its screens while
/// another shows, and the bar follows the navigator's selection.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct TabViewTests {
  /// Two tabs over one router's navigator: `Home` (the router's stack of ``Screen``s) and `Pages`
  /// (a page list), the first selected.
  @MainActor
  private final class Tabs {
    let log = EventLog()
    let router: TestRouter
    var appeared: [String] = []

    init() {
      router = TestRouter(log: log)
      router.navigator.state = NBNavigationState(
        roots: [NBRoot(id: "home"), NBRoot(id: "pages")], selected: "home")
    }

    var navigator: NBNavigator { router.navigator }

    func view() -> some View {
      NBTabView(navigator: navigator) {
        NBTab("Home", root: "home") {
          List {
            NBNavigationLink("Open A", value: Screen("A"))
          }
          .navigationTitle("Home")
          .onAppear { [self] in appeared.append("Home") }
          .nbNavigationDestination(for: Screen.self) { [router] in router.makeScreen($0) }
        }
        NBTab("Pages", root: "pages") {
          List {
            NBNavigationLink("Open P", value: Page("P"))
          }
          .navigationTitle("Pages")
          .onAppear { [self] in appeared.append("Pages") }
          .nbNavigationDestination(for: Page.self) { PageView(page: $0) }
        }
      }
    }
  }

  private static func lines(_ frame: Frame) -> [String] {
    frame.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func theBarListsEveryTabAndMarksTheSelectedOne() {
    let tabs = Tabs()
    let host = ViewHost(tabs.view())

    let home = Self.lines(host.render(width: 40))
    #expect(home.first == "● Home  ○ Pages")
    #expect(home[1] == "Home")
    tabs.navigator.select(root: "pages")
    let pages = Self.lines(host.render(width: 40))
    #expect(pages.first == "○ Home  ● Pages")
    #expect(pages[1] == "Pages")
    #expect(pages.contains("[1] Open P ›"))
  }

  @Test func theSelectedTabIsBoldAndTheOthersDim() throws {
    let tabs = Tabs()
    let frame = render(tabs.view(), width: 40).frame
    let bar = try #require(frame.lines.first)
    #expect(bar.prefix(6).allSatisfy { $0.style.bold })
    #expect(bar[8..<15].allSatisfy { $0.style.dim })
  }

  @Test func eachTabKeepsItsStackAndItsScreensWhileAnotherShows() {
    let tabs = Tabs()
    let host = ViewHost(tabs.view())
    host.render(width: 40)
    #expect(host.perform("1"))  // Open A, on Home's stack
    host.render(width: 40)
    tabs.navigator.select(root: "pages")
    host.render(width: 40)
    #expect(host.perform("1"))  // Open P, on Pages' stack
    host.render(width: 40)

    tabs.navigator.select(root: "home")
    let home = Self.lines(host.render(width: 40))

    #expect(home.first == "● Home  ○ Pages")
    #expect(home.contains("[b] ‹ Home  A"))
    #expect(tabs.navigator.state.path(in: .root("pages"))?.elements == [Page("P")])
    #expect(tabs.log.entries == ["made A", "made view A"], "A's screen was built once and kept")
  }

  @Test func aTabsRootViewAppearsWhenTheTabIsSelected() {
    let tabs = Tabs()
    let host = ViewHost(tabs.view())
    host.render(width: 40)
    tabs.navigator.select(root: "pages")
    host.render(width: 40)
    tabs.navigator.select(root: "home")
    host.render(width: 40)

    #expect(tabs.appeared == ["Home", "Pages", "Home"])
  }

  @Test func aModalShowsUnderTheBar() {
    let tabs = Tabs()
    let host = ViewHost(tabs.view())
    host.render(width: 40)
    tabs.navigator.present(Screen("Sheet"))

    let lines = Self.lines(host.render(width: 40))

    #expect(lines.first == "● Home  ○ Pages")
    #expect(lines[1] == "Over Home")
    #expect(lines[2].hasPrefix("┌─ Sheet "))
  }

  @Test func aDialogOverAFullScreenCoverStillHidesTheBar() {
    let tabs = Tabs()
    let host = ViewHost(tabs.view().nbDialogLayout(.lines))
    host.render(width: 40)
    tabs.navigator.present(Screen("Cover"), style: .fullScreenCover)
    tabs.navigator.present(NBDialog(title: "Leave?", buttons: [.init("Leave")]))

    let lines = Self.lines(host.render(width: 40))

    #expect(lines.first == "Leave?")
    #expect(!lines.contains("● Home  ○ Pages"))
  }

  /// The tab view is one block: a stack around it spaces it from its neighbours, not its bar from
  /// its screen.
  @Test func aSpacedStackAroundTheTabViewSpacesItAsAWhole() {
    let tabs = Tabs()
    let view = VStack(alignment: .leading, spacing: 1) {
      tabs.view()
      Text("Below")
    }
    let lines = Self.lines(render(view, width: 40).frame)
    #expect(
      Array(lines.prefix(3)) == ["● Home  ○ Pages", "Home", String(repeating: "─", count: 40)])
    #expect(Array(lines.suffix(2)) == ["", "Below"])
  }

  @Test func aRootNoTabShowsDrawsTheFirstTab() {
    let tabs = Tabs()
    tabs.navigator.state = NBNavigationState()
    let lines = Self.lines(render(tabs.view(), width: 40).frame)
    #expect(lines.first == "● Home  ○ Pages")
    #expect(lines[1] == "Home")
  }

  @Test func noTabsDrawNothing() {
    let view = NBTabView(navigator: NBNavigator()) {}
    #expect(render(view, width: 40).frame.plainText.isEmpty)
  }

  @Test(arguments: [40, 12, 3])
  func tabBar(width: Int) {
    let tabs = Tabs()
    tabs.navigator.select(root: "pages")
    assertSnapshot(of: render(tabs.view(), width: width).frame, named: "tab-bar-\(width)")
  }
}
