import ExtraDetailsKit
import Testing

@testable import RootFeature

@Suite(.timeLimit(.minutes(5))) struct WineRegionTests {
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

  /// Names that differ only in case or punctuation are different regions, each with its own
  /// identifier and grapes: none is merged into another.
  @Test func namesThatDifferOnlyInCaseOrPunctuationKeepTheirOwnIdentifiers() {
    let names = ["!!!", "???", "Region", "Barossa valley", "Barossa Valley!", "region-2"]
    let grapes = names.enumerated().map { index, name in
      RootModel(
        id: "g\(index)", title: "G\(index)", subtitle: "",
        regions: [GrapeRegion(name: name, value: 1, color: .red)])
    }
    let regions = WineRegion.all(in: grapes)
    #expect(regions.count == names.count)
    #expect(Set(regions.map(\.id)).count == names.count)
    let byName = Dictionary(uniqueKeysWithValues: regions.map { ($0.name, $0) })
    #expect(byName["!!!"]?.id == "region")
    #expect(byName["???"]?.id == "region-2")
    #expect(byName["Region"]?.id == "region-3")
    #expect(byName["region-2"]?.id == "region-2-2")
    #expect(byName["Barossa valley"]?.id == "barossa-valley")
    #expect(byName["Barossa Valley!"]?.id == "barossa-valley-2")
    #expect(byName["!!!"]?.grapes.map(\.item.id) == ["g0"])
    #expect(byName["???"]?.grapes.map(\.item.id) == ["g1"])
  }

  @Test func noGrapesNameNoRegions() {
    #expect(WineRegion.all(in: []).isEmpty)
  }
}
