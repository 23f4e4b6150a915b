import ExtraDetailsKit
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ExtraDetailsPresenterTests {
  @Test func theTitleNamesTheGrapeAndGrapeIsTheVariety() {
    let presenter = ExtraDetailsPresenter(viewModel: .cabernet)
    #expect(presenter.title == "Cabernet Sauvignon's regions")
    #expect(presenter.grape == "Cabernet Sauvignon")
    #expect(presenter.viewModel == .cabernet)
  }

  @Test func regionsAreOrderedLargestFirst() {
    let presenter = ExtraDetailsPresenter(viewModel: .cabernet)
    #expect(presenter.regions.map(\.name) == ["Argentina", "US", "Australia"])
    #expect(presenter.regions.map(\.value) == [10, 3, 2])
    #expect(presenter.regions.map(\.color) == [.orange, .green, .blue])
  }

  /// Regions of equal share keep the order the data gave them.
  @Test(
    arguments: [
      ([("A", 5), ("B", 10), ("C", 5), ("D", 5)], ["B", "A", "C", "D"]),
      ([("A", 1), ("B", 1), ("C", 1)], ["A", "B", "C"]),
      ([("C", 1), ("B", 1), ("A", 1)], ["C", "B", "A"]),
      ([("A", 1), ("B", 2), ("C", 1), ("D", 2)], ["B", "D", "A", "C"]),
      ([("A", 0), ("B", 7.5), ("C", 0)], ["B", "A", "C"]),
    ] as [([(String, Double)], [String])])
  func equalSharesKeepTheirOrder(regions: [(String, Double)], expected: [String]) {
    let presenter = ExtraDetailsPresenter(
      viewModel: .grape(regions.map { (name: $0.0, value: $0.1) }))
    #expect(presenter.regions.map(\.name) == expected)
  }

  @Test func noRegionsGiveNone() {
    #expect(ExtraDetailsPresenter(viewModel: .unknownRegions).regions.isEmpty)
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ExtraDetailsPresenterRoutingTests {
  @Test func withoutARouterTheRegionsAreNotOffered() {
    #expect(!ExtraDetailsPresenter(viewModel: .cabernet).offersRegions)
  }

  @Test func choosingARegionReportsItsNameToTheRouter() {
    let router = RecordingExtraDetailsRouter()
    let presenter = ExtraDetailsPresenter(viewModel: .cabernet, router: router)
    #expect(presenter.offersRegions)
    presenter.select(presenter.regions[2])
    #expect(router.log.chosen == ["Australia"])
  }
}
