import NavigationBackport
import TerminalNavigation
import TerminalUI
import Testing

@MainActor
@Suite struct NavigationStackSmokeTests {
  @Test func pushedValueShowsItsDestinationUnderABar() {
    let navigator = NBNavigator()
    let host = ViewHost(
      NBNavigationStack(navigator: navigator) {
        Text("Home")
          .navigationTitle("Home")
          .nbNavigationDestination(for: Int.self) { number in
            Text("Number \(number)").navigationTitle("#\(number)")
          }
      })
    navigator.push(7)
    #expect(
      host.render(width: 30).plainText == """
        [b] Back  #7
        Home › #7
        ──────────────────────────────
        Number 7
        """)
  }
}
