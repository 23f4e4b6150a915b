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

  @Test func sampleClientServesTheThreeOriginalGrapes() async throws {
    let grapes = try await SampleAPIClient(latency: .zero).fetchGrapes()
    #expect(grapes.map(\.title) == ["Cabernet Sauvignon", "Pinot Noir", "Shiraz"])
    #expect(grapes.map(\.subtitle).allSatisfy { !$0.isEmpty })
  }
}
