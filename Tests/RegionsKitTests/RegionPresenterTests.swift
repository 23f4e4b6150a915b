import RegionsKit
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct RegionPresenterTests {
  @Test func theTitleIsTheRegionsName() {
    let presenter = RegionPresenter(viewModel: .france, router: RecordingRegionsRouter())
    #expect(presenter.title == "France")
    #expect(presenter.viewModel == .france)
  }

  @Test func grapesAreOrderedLargestShareFirst() {
    let presenter = RegionPresenter(viewModel: .france, router: RecordingRegionsRouter())
    #expect(presenter.grapes.map(\.id) == ["pinot-noir", "shiraz"])
  }

  /// Grapes of equal share keep the order the data gave them.
  @Test(
    arguments: [
      ([("A", 5), ("B", 10), ("C", 5)], ["B", "A", "C"]),
      ([("C", 1), ("B", 1), ("A", 1)], ["C", "B", "A"]),
      ([("A", 0), ("B", 2.5), ("C", 0)], ["B", "A", "C"]),
    ] as [([(String, Double)], [String])])
  func equalSharesKeepTheirOrder(grapes: [(String, Double)], expected: [String]) {
    let presenter = RegionPresenter(
      viewModel: .growing(grapes.map { (name: $0.0, value: $0.1) }),
      router: RecordingRegionsRouter())
    #expect(presenter.grapes.map(\.title) == expected)
  }

  @Test func choosingAGrapeReportsItsID() {
    let router = RecordingRegionsRouter()
    let presenter = RegionPresenter(viewModel: .france, router: router)
    presenter.select(presenter.grapes[1])
    #expect(router.requests == [.showGrape("shiraz")])
  }

  @Test func theRouterIsHeldWeakly() {
    let log = RequestLog()
    var router: RecordingRegionsRouter? = RecordingRegionsRouter(log: log)
    weak let released = router
    let presenter = RegionPresenter(viewModel: .france, router: router!)
    router = nil
    #expect(released == nil)
    presenter.select(presenter.grapes[0])
    #expect(log.requests.isEmpty)
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct RegionListPresenterTests {
  @Test func theTitleIsWineRegionsAndEachCaptionCountsTheGrapes() {
    let presenter = RegionListPresenter(
      regions: RegionSummary.sample, router: RecordingRegionsRouter())
    #expect(presenter.title == "Wine Regions")
    #expect(presenter.regions == RegionSummary.sample)
    #expect(
      presenter.regions.map(presenter.caption(for:)) == [
        "2 grapes", "3 grapes", "2 grapes", "1 grape",
      ])
  }

  @Test func choosingARegionReportsItsID() {
    let router = RecordingRegionsRouter()
    let presenter = RegionListPresenter(regions: RegionSummary.sample, router: router)
    presenter.select(RegionSummary.sample[2])
    #expect(router.requests == [.showRegion("france")])
  }
}
