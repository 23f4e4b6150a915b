import NavigationBackport
import TerminalNavigation
import TerminalUI
import TerminalUITesting
import Testing

/// A screen whose presenter loads when it appears.
private struct LoadingScreen: View {
  let presenter: ScreenPresenter

  var body: some View {
    Text(presenter.detail)
      .navigationTitle(presenter.name)
      .task { await presenter.load() }
  }
}

/// A host showing a stack renders again when navigation changes or when a presenter it shows
/// changes, an asynchronous load finishing included.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ObservationTests {
  private let navigator = NBNavigator()
  private let log = EventLog()

  @Test func hostNeedsRenderAfterANavigatorChange() {
    let host = ViewHost(PageStack(navigator: navigator))
    host.render(width: 30)
    #expect(!host.needsRender)

    navigator.push(Page("A"))

    #expect(host.needsRender)
    host.render(width: 30)
    #expect(!host.needsRender)
    navigator.present(Page("Sheet"), style: .sheet)
    #expect(host.needsRender)
  }

  @Test func hostIsToldAfterANavigatorChange() async {
    let host = ViewHost(PageStack(navigator: navigator))
    host.render(width: 30)
    let invalidated = TestSignal()
    host.onInvalidate = { invalidated.send() }

    navigator.push(Page("A"))

    await invalidated.wait("the host to be told of the push")
    #expect(host.render(width: 30).plainText.hasPrefix("[b] ‹ Root  A "))
  }

  @Test func hostNeedsRenderWhenAPushedPresenterFinishesLoading() async {
    let host = ViewHost(
      NBNavigationStack(navigator: navigator) {
        Text("Home")
          .navigationTitle("Home")
          .nbNavigationDestination(for: Screen.self) { [log] screen in
            LoadingScreen(presenter: ScreenPresenter(name: screen.name, router: nil, log: log))
          }
      })
    navigator.push(Screen("A"))
    #expect(host.render(width: 30).plainText.hasSuffix("\nLoading…"))
    #expect(!host.needsRender)

    await host.waitForTasks()

    #expect(host.needsRender)
    #expect(host.render(width: 30).plainText.hasSuffix("\nLoaded A"))
    #expect(log.entries == ["made A"])
  }
}
