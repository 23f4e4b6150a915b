import NavigationBackport
import TerminalNavigation
import TerminalUI
import TerminalUITesting
import Testing

/// Whole frames of a page stack, compared with the files in `__Snapshots__/StackSnapshotTests`.
///
/// Every state is reached the way a person would reach it: activating links with their shortcuts.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct StackSnapshotTests {
  /// A host showing `Root › A › B`, reached by following the links.
  private func threeLevelStack() -> (host: ViewHost, navigator: NBNavigator) {
    let navigator = NBNavigator()
    let host = ViewHost(PageStack(navigator: navigator))
    host.render(width: 50)
    #expect(host.perform("1"))  // Open A
    host.render(width: 50)
    #expect(host.perform("1"))  // Open B
    return (host, navigator)
  }

  @Test func threeLevelStackShowsBackTitleToolbarItemAndBreadcrumb() {
    let (host, navigator) = threeLevelStack()
    let frame = host.render(width: 50)

    assertSnapshot(of: frame, named: "three-level-stack-50")
    #expect(navigator.path.elements == [Page("A", then: ["B", "C"]), Page("B", then: ["C"])])
    #expect(frame.control("b")?.role == .back)
    #expect(frame.control("s")?.role == .toolbar)
    #expect(frame.control("1")?.role == .row)
  }

  @Test func sheetWithAPushedScreenOverAThreeLevelStack() {
    let (host, navigator) = threeLevelStack()
    host.render(width: 50)
    navigator.present(Page("Regions", then: ["Barossa"]), style: .sheet)
    host.render(width: 50)
    #expect(host.perform("1"))  // Open Barossa, on the sheet's own stack
    let frame = host.render(width: 50)

    assertSnapshot(of: frame, named: "sheet-over-three-level-stack-50")
    #expect(navigator.path.elements == [Page("A", then: ["B", "C"]), Page("B", then: ["C"])])
    #expect(navigator.state.modals.first?.path?.elements == [Page("Barossa")])
    #expect(frame.control("x")?.role == .close)
    #expect(frame.control("b")?.role == .back)
  }

  @Test func fullScreenCoverOverAThreeLevelStack() {
    let (host, navigator) = threeLevelStack()
    host.render(width: 50)
    navigator.present(Page("Cover"), style: .fullScreenCover)

    assertSnapshot(of: host.render(width: 50), named: "full-screen-cover-50")
  }

  @Test func threeLevelStackAtTwentyColumns() {
    let (host, _) = threeLevelStack()

    assertSnapshot(of: host.render(width: 20), named: "three-level-stack-20")
  }

  @Test func sheetWithAPushedScreenAtTwentyColumns() {
    let (host, navigator) = threeLevelStack()
    host.render(width: 20)
    navigator.present(Page("Regions", then: ["Barossa"]), style: .sheet)
    host.render(width: 20)
    #expect(host.perform("1"))
    let frame = host.render(width: 20)

    assertSnapshot(of: frame, named: "sheet-over-three-level-stack-20")
    #expect(frame.lines.allSatisfy { $0.count == 20 })
  }
}
