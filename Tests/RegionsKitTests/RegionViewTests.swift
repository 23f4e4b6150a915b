import RegionsKit
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct RegionViewTests {
  private func lines(_ view: some View, width: Int = 60) -> [String] {
    view.renderedText(width: width).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  @Test func theRegionIsTheTitleAndEachGrapeARowWithItsShare() {
    let lines = lines(RegionView.make(viewModel: .france, router: RecordingRegionsRouter()))
    #expect(lines.first == "France")
    #expect(lines.contains("Grape · amount (data units) · % of this region"))
    #expect(lines.contains("[1] Pinot Noir  8  88.9%  ██████████████████░░"))
    #expect(lines.contains("[2] Shiraz      1  11.1%  ██░░░░░░░░░░░░░░░░░░"))
  }

  @Test func choosingARowReportsTheGrape() {
    let router = RecordingRegionsRouter()
    let host = ViewHost(RegionView.make(viewModel: .france, router: router))
    let frame = host.render(width: 60)
    #expect(frame.control("2")?.title == "Shiraz")
    #expect(frame.control("2")?.role == .row)
    #expect(host.perform("1"))
    #expect(host.perform("2"))
    #expect(router.requests == [.showGrape("pinot-noir"), .showGrape("shiraz")])
  }

  @Test func aRegionWithoutGrapesSaysSo() {
    let lines = lines(RegionView.make(viewModel: .empty, router: RecordingRegionsRouter()))
    #expect(lines.contains("No grapes are known for this region."))
    #expect(!lines.contains { $0.contains("%") })
  }

  @Test func theListShowsEveryRegionWithItsGrapeCount() {
    let lines = lines(
      RegionListView.make(regions: RegionSummary.sample, router: RecordingRegionsRouter()))
    #expect(lines.first == "Wine Regions")
    #expect(lines.contains("[1] Argentina"))
    #expect(lines.contains("    2 grapes"))
    #expect(lines.contains("[4] US"))
    #expect(lines.contains("    1 grape"))
  }

  @Test func choosingARegionReportsIt() {
    let router = RecordingRegionsRouter()
    let host = ViewHost(RegionListView.make(regions: RegionSummary.sample, router: router))
    host.render(width: 60)
    #expect(host.perform("3"))
    #expect(router.requests == [.showRegion("france")])
  }

  @Test func anEmptyListSaysSo() {
    let lines = lines(RegionListView.make(regions: [], router: RecordingRegionsRouter()))
    #expect(lines.contains("No regions are named in the data."))
  }

  @Test func controlsDoNothingOnceTheRouterIsGone() {
    let log = RequestLog()
    var router: RecordingRegionsRouter? = RecordingRegionsRouter(log: log)
    weak let released = router
    let list = ViewHost(RegionListView.make(regions: RegionSummary.sample, router: router!))
    let region = ViewHost(RegionView.make(viewModel: .france, router: router!))
    list.render(width: 60)
    region.render(width: 60)
    router = nil
    #expect(released == nil)
    #expect(list.perform("1"))
    #expect(region.perform("1"))
    #expect(log.requests.isEmpty)
  }

  @Test(arguments: [60, 20])
  func regionScreen(width: Int) {
    assertSnapshot(
      of: RegionView.make(viewModel: .france, router: RecordingRegionsRouter()), width: width,
      named: "region-\(width)")
  }

  @Test(arguments: [60, 20])
  func regionList(width: Int) {
    assertSnapshot(
      of: RegionListView.make(regions: RegionSummary.sample, router: RecordingRegionsRouter()),
      width: width, named: "region-list-\(width)")
  }
}
