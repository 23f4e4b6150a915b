import ExtraDetailsKit
import Foundation
import Testing

@testable import RootFeature

@Suite(.timeLimit(.minutes(5))) struct RootInteractorTests {
  private struct StubClient: RootAPIClient {
    let grapes: [RootModel]
    var source: String? { "stub.json" }
    func fetchGrapes() async throws -> [RootModel] { grapes }
  }

  private func grape(_ id: String) -> RootModel {
    RootModel(id: id, title: id.uppercased(), subtitle: "", regions: [])
  }

  @Test func passesValidGrapesThrough() async throws {
    let interactor = RootInteractor(client: StubClient(grapes: [grape("a"), grape("b")]))
    #expect(try await interactor.loadGrapes().map(\.id) == ["a", "b"])
  }

  @Test func rejectsDuplicateIdsNamingBothGrapes() async {
    let interactor = RootInteractor(
      client: StubClient(grapes: [grape("a"), grape("b"), grape("a")]))
    await #expect(
      throws: RootDataError(
        file: "stub.json",
        problem: """
          grapes 1 and 3 share the id "a"; ids must be unique because deep links and saved \
          state refer to grapes by id.
          """)
    ) {
      try await interactor.loadGrapes()
    }
  }

  @Test func rejectsAnEmptyId() async {
    let interactor = RootInteractor(client: StubClient(grapes: [grape("")]))
    await #expect(throws: RootDataError.self) {
      try await interactor.loadGrapes()
    }
  }

  /// A grape "A" grown in `regions`, each a name and a value.
  private func grape(in regions: [(String, Double)]) -> RootModel {
    RootModel(
      id: "a", title: "A", subtitle: "",
      regions: regions.map { GrapeRegion(name: $0.0, value: $0.1, color: .red) })
  }

  /// The problem `grapes` are refused with, or `nil` when they load.
  private func problem(_ grapes: [RootModel]) async -> String? {
    do {
      _ = try await RootInteractor(client: StubClient(grapes: grapes)).loadGrapes()
      return nil
    } catch let error as RootDataError {
      return error.description
    } catch {
      return "\(error)"
    }
  }

  /// A region listed twice would count the grape twice in the Regions tab and list the region
  /// twice in Extra details.
  @Test func rejectsARegionListedTwiceInOneGrape() async {
    let grapes = [grape("x"), grape(in: [("Spain", 1), ("France", 1), ("France", 2)])]
    #expect(
      await problem(grapes)
        == "stub.json: grape 2 (\"A\") lists the region \"France\" twice; list each region once.")
  }

  /// Names with one identifier are one region, however they are written.
  @Test func rejectsTwoNamesOfOneRegionInOneGrape() async {
    #expect(
      await problem([grape(in: [("Barossa Valley", 1), ("barossa - valley!", 2)])])
        == """
        stub.json: grape 1 ("A") lists the region "Barossa Valley" twice, also as "barossa - \
        valley!" (names that differ only in case, or in what is between their words, are one \
        region); list each region once.
        """)
  }

  @Test func namesWhoseWordsDifferAreTwoRegions() async {
    #expect(await problem([grape(in: [("France", 1), ("Fran-ce", 2)])]) == nil)
  }

  @Test(arguments: ["", " ", "\t \n"])
  func rejectsARegionWithoutAName(name: String) async {
    #expect(
      await problem([grape(in: [("France", 1), (name, 1)])])
        == "stub.json: grape 1 (\"A\") lists region 2 without a name; give every region a name.")
  }

  @Test(arguments: [
    (-5, "-5"), (-0.5, "-0.5"), (-.infinity, "-inf"), (.infinity, "inf"), (.nan, "nan"),
  ])
  func rejectsAValueBelowZeroOrNotFinite(value: Double, shown: String) async {
    #expect(
      await problem([grape(in: [("France", value)])])
        == """
        stub.json: grape 1 ("A") gives the region "France" the value \(shown); give a number of \
        0 or more (the region's share of the grape).
        """)
  }

  /// Only one grape's own list must name a region once: grapes share regions, a name differing
  /// in case in another grape is a region of its own, and a share may be zero.
  @Test func acceptsRegionsSharedBetweenGrapesAndZeroShares() async {
    let grapes = [
      RootModel(
        id: "a", title: "A", subtitle: "",
        regions: [GrapeRegion(name: "Rioja", value: 0, color: .red)]),
      RootModel(
        id: "b", title: "B", subtitle: "",
        regions: [
          GrapeRegion(name: "rioja", value: 2, color: .red),
          GrapeRegion(name: "Rioja Alta", value: 1, color: .red),
        ]),
    ]
    #expect(await problem(grapes) == nil)
  }

  /// The app's path: the file from the report, decoded and then checked, names the file.
  @Test func aDataFileListingARegionTwiceIsRefusedNamingTheFile() async {
    let text = """
      [{"id":"a","title":"A","subtitle":"s","regions":[{"name":"France","value":1,"color":"red"},\
      {"name":"France","value":2,"color":"red"}]}]
      """
    let client = FileAPIClient(path: "grapes.json", contents: Data(text.utf8))
    await #expect(
      throws: RootDataError(
        file: "grapes.json",
        problem: "grape 1 (\"A\") lists the region \"France\" twice; list each region once.")
    ) {
      try await RootInteractor(client: client).loadGrapes()
    }
  }

  @Test func sampleClientServesTheThreeOriginalGrapes() async throws {
    let grapes = try await SampleAPIClient(latency: .zero).fetchGrapes()
    #expect(grapes.map(\.title) == ["Cabernet Sauvignon", "Pinot Noir", "Shiraz"])
    #expect(grapes.map(\.subtitle).allSatisfy { !$0.isEmpty })
  }
}
