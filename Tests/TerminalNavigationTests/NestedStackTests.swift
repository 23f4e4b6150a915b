import NavigationBackport
import TerminalNavigation
import TerminalUI
import Testing

/// A stack inside another stack's content adds nothing: the outer stack owns navigation.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct NestedStackTests {
  private let outer = NBNavigator()
  private let inner = NBNavigator()

  private func makeHost() -> ViewHost {
    ViewHost(
      NBNavigationStack(navigator: outer) {
        NBNavigationStack(navigator: inner) {
          List { NBNavigationLink("Open 1", value: 1) }
            .navigationTitle("Home")
            .nbNavigationDestination(for: Int.self) {
              Text("Number \($0)").navigationTitle("#\($0)")
            }
        }
      })
  }

  @Test func nestedStackDrawsItsContentUnderTheOuterBarOnly() {
    #expect(
      makeHost().render(width: 30).plainText == """
        Home
        ──────────────────────────────
        [1] Open 1 ›
        """)
  }

  @Test func linksAndDestinationsInsideANestedStackUseTheOuterStack() {
    let host = makeHost()
    host.render(width: 30)

    #expect(host.perform("1"))

    #expect(outer.path.elements == [1])
    #expect(inner.path.isEmpty)
    #expect(
      host.render(width: 30).plainText == """
        [b] ‹ Home  #1
        Home › #1
        ──────────────────────────────
        Number 1
        """)
  }

  @Test func nestedStackIgnoresItsOwnNavigator() {
    let host = makeHost()
    inner.push(1)

    #expect(host.render(width: 30).plainText.hasPrefix("Home\n"))
    #expect(!host.needsRender)
  }
}
