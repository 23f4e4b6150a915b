import NavigationBackport
import TerminalNavigation
import TerminalUI
import TerminalUITesting
import Testing

/// A split stack: its last screens side by side from 120 and 180 columns, the top screen alone
/// below, the navigation state the same at every width.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct SplitStackTests {
  /// The rule between two panes.
  private static let rule = " │ "

  /// A stack whose root lists `count` pages, split when `isSplit`, `focus` drawn focused.
  private struct ListStack: View {
    let navigator: NBNavigator
    let count: Int
    var isSplit = true
    var focus: Int?

    var body: some View {
      NBNavigationStack(navigator: navigator) {
        List(0..<count, id: \.self) { index in
          NBNavigationLink("Page \(index + 1)", value: Page("\(index + 1)", then: ["Next"]))
        }
        .navigationTitle("Pages")
        .nbNavigationDestination(for: Page.self) { PageView(page: $0) }
      }
      .nbSplitColumns(isSplit, focus: focus)
    }
  }

  @Test func twoPanesFrom120ColumnsThreeFrom180() {
    #expect(NBSplitColumns.paneCount(screens: 3, width: 119) == 1)
    #expect(NBSplitColumns.paneCount(screens: 3, width: 120) == 2)
    #expect(NBSplitColumns.paneCount(screens: 3, width: 179) == 2)
    #expect(NBSplitColumns.paneCount(screens: 3, width: 180) == 3)
    #expect(NBSplitColumns.paneCount(screens: 2, width: 200) == 2, "never more than the screens")
    #expect(NBSplitColumns.paneCount(screens: 1, width: 200) == 1)
  }

  @Test func theSameStateIsTheTopScreenAloneOrItsPanesByTheWidth() {
    let navigator = NBNavigator()
    let host = ViewHost(ListStack(navigator: navigator, count: 3))
    host.render(width: 180)
    #expect(host.perform("2"))
    host.render(width: 180)
    #expect(host.perform("4"), "Open Next, the row of the pane pushed from the list")
    let state = navigator.state
    let narrow = host.render(width: 119).plainText
    #expect(!narrow.contains(Self.rule) && narrow.contains("[b] ‹ 2  Next"))
    let two = host.render(width: 120).plainText
    #expect(two.contains("This is page 2.") && two.contains("This is page Next."))
    #expect(!two.contains("Page 1"), "two panes: the last two screens")
    let three = host.render(width: 180).plainText
    #expect(three.contains("[1] Page 1") && three.contains("This is page Next."))
    #expect(three.split(separator: "\n")[0].filter { $0 == "│" }.count == 2, "three panes")
    #expect(navigator.state == state, "the width changes nothing in the navigation state")
  }

  @Test func onlyTheTopPaneHasABackControlAndItPopsTheTopScreen() {
    let navigator = NBNavigator()
    let host = ViewHost(ListStack(navigator: navigator, count: 3))
    host.render(width: 140)
    #expect(host.perform("1"))
    let frame = host.render(width: 140)
    #expect(frame.controls.filter { $0.role == .back }.count == 1)
    #expect(host.perform("b"))
    #expect(navigator.path.isEmpty)
    #expect(!host.render(width: 140).plainText.contains(Self.rule), "the list alone")
  }

  @Test func rowsFarBelowThePanesBesideTheListStillAct() {
    let navigator = NBNavigator()
    let host = ViewHost(ListStack(navigator: navigator, count: 1000))
    host.render(width: 140)
    #expect(host.perform("1"))
    let frame = host.renderLazily(width: 140)
    #expect(frame.action(for: "900") != nil)
    #expect(host.perform("900"))
    #expect(navigator.path.elements.last == AnyHashable(Page("900", then: ["Next"])))
  }

  @Test func theFocusedPaneIsDrawnAndTheOthersDim() throws {
    let navigator = NBNavigator()
    navigator.push(Page("A"))
    let host = ViewHost(ListStack(navigator: navigator, count: 3, focus: 0))
    let frame = host.render(width: 140)
    let line = try #require(frame.lines.first { row in row.contains { $0.character == "│" } })
    let rule = try #require(line.firstIndex { $0.character == "│" })
    #expect(line[..<rule].allSatisfy { $0.style.dim || $0.character == " " }, "the list, dim")
    #expect(line[(rule + 1)...].contains { !$0.style.dim && $0.character != " " })
  }

  @Test func aStackThatIsNotSplitNeverIs() {
    let navigator = NBNavigator()
    navigator.push(Page("A"))
    let host = ViewHost(ListStack(navigator: navigator, count: 3, isSplit: false))
    #expect(!host.render(width: 200).plainText.contains(Self.rule))
  }
}
