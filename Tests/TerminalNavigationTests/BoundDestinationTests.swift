import NavigationBackport
import TerminalNavigation
import TerminalUI
import Testing

/// `nbNavigationDestination(isPresented:)` and `nbNavigationDestination(item:)`: a destination
/// pushed while its binding says so, whose binding navigation resets.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct BoundDestinationTests {
  private let navigator = NBNavigator()
  private let model = BindingModel()

  private func flagStack() -> ViewHost {
    ViewHost(
      NBNavigationStack(navigator: navigator) {
        Text("Home")
          .navigationTitle("Home")
          .nbNavigationDestination(isPresented: Bindable(model).flag) {
            Text("Settings body").navigationTitle("Settings")
          }
      })
  }

  private func itemStack() -> ViewHost {
    ViewHost(
      NBNavigationStack(navigator: navigator) {
        Text("Home")
          .navigationTitle("Home")
          .nbNavigationDestination(item: Bindable(model).item) { item in
            Text("Grape \(item)").navigationTitle(item)
          }
      })
  }

  @Test func settingTheFlagPushesTheDestination() {
    let host = flagStack()
    host.render(width: 30)

    model.flag = true

    #expect(host.needsRender)
    #expect(
      host.render(width: 30).plainText == """
        [b] ‹ Home  Settings
        Home › Settings
        ──────────────────────────────
        Settings body
        """)
    #expect(navigator.path.count == 1)
  }

  @Test func backResetsTheFlag() {
    let host = flagStack()
    model.flag = true
    host.render(width: 30)

    #expect(host.perform("b"))

    #expect(model.flag == false)
    #expect(host.render(width: 30).plainText.hasPrefix("Home\n"))
    #expect(navigator.path.isEmpty)
  }

  @Test func clearingTheFlagPopsTheDestination() {
    let host = flagStack()
    model.flag = true
    host.render(width: 30)

    model.flag = false

    #expect(host.render(width: 30).plainText.hasPrefix("Home\n"))
    #expect(navigator.path.isEmpty)
  }

  @Test func settingTheItemPushesItsDestination() {
    let host = itemStack()
    host.render(width: 30)

    model.item = "Shiraz"

    #expect(
      host.render(width: 30).plainText == """
        [b] ‹ Home  Shiraz
        Home › Shiraz
        ──────────────────────────────
        Grape Shiraz
        """)
  }

  @Test func backResetsTheItem() {
    let host = itemStack()
    model.item = "Shiraz"
    host.render(width: 30)

    #expect(host.perform("b"))

    #expect(model.item == nil)
    #expect(host.render(width: 30).plainText.hasPrefix("Home\n"))
  }

  @Test func aDifferentItemReplacesTheDestinationInPlace() {
    let host = itemStack()
    model.item = "Shiraz"
    host.render(width: 30)

    model.item = "Merlot"

    #expect(host.render(width: 30).plainText.hasPrefix("[b] ‹ Home  Merlot\nHome › Merlot\n"))
    #expect(navigator.path.count == 1)
    #expect(model.item == "Merlot")
  }

  @Test func clearingTheItemPopsTheDestination() {
    let host = itemStack()
    model.item = "Shiraz"
    host.render(width: 30)

    model.item = nil

    #expect(host.render(width: 30).plainText.hasPrefix("Home\n"))
    #expect(navigator.path.isEmpty)
  }

  @Test func boundDestinationDeclaredByAPushedScreenPushesAboveIt() {
    let host = ViewHost(
      NBNavigationStack(navigator: navigator) {
        Text("Home")
          .navigationTitle("Home")
          .nbNavigationDestination(for: Page.self) { page in
            PageView(page: page)
              .nbNavigationDestination(isPresented: Bindable(model).flag) {
                Text("Settings body").navigationTitle("Settings")
              }
          }
      })
    navigator.push(Page("A"))
    host.render(width: 30)

    model.flag = true
    #expect(host.render(width: 30).plainText.hasPrefix("[b] ‹ A  Settings\nHome › A › Settings\n"))

    model.flag = false
    #expect(host.render(width: 30).plainText.hasPrefix("[b] ‹ Home  A"))
    #expect(navigator.path.elements == [Page("A")])
  }

  @Test func destinationsBoundOnOneViewAreIndependent() {
    let model = model
    let host = ViewHost(
      NBNavigationStack(navigator: navigator) {
        Text("Home")
          .navigationTitle("Home")
          .nbNavigationDestination(isPresented: Bindable(model).flag) {
            Text("Settings body").navigationTitle("Settings")
          }
          .nbNavigationDestination(item: Bindable(model).item) {
            Text("Grape \($0)").navigationTitle($0)
          }
      })

    model.item = "Shiraz"
    #expect(host.render(width: 30).plainText.hasPrefix("[b] ‹ Home  Shiraz\n"))
    model.flag = true
    #expect(
      host.render(width: 30).plainText.hasPrefix(
        "[b] ‹ Shiraz  Settings\nHome › Shiraz › Settings\n"))

    #expect(host.perform("b"))
    #expect(!model.flag)
    #expect(model.item == "Shiraz")
    #expect(host.render(width: 30).plainText.hasPrefix("[b] ‹ Home  Shiraz\n"))
  }
}
