import ExtraDetailsKit
import Testing

@testable import RootFeature

@Suite(.timeLimit(.minutes(2))) struct WineRegionTests {
  @Test func everyRegionTheGrapesNameIsOneRegionOrderedByName() {
    let regions = WineRegion.all(in: Grapes.all)
    #expect(regions.map(\.id) == ["argentina", "australia", "france", "us"])
    #expect(
      regions.map { $0.grapes.map(\.item.id) } == [
        ["cabernet-sauvignon", "pinot-noir"],
        ["cabernet-sauvignon", "pinot-noir", "shiraz"],
        ["pinot-noir", "shiraz"],
        ["cabernet-sauvignon", "shiraz"],
      ])
    #expect(regions[1].grapes.map(\.value) == [2, 10, 10])
  }

  @Test(arguments: [
    ("France", "france"), ("Barossa Valley", "barossa-valley"), ("Côte-d'Or", "côte-d-or"),
    ("  US  ", "us"), ("A/B", "a-b"), ("---", "region"), ("", "region"),
    ("Rías Baixas", "rías-baixas"),
  ])
  func theIdentifierIsTheNameInLowercaseWithDashes(name: String, id: String) {
    #expect(WineRegion.identifier(for: name) == id)
  }

  @Test func namesThatDifferOnlyInCaseOrPunctuationAreOneRegionSpelledAsFirstMet() {
    let grapes = [
      RootModel(
        id: "a", title: "A", subtitle: "",
        regions: [RegionShare(name: "Barossa valley", value: 1, color: .red)]),
      RootModel(
        id: "b", title: "B", subtitle: "",
        regions: [RegionShare(name: "Barossa Valley!", value: 2, color: .red)]),
    ].map(DataViewModel.init(model:))
    let regions = WineRegion.all(in: grapes)
    #expect(regions.map(\.name) == ["Barossa valley"])
    #expect(regions[0].grapes.map(\.item.id) == ["a", "b"])
  }

  @Test func noGrapesNameNoRegions() {
    #expect(WineRegion.all(in: []).isEmpty)
  }
}
