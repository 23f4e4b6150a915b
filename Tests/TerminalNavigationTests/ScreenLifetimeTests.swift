import NavigationBackport
import TerminalNavigation
import TerminalUI
import Testing

/// A screen declaring a sheet and a destination bound to its model's flag and item, whose
/// contents make their own presenters, as a router would.
private struct DeclaringScreen: View {
  let model: BindingModel
  let log: EventLog

  var body: some View {
    Text("Home")
      .navigationTitle("Home")
      .sheet(isPresented: Bindable(model).flag) {
        ScreenView(presenter: ScreenPresenter(name: "Sheet", router: nil, log: log), log: log)
      }
      .nbNavigationDestination(item: Bindable(model).item) { item in
        ScreenView(presenter: ScreenPresenter(name: item, router: nil, log: log), log: log)
      }
  }
}

/// A screen declaring a destination bound to its model's flag.
private struct FlagDeclaringScreen: View {
  let model: BindingModel
  let log: EventLog

  var body: some View {
    Text("Home")
      .navigationTitle("Home")
      .nbNavigationDestination(isPresented: Bindable(model).flag) {
        ScreenView(presenter: ScreenPresenter(name: "Pushed", router: nil, log: log), log: log)
      }
  }
}

/// A screen whose declarations hold an object made anew each time its body is evaluated.
private struct TokenScreen: View {
  let log: EventLog

  var body: some View {
    let token = ViewLifetime(name: "token", log: log)
    Text("Home")
      .nbNavigationDestination(for: Int.self) { number in
        withExtendedLifetime(token) { Text("Number \(number)") }
      }
      .nbNavigationDestination(isPresented: .constant(false)) {
        withExtendedLifetime(token) { Text("Never") }
      }
      .sheet(item: .constant(String?.none)) { item in
        withExtendedLifetime(token) { Text(item) }
      }
  }
}

/// A screen whose button's action holds its presenter, as most presenter-driven screens' do.
private struct ButtonScreen: View {
  let presenter: ScreenPresenter

  var body: some View {
    List {
      Button("Open next") { presenter.open(presenter.name + "+") }
    }
    .navigationTitle(presenter.name)
  }
}

/// A destination's view and presenter are made once when pushed or presented, kept while they are
/// on screen or under other screens, and released as soon as navigation removes them.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ScreenLifetimeTests {
  private let log = EventLog()

  @Test func destinationIsMadeOnceWhenPushedNotOnEveryRender() {
    let router = TestRouter(log: log)
    let host = ViewHost(router.makeStack())
    host.render(width: 40)
    #expect(host.perform("1"))  // Open A

    for _ in 1...3 { host.render(width: 40) }

    #expect(log.entries == ["made A", "made view A"])
  }

  @Test func screenUnderPushedScreensIsKeptAndNotRebuiltWhenPoppedBackTo() {
    let router = TestRouter(log: log)
    let host = ViewHost(router.makeStack())
    host.render(width: 40)
    #expect(host.perform("1"))  // Open A
    host.render(width: 40)
    #expect(host.perform("1"))  // Open A+
    host.render(width: 40)
    #expect(host.perform("b"))

    #expect(host.render(width: 40).plainText.hasPrefix("[b] ‹ Home  A\n"))
    #expect(
      log.entries(startingWith: "made") == ["made A", "made view A", "made A+", "made view A+"])
    #expect(Set(log.entries(startingWith: "gone")) == ["gone A+", "gone view A+"])
  }

  @Test func poppedScreenIsReleasedWithoutRenderingAgain() {
    let router = TestRouter(log: log)
    let host = ViewHost(router.makeStack())
    router.navigator.push(Screen("A"))
    router.navigator.push(Screen("B"))
    host.render(width: 40)

    #expect(host.perform("b"))

    #expect(Set(log.entries(startingWith: "gone")) == ["gone B", "gone view B"])
    router.navigator.topmostPath.popToRoot()
    #expect(
      Set(log.entries(startingWith: "gone"))
        == ["gone B", "gone view B", "gone A", "gone view A"])
  }

  @Test func poppedScreenWhoseButtonWasOnScreenIsReleasedWithoutRenderingAgain() {
    let navigator = NBNavigator()
    let host = ViewHost(
      NBNavigationStack(navigator: navigator) {
        Text("Home")
          .nbNavigationDestination(for: Screen.self) { [log] screen in
            ButtonScreen(presenter: ScreenPresenter(name: screen.name, router: nil, log: log))
          }
      })
    navigator.push(Screen("A"))
    host.render(width: 40)

    #expect(host.perform("b"))

    #expect(log.entries(startingWith: "gone") == ["gone A"])
    #expect(!host.perform("1"), "the popped screen's row must not stay actionable")
    host.render(width: 40)
    #expect(log.entries(startingWith: "gone") == ["gone A"])
  }

  @Test func dismissedModalAndItsPushedScreensAreReleasedWithoutRenderingAgain() {
    let router = TestRouter(log: log)
    let host = ViewHost(router.makeStack())
    router.navigator.present(Screen("Sheet"), style: .sheet)
    host.render(width: 40)
    #expect(host.perform("1"))  // Open Sheet+, on the sheet's own stack
    host.render(width: 40)

    #expect(host.perform("x"))

    #expect(
      Set(log.entries(startingWith: "gone"))
        == ["gone Sheet", "gone view Sheet", "gone Sheet+", "gone view Sheet+"])
  }

  @Test func deepLinkReleasesTheScreensItRemovesAndKeepsTheOthers() {
    let router = TestRouter(log: log)
    let host = ViewHost(router.makeStack())
    router.navigator.push(Screen("A"))
    router.navigator.push(Screen("B"))
    router.navigator.present(Screen("Sheet"), style: .sheet)
    host.render(width: 40)
    #expect(
      log.entries(startingWith: "made") == [
        "made A", "made view A", "made B", "made view B", "made Sheet", "made view Sheet",
      ])

    router.navigator.state = NBNavigationState(path: NBNavigationPath([Screen("A"), Screen("C")]))

    #expect(
      Set(log.entries(startingWith: "gone")) == [
        "gone B", "gone view B", "gone Sheet", "gone view Sheet",
      ])
    host.render(width: 40)
    #expect(log.entries(startingWith: "made").suffix(2) == ["made C", "made view C"])
    #expect(log.entries(startingWith: "made A").count == 1)
  }

  @Test func routerPresenterAndViewFormNoRetainCycle() {
    var router: TestRouter? = TestRouter(log: log)
    var host: ViewHost? = router.map { ViewHost($0.makeStack()) }
    weak let navigator = router?.navigator
    router?.navigator.push(Screen("A"))
    router?.navigator.present(Screen("Sheet"), style: .sheet)
    router?.navigator.push(Screen("Inside"))
    host?.render(width: 40)
    #expect(log.entries(startingWith: "gone").isEmpty)

    host = nil
    router = nil

    #expect(navigator == nil)
    #expect(
      Set(log.entries(startingWith: "gone")) == [
        "gone router", "gone A", "gone view A", "gone Sheet", "gone view Sheet", "gone Inside",
        "gone view Inside",
      ])
  }

  @Test func boundSheetContentIsMadeOnceWhenPresentedAndReleasedWhenDismissed() {
    let model = BindingModel()
    let host = ViewHost(NBNavigationStack { DeclaringScreen(model: model, log: log) })
    host.render(width: 40)
    host.render(width: 40)
    #expect(log.entries.isEmpty)

    model.flag = true
    for _ in 1...3 { host.render(width: 40) }
    #expect(log.entries == ["made Sheet", "made view Sheet"])

    #expect(host.perform("x"))
    #expect(Set(log.entries(startingWith: "gone")) == ["gone Sheet", "gone view Sheet"])
  }

  @Test func boundDestinationContentIsMadeOnceWhenPushedAndReleasedWhenPopped() {
    let model = BindingModel()
    let host = ViewHost(NBNavigationStack { FlagDeclaringScreen(model: model, log: log) })
    host.render(width: 40)
    #expect(log.entries.isEmpty)

    model.flag = true
    for _ in 1...3 { host.render(width: 40) }
    #expect(log.entries == ["made Pushed", "made view Pushed"])

    #expect(host.perform("b"))
    #expect(Set(log.entries(startingWith: "gone")) == ["gone Pushed", "gone view Pushed"])
  }

  @Test func itemDestinationIsMadeOncePerItemAndReleasedWhenReplaced() {
    let model = BindingModel()
    let host = ViewHost(NBNavigationStack { DeclaringScreen(model: model, log: log) })
    model.item = "Shiraz"
    for _ in 1...3 { host.render(width: 40) }
    #expect(log.entries == ["made Shiraz", "made view Shiraz"])

    model.item = "Merlot"
    host.render(width: 40)

    #expect(
      log.entries(startingWith: "made") == [
        "made Shiraz", "made view Shiraz", "made Merlot", "made view Merlot",
      ])
    #expect(Set(log.entries(startingWith: "gone")) == ["gone Shiraz", "gone view Shiraz"])
  }

  @Test func declarationsOfAFrameAreReleasedOnceItIsProduced() {
    let navigator = NBNavigator()
    let host = ViewHost(NBNavigationStack(navigator: navigator) { TokenScreen(log: log) })
    navigator.push(1)

    for _ in 1...3 { host.render(width: 40) }

    #expect(!log.entries.isEmpty)
    #expect(log.entries(startingWith: "gone").count == log.entries(startingWith: "made").count)
  }
}
