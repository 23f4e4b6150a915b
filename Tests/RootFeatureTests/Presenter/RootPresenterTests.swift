import NavigationBackport
import TerminalUITesting
import Testing

@testable import RootFeature

@MainActor
@Suite(.timeLimit(.minutes(5))) struct RootPresenterTests {
  private let failure = RootDataError(file: "scripted.json", problem: "line 3: expected a number.")

  @Test func titleIsWineGrapes() async {
    let harness = RootHarness(client: SampleAPIClient(latency: .zero))
    #expect(harness.presenter.title == "Wine Grapes")
  }

  @Test func loadingThenLoaded() async {
    let harness = RootHarness(client: SampleAPIClient(latency: .zero))
    #expect(harness.presenter.state == .loading)
    #expect(harness.presenter.items.isEmpty)

    harness.presenter.start()
    #expect(harness.presenter.state == .loading, "the fetch runs after start returns")
    await harness.presenter.waitUntilLoaded()

    #expect(harness.presenter.state == .loaded)
    #expect(harness.presenter.items == Grapes.all)
    #expect(harness.presenter.items.map(\.title) == ["Cabernet Sauvignon", "Pinot Noir", "Shiraz"])
  }

  @Test func startingTwiceLoadsOnce() async {
    let client = ScriptedClient(.success([.named("first")]), .success([.named("second")]))
    let harness = RootHarness(client: client)
    harness.presenter.start()
    await harness.presenter.waitUntilLoaded()
    harness.presenter.start()
    await harness.presenter.waitUntilLoaded()
    #expect(harness.presenter.items.map(\.id) == ["first"])
  }

  @Test func aFailingClientLeavesAFailedStateWithItsMessage() async {
    let harness = RootHarness(client: ScriptedClient(.failure(failure)))
    harness.presenter.start()
    await harness.presenter.waitUntilLoaded()
    #expect(harness.presenter.state == .failed("scripted.json: line 3: expected a number."))
    #expect(harness.presenter.items.isEmpty)
  }

  @Test func invalidDataFailsWithTheInteractorsMessage() async {
    let harness = RootHarness(
      client: ScriptedClient(.success([.named("a"), .named("b"), .named("a")])))
    harness.presenter.start()
    await harness.presenter.waitUntilLoaded()
    guard case .failed(let message) = harness.presenter.state else {
      Issue.record("expected a failure, got \(harness.presenter.state)")
      return
    }
    #expect(message.hasPrefix("scripted.json: grapes 1 and 3 share the id \"a\""))
  }

  @Test func retryRecoversFromAFailure() async {
    let harness = RootHarness(
      client: ScriptedClient(.failure(failure), .success(SampleAPIClient.originalGrapes)))
    harness.presenter.start()
    await harness.presenter.waitUntilLoaded()
    #expect(harness.presenter.state == .failed(failure.description))

    harness.presenter.retry()
    #expect(harness.presenter.state == .failed(failure.description), "until the fetch runs")
    await harness.presenter.waitUntilLoaded()
    #expect(harness.presenter.state == .loaded)
    #expect(harness.presenter.items == Grapes.all)
  }

  @Test func retryingAgainstAStillFailingClientFailsAgain() async {
    let harness = RootHarness(client: ScriptedClient(.failure(failure)))
    harness.presenter.start()
    await harness.presenter.waitUntilLoaded()
    harness.presenter.retry()
    await harness.presenter.waitUntilLoaded()
    #expect(harness.presenter.state == .failed(failure.description))
  }

  @Test func anEmptyListLoads() async {
    let harness = await RootHarness.loaded(grapes: [])
    #expect(harness.presenter.state == .loaded)
    #expect(harness.presenter.items == [])
  }

  @Test func selectShowsTheGrapeThroughTheRouter() async {
    let harness = await RootHarness.loaded(style: .detailsModally)
    harness.presenter.select(Grapes.second)
    #expect(harness.shown == Shown(sheet: Grapes.second.details))
  }

  @Test func chooseSetsTheRoutersStyle() async {
    let harness = await RootHarness.loaded()
    harness.presenter.choose(.extraDetailsModally)
    #expect(harness.router.settings.presentationStyle == .extraDetailsModally)
    #expect(harness.takeEvents().isEmpty)
  }

  @Test(arguments: [
    (
      [RootModel.named("a"), .named("b")], RootDeepLink.pushTwoDetailsAndOneExtra,
      "\"Push 2 Details and 1 Extra Details Programmatically\" needs 3 grapes; 2 loaded."
    ),
    (
      [], .pushTwoDetailsAndOneExtra,
      "\"Push 2 Details and 1 Extra Details Programmatically\" needs 3 grapes; 0 loaded."
    ),
    ([], .pushOneDetails, "\"Push 1 Details Programmatically\" needs 1 grape; 0 loaded."),
  ])
  func aDeepLinkNeedingMoreGrapesChangesNothingAndSaysWhy(
    grapes: [RootModel], link: RootDeepLink, notice: String
  ) async {
    let harness = await RootHarness.loaded(grapes: grapes)
    let before = harness.navigator.state
    let changes = harness.navigator.changeCount

    harness.presenter.open(link)

    #expect(harness.navigator.state == before)
    #expect(harness.navigator.changeCount == changes)
    #expect(harness.takeEvents().isEmpty)
    #expect(harness.presenter.notice == notice)
  }

  @Test func aDeepLinkBeforeTheGrapesLoadIsRefused() async {
    let harness = RootHarness(client: SampleAPIClient(latency: .zero))
    harness.presenter.open(.pushOneDetails)
    #expect(harness.shown == .rootList)
    #expect(
      harness.presenter.notice == "\"Push 1 Details Programmatically\" needs 1 grape; 0 loaded.")
  }

  @Test func theNextRequestClearsTheNotice() async {
    let harness = await RootHarness.loaded(grapes: [.named("a")])
    harness.presenter.open(.pushTwoDetailsAndOneExtra)
    #expect(harness.presenter.notice != nil)
    harness.presenter.open(.pushOneDetails)
    #expect(harness.presenter.notice == nil)

    harness.presenter.open(.pushTwoDetailsAndOneExtra)
    harness.presenter.choose(.detailsModally)
    #expect(harness.presenter.notice == nil)

    harness.presenter.open(.pushTwoDetailsAndOneExtra)
    harness.presenter.select(harness.presenter.items[0])
    #expect(harness.presenter.notice == nil)
  }

  @Test func aDeepLinkThatFitsLeavesNoNotice() async {
    let harness = await RootHarness.loaded()
    harness.presenter.open(.pushTwoDetailsAndOneExtra)
    #expect(harness.presenter.notice == nil)
    #expect(
      harness.shown
        == Shown(root: [Grapes.first.details, Grapes.second.extraDetails, Grapes.third.details]))
  }
}

/// A client whose fetches each wait until the test lets them answer, in any order.
private actor GatedClient: RootAPIClient {
  private var waiting: [CheckedContinuation<[RootModel], Never>] = []

  func fetchGrapes() async throws -> [RootModel] {
    await withCheckedContinuation { waiting.append($0) }
  }

  var pending: Int { waiting.count }

  func answer(_ index: Int, with grapes: [RootModel]) {
    waiting[index].resume(returning: grapes)
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct RootPresenterSupersededLoadTests {
  @Test func aCancelledLoadFinishingLastDoesNotOverwriteTheNewerResult() async {
    let client = GatedClient()
    let presenter = RootPresenter(
      interactor: RootInteractor(client: client), router: RootRouter())
    let finished = TestSignal()
    let waiting = { "\(await client.pending) loads waiting for the client" }
    let older = Task {
      await presenter.load()
      finished.send()
    }
    await waitUntil("the first load to reach the client", seen: waiting) {
      await client.pending == 1
    }
    Task {
      await presenter.load()
      finished.send()
    }
    await waitUntil("the second load to reach the client", seen: waiting) {
      await client.pending == 2
    }
    older.cancel()

    await client.answer(1, with: [RootModel(id: "new", title: "New", subtitle: "", regions: [])])
    await finished.wait("the newer load to finish")
    await client.answer(0, with: [RootModel(id: "old", title: "Old", subtitle: "", regions: [])])
    await finished.wait("the cancelled load to finish", times: 2)

    #expect(presenter.items.map(\.id) == ["new"])
  }
}
