import NavigationBackport
import TerminalNavigation
import TerminalUI
import Testing

/// `NBNavigationStack(path:)` bound to an array or to an `NBNavigationPath`, kept in sync both
/// ways, and the stack without a binding, which keeps its own state.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct StackBindingTests {
  private let model = BindingModel()

  private func numberStack() -> ViewHost {
    ViewHost(
      NBNavigationStack(path: Bindable(model).numbers) {
        Text("Home")
          .navigationTitle("Home")
          .nbNavigationDestination(for: Int.self) { Text("Number \($0)").navigationTitle("#\($0)") }
      })
  }

  private func pathStack() -> ViewHost {
    ViewHost(
      NBNavigationStack(path: Bindable(model).path) {
        Text("Home")
          .navigationTitle("Home")
          .nbNavigationDestination(for: Int.self) { Text("Number \($0)").navigationTitle("#\($0)") }
          .nbNavigationDestination(for: String.self) { Text("Word \($0)").navigationTitle($0) }
      })
  }

  /// The first line of the frame: the bar of the top screen.
  private func bar(_ host: ViewHost) -> String {
    String(host.render(width: 30).plainText.prefix { $0 != "\n" })
  }

  @Test func changingAnArrayBindingPushesAndPops() {
    let host = numberStack()
    #expect(bar(host) == "Home")

    model.numbers = [1, 2]
    #expect(host.needsRender)
    #expect(bar(host) == "[b] ‹ #1  #2")
    #expect(host.lastRender?.frame.plainText.contains("Home › #1 › #2") == true)

    model.numbers = [1]
    #expect(bar(host) == "[b] ‹ Home  #1")
    model.numbers = []
    #expect(bar(host) == "Home")
  }

  @Test func backUpdatesTheArrayBinding() {
    let host = numberStack()
    model.numbers = [1, 2]
    host.render(width: 30)

    #expect(host.perform("b"))

    #expect(bar(host) == "[b] ‹ Home  #1")
    #expect(model.numbers == [1])
    #expect(host.perform("b"))
    #expect(bar(host) == "Home")
    #expect(model.numbers == [])
  }

  @Test func changingAPathBindingPushesAndPops() {
    let host = pathStack()
    #expect(bar(host) == "Home")

    model.path.append(1)
    model.path.append("one")
    #expect(bar(host) == "[b] ‹ #1  one")
    #expect(host.lastRender?.frame.plainText.contains("Home › #1 › one") == true)

    model.path.removeLast(2)
    #expect(bar(host) == "Home")
  }

  @Test func backUpdatesThePathBinding() {
    let host = pathStack()
    model.path = NBNavigationPath([1, 2])
    host.render(width: 30)

    #expect(host.perform("b"))

    #expect(bar(host) == "[b] ‹ Home  #1")
    #expect(model.path == NBNavigationPath([1]))
  }

  @Test func screenBehindABindingIsNotRebuiltWhenTheBindingGrows() {
    let log = EventLog()
    let host = ViewHost(
      NBNavigationStack(path: Bindable(model).numbers) {
        Text("Home")
          .nbNavigationDestination(for: Int.self) { number in
            ScreenView(
              presenter: ScreenPresenter(name: "#\(number)", router: nil, log: log), log: log)
          }
      })
    model.numbers = [1]
    host.render(width: 30)

    model.numbers = [1, 2]
    host.render(width: 30)
    model.numbers = [1]
    host.render(width: 30)

    #expect(log.entries(startingWith: "made #1") == ["made #1"])
    #expect(Set(log.entries(startingWith: "gone")) == ["gone #2", "gone view #2"])
  }

  @Test func stackWithoutABindingKeepsItsOwnStateAcrossRenders() {
    let host = ViewHost(
      NBNavigationStack {
        List { NBNavigationLink("Open 1", value: 1) }
          .navigationTitle("Home")
          .nbNavigationDestination(for: Int.self) { number in
            List { NBNavigationLink("Open \(number + 1)", value: number + 1) }
              .navigationTitle("#\(number)")
          }
      })
    host.render(width: 30)

    #expect(host.perform("1"))
    #expect(bar(host) == "[b] ‹ Home  #1")
    #expect(host.perform("1"))
    #expect(bar(host) == "[b] ‹ #1  #2")
    #expect(bar(host) == "[b] ‹ #1  #2")
    #expect(host.lastRender?.frame.plainText.contains("Home › #1 › #2") == true)
    #expect(host.perform("b"))
    #expect(bar(host) == "[b] ‹ Home  #1")
  }

  @Test func boundDestinationStaysPushedInAStackBoundToAnArray() {
    let host = ViewHost(
      NBNavigationStack(path: Bindable(model).numbers) {
        Text("Home")
          .navigationTitle("Home")
          .nbNavigationDestination(for: Int.self) { Text("Number \($0)").navigationTitle("#\($0)") }
          .nbNavigationDestination(isPresented: Bindable(model).flag) {
            Text("Settings body").navigationTitle("Settings")
          }
      })
    model.numbers = [1]
    host.render(width: 30)

    model.flag = true
    #expect(bar(host) == "[b] ‹ #1  Settings")
    #expect(bar(host) == "[b] ‹ #1  Settings")

    #expect(model.flag)
    #expect(model.numbers == [1])
    #expect(host.perform("b"))
    #expect(bar(host) == "[b] ‹ Home  #1")
    #expect(!model.flag)
    #expect(model.numbers == [1])
  }
}
