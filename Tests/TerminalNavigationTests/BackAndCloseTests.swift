import NavigationBackport
import TerminalNavigation
import TerminalUI
import Testing

/// The back control (`b`), the close control (`x`), a modal's own bar, and the line naming what a
/// modal covers.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct BackAndCloseTests {
  private let navigator = NBNavigator()

  private func makeHost() -> ViewHost {
    ViewHost(PageStack(navigator: navigator))
  }

  @Test func rootScreenHasNoBackControl() {
    let frame = makeHost().render(width: 40)

    #expect(frame.control("b") == nil)
    #expect(frame.plainText.hasPrefix("Root\n"))
  }

  @Test func backPopsTheRootStack() {
    let host = makeHost()
    navigator.push(Page("A"))
    navigator.push(Page("B"))
    host.render(width: 40)

    #expect(host.perform("b"))
    #expect(navigator.path.elements == [Page("A")])
    #expect(host.render(width: 40).plainText.hasPrefix("[b] ‹ Root  A "))
    #expect(host.perform("b"))
    #expect(navigator.path.isEmpty)
    #expect(host.render(width: 40).control("b") == nil)
  }

  @Test func backPopsTheModalsOwnStackNotTheRootStack() {
    let host = makeHost()
    navigator.push(Page("A"))
    navigator.present(Page("Sheet"), style: .sheet)
    navigator.push(Page("Inside"))
    host.render(width: 40)

    #expect(host.perform("b"))
    #expect(navigator.state.modals.first?.path?.isEmpty == true)
    #expect(navigator.path.elements == [Page("A")])
  }

  @Test func modalWithoutPushedScreensHasNoBackControlEvenOverAPushedScreen() {
    let host = makeHost()
    navigator.push(Page("A"))
    navigator.present(Page("Sheet"), style: .sheet)
    let frame = host.render(width: 40)

    #expect(frame.control("b") == nil)
    #expect(!host.perform("b"))
    #expect(navigator.path.elements == [Page("A")])
  }

  @Test func modalWithPushedScreensShowsItsOwnBarAndBack() {
    let host = makeHost()
    navigator.present(Page("Sheet"), style: .sheet)
    navigator.push(Page("Inside"))

    #expect(
      host.render(width: 40).plainText == """
        Over Root
        ┌─ Sheet ────────────────── [x] Close ─┐
        │ [b] ‹ Sheet  Inside        [s] Share │
        │ Sheet › Inside                       │
        │ ──────────────────────────────────── │
        │ This is page Inside.                 │
        └──────────────────────────────────────┘
        """)
  }

  @Test func closeDismissesTheTopModal() {
    let host = makeHost()
    navigator.present(Page("Sheet"), style: .sheet)
    navigator.push(Page("Inside"))
    host.render(width: 40)

    #expect(host.perform("x"))
    #expect(navigator.state.modals.isEmpty)
    #expect(host.render(width: 40).plainText.hasPrefix("Root\n"))
  }

  @Test func closeDismissesOnlyTheTopOfStackedModals() {
    navigator.presentationPolicy = .stacked
    let host = makeHost()
    navigator.present(Page("First"), style: .sheet)
    navigator.present(Page("Second"), style: .fullScreenCover)
    host.render(width: 40)

    #expect(host.perform("x"))
    #expect(navigator.state.modals.map(\.content.value) == [Page("First")])
    #expect(host.render(width: 40).plainText.hasPrefix("Over Root\n┌─ First "))
  }

  @Test func overLineNamesTheTopScreenOfTheRootStack() {
    let host = makeHost()
    navigator.push(Page("A"))
    navigator.push(Page("B"))
    navigator.present(Page("Sheet"), style: .sheet)

    #expect(host.render(width: 40).plainText.hasPrefix("Over B\n┌─ Sheet "))
  }

  @Test func aSheetOverASheetShowsTheLowerSheetsEdgeNamingItsTopScreen() {
    navigator.presentationPolicy = .stacked
    let host = makeHost()
    navigator.push(Page("A"))
    navigator.present(Page("First"), style: .sheet)
    navigator.push(Page("First inside"))
    navigator.present(Page("Second"), style: .sheet)

    #expect(
      host.render(width: 40).plainText.hasPrefix(
        " ┌─ First inside ─────────────────────┐\n┌─ Second "))
  }

  @Test func aFullScreenCoverIsDrawnOverNothingOfWhatItCovers() {
    let host = makeHost()
    navigator.push(Page("A"))
    navigator.present(Page("Cover"), style: .fullScreenCover)

    let text = host.render(width: 40).plainText
    #expect(text.hasPrefix("[x] Close\nCover"))
    #expect(!text.contains("Over A") && !text.contains("┌"))
  }
}
