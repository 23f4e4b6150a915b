import ExtraDetailsKit
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ExtraDetailsViewTests {
  private func lines(_ viewModel: ExtraDetailsViewModel, width: Int = 60) -> [String] {
    ExtraDetailsView.make(viewModel: viewModel).renderedText(width: width)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func theTitleSaysWhoseRegionsAndALegendWhatTheNumbersMean() {
    let lines = lines(.cabernet)
    #expect(lines.first == "Cabernet Sauvignon's regions")
    #expect(lines.contains("Region · amount (data units) · % of this grape"))
  }

  /// Each region's line: name, value, percentage of the total and a bar, largest first.
  @Test func everyRegionIsShownWithValuePercentageAndBar() {
    let chart = lines(.cabernet).filter { $0.contains("%  ") }
    #expect(
      chart == [
        "Argentina  10  66.7%  █████████████░░░░░░░",
        "US          3  20.0%  ████░░░░░░░░░░░░░░░░",
        "Australia   2  13.3%  ███░░░░░░░░░░░░░░░░░",
      ])
  }

  @Test func chartBarsAreDrawnInTheRegionsColours() throws {
    let frame = render(ExtraDetailsView.make(viewModel: .cabernet), width: 60).frame
    let argentina = try #require(
      frame.lines.first { line in line.map(\.character).joined().hasPrefix("Argentina") })
    let bar = argentina.filter { $0.character == "█" }
    #expect(bar.count == 13)
    #expect(bar.allSatisfy { $0.style.foreground == .ansi256(208) })
  }

  /// The model names a region's colour; the view draws the name in a terminal colour.
  @Test(arguments: [
    (RegionColor.red, Color.red), (.orange, .ansi256(208)), (.yellow, .yellow), (.green, .green),
    (.blue, .blue), (.purple, .magenta), (.cyan, .cyan), (.gray, .brightBlack),
  ])
  func eachColourNameIsDrawnInItsTerminalColour(name: RegionColor, color: Color) throws {
    let viewModel = ExtraDetailsViewModel(
      id: "g", title: "G", regions: [RegionShare(name: "Only", value: 1, color: name)])
    let frame = render(ExtraDetailsView.make(viewModel: viewModel), width: 60).frame
    let line = try #require(
      frame.lines.first { line in line.map(\.character).joined().hasPrefix("Only") })
    let bar = line.filter { $0.character == "█" }
    #expect(bar.count == 20)
    #expect(bar.allSatisfy { $0.style.foreground == color })
  }

  @Test func noRegionsSaySoInsteadOfAChart() {
    let lines = lines(.unknownRegions)
    #expect(lines.contains("No regions are known for this grape."))
    #expect(!lines.contains { $0.contains("%") || $0.contains("█") || $0.contains("░") })
  }

  @Test func theScreenHasNoControls() {
    #expect(render(ExtraDetailsView.make(viewModel: .cabernet), width: 60).actions.isEmpty)
  }

  @Test(arguments: [60, 20])
  func extraDetailsScreen(width: Int) {
    assertSnapshot(
      of: ExtraDetailsView.make(viewModel: .cabernet), width: width,
      named: "extra-details-\(width)")
  }

  @Test(arguments: [60, 20])
  func extraDetailsScreenWithoutRegions(width: Int) {
    assertSnapshot(
      of: ExtraDetailsView.make(viewModel: .unknownRegions), width: width,
      named: "no-regions-\(width)")
  }

  // MARK: With a router: regions to choose

  @Test func withARouterEachRegionIsANumberedRow() {
    let text = ExtraDetailsView.make(viewModel: .cabernet, router: RecordingExtraDetailsRouter())
      .renderedText(width: 60)
    #expect(text.contains("[1] Argentina  10  66.7%  █████████████░░░░░░░"))
    #expect(text.contains("[3] Australia   2  13.3%  ███░░░░░░░░░░░░░░░░░"))
  }

  @Test func choosingARegionReportsItsName() {
    let router = RecordingExtraDetailsRouter()
    let host = ViewHost(ExtraDetailsView.make(viewModel: .cabernet, router: router))
    let frame = host.render(width: 60)
    #expect(frame.control("2")?.title == "US")
    #expect(host.perform("2"))
    #expect(host.perform("1"))
    #expect(router.log.chosen == ["US", "Argentina"])
  }

  @Test func regionsDoNothingOnceTheRouterIsGone() {
    let log = RegionLog()
    var router: RecordingExtraDetailsRouter? = RecordingExtraDetailsRouter(log: log)
    weak let released = router
    let host = ViewHost(ExtraDetailsView.make(viewModel: .cabernet, router: router!))
    host.render(width: 60)
    router = nil
    #expect(released == nil)
    #expect(host.perform("1"))
    #expect(log.chosen.isEmpty)
  }

  @Test(arguments: [60, 20])
  func extraDetailsScreenWithRegionsToChoose(width: Int) {
    assertSnapshot(
      of: ExtraDetailsView.make(viewModel: .cabernet, router: RecordingExtraDetailsRouter()),
      width: width, named: "extra-details-rows-\(width)")
  }
}
