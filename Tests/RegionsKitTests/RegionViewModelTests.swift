import RegionsKit
import Testing

@Suite(.timeLimit(.minutes(5))) struct RegionViewModelTests {
  @Test func identifiedByTheRegionsIDAndComparedByValue() {
    let copy = RegionViewModel(id: "france", name: "France", grapes: RegionViewModel.france.grapes)
    #expect(copy == .france)
    #expect(Set([copy, .france, .empty]).count == 2)
    let reordered = RegionViewModel(id: "france", name: "France", grapes: copy.grapes.reversed())
    #expect(reordered != .france, "the data's order is part of the value")
  }

  @Test func summariesAndGrapesAreIdentifiedByTheirIDs() {
    #expect(RegionSummary.sample.map(\.id) == ["argentina", "australia", "france", "us"])
    #expect(RegionViewModel.france.grapes.map(\.id) == ["shiraz", "pinot-noir"])
  }
}
