import NavigationBackport
import TerminalNavigation
import TerminalUI
import Testing

/// `NBNavigationLink`: a numbered row in a list, a lettered button elsewhere, its label alone
/// outside a stack.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct NavigationLinkTests {
  private let navigator = NBNavigator()

  private func stack(@ViewBuilder root: () -> some View) -> ViewHost {
    ViewHost(
      NBNavigationStack(navigator: navigator) {
        root()
          .nbNavigationDestination(for: String.self) { Text("Grape \($0)").navigationTitle($0) }
      })
  }

  @Test func linkInAListIsANumberedRowWithADisclosure() {
    let host = stack {
      List {
        NBNavigationLink("Shiraz", value: "Shiraz")
        NBNavigationLink(value: "Merlot") { Text("Merlot") }
      }
    }
    let frame = host.render(width: 30)

    #expect(frame.plainText == "[1] Shiraz ›\n[2] Merlot ›")
    #expect(frame.controls.map(\.role) == [.row, .row])
    #expect(frame.controls.map(\.title) == ["Shiraz", "Merlot"])
  }

  @Test func activatingALinkPushesItsValue() {
    let host = stack {
      List {
        NBNavigationLink("Shiraz", value: "Shiraz")
        NBNavigationLink("Merlot", value: "Merlot")
      }
      .navigationTitle("Grapes")
    }
    host.render(width: 30)

    #expect(host.perform("2"))
    #expect(navigator.path.elements == ["Merlot"])
    #expect(
      host.render(width: 30).plainText == """
        [b] ‹ Grapes  Merlot
        Grapes › Merlot
        ──────────────────────────────
        Grape Merlot
        """)
  }

  @Test func linkOutsideAListIsALetteredButtonThatPushes() {
    let host = stack {
      NBNavigationLink("Open Shiraz", value: "Shiraz")
    }
    let frame = host.render(width: 30)

    #expect(frame.plainText == "[o] Open Shiraz ›")
    #expect(frame.control("o")?.role == .button)
    #expect(host.perform("o"))
    #expect(navigator.path.elements == ["Shiraz"])
  }

  @Test func linkOutsideAStackIsJustItsLabel() {
    let result = render(
      List {
        NBNavigationLink("Shiraz", value: "Shiraz")
      },
      width: 30)

    #expect(result.frame.plainText == "Shiraz")
    #expect(result.frame.controls.isEmpty)
    #expect(result.actions.isEmpty)
  }

  @Test func linkWithoutAValueIsJustItsLabel() {
    let host = stack {
      List {
        NBNavigationLink("Nowhere", value: String?.none)
      }
    }
    let frame = host.render(width: 30)

    #expect(frame.plainText == "Nowhere")
    #expect(frame.controls.isEmpty)
  }
}
