import NavigationBackport
import TerminalNavigation
import TerminalUI
import Testing

/// A value nobody declared a destination for (not private, so that its type name is stable).
struct Orphan: Hashable {
  let id: Int
}

/// The placeholder for a value without a destination, and the once-per-destination diagnostic.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct MissingDestinationTests {
  private let navigator = NBNavigator()

  private func makeHost() -> ViewHost {
    ViewHost(
      NBNavigationStack(navigator: navigator) {
        Text("Home")
          .navigationTitle("Home")
          .nbNavigationDestination(for: Int.self) { Text("Number \($0)") }
      })
  }

  @Test func placeholderNamesTheTypeWithoutADestination() {
    let host = makeHost()
    navigator.push(Orphan(id: 1))

    #expect(
      host.render(width: 60).plainText == """
        [b] ‹ Home  Missing destination
        Home › Missing destination
        ────────────────────────────────────────────────────────────
        Nothing to show here

        No destination is registered for
        TerminalNavigationTests.Orphan (pushed at position 0 of root
        "main"). Register one with nbNavigationDestination(for:
        TerminalNavigationTests.Orphan.self).
        """)
  }

  @Test func modalWithoutADestinationShowsThePlaceholderInItsPanel() {
    let host = makeHost()
    navigator.present(Orphan(id: 1), style: .sheet)

    #expect(
      host.render(width: 60).plainText == """
        Over Home
        ┌─ Missing destination ──────────────────────── [x] Close ─┐
        │ Nothing to show here                                     │
        │                                                          │
        │ No destination is registered for                         │
        │ TerminalNavigationTests.Orphan (pushed as the content of │
        │ modal 0). Register one with nbNavigationDestination(for: │
        │ TerminalNavigationTests.Orphan.self).                    │
        └──────────────────────────────────────────────────────────┘
        """)
  }

  @Test func handlerHearsOfEachMissingDestinationOnceAcrossRenders() {
    var reports: [NBMissingDestination] = []
    navigator.missingDestinationHandler = { reports.append($0) }
    let host = makeHost()
    navigator.push(Orphan(id: 1))
    for _ in 1...3 { host.render(width: 60) }

    #expect(reports.map(\.typeName) == ["TerminalNavigationTests.Orphan"])
    #expect(reports.map(\.position) == [0])

    navigator.push(7)
    navigator.push(Orphan(id: 2))
    for _ in 1...3 { host.render(width: 60) }

    #expect(reports.map(\.position) == [0, 2])
    #expect(reports.allSatisfy { $0.context == .root(.main) })
  }
}
