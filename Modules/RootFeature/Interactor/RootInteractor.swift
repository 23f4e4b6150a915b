/// The root feature's business logic: fetches the grapes and checks they make a usable list.
///
/// An actor, so fetching and validating a large list never runs on the main actor.
public actor RootInteractor {
  private let client: any RootAPIClient

  /// An interactor fetching through `client`.
  public init(client: any RootAPIClient) {
    self.client = client
  }

  /// Fetches the grapes and checks that every identifier is present and unique.
  ///
  /// - Throws: ``RootDataError`` from the client, or naming the grapes that break a rule.
  public func loadGrapes() async throws -> [RootModel] {
    let grapes = try await client.fetchGrapes()
    try Self.validate(grapes, source: client.source)
    return grapes
  }

  static func validate(_ grapes: [RootModel], source: String?) throws(RootDataError) {
    var firstIndex: [String: Int] = [:]
    firstIndex.reserveCapacity(grapes.count)
    for (index, grape) in grapes.enumerated() {
      guard !grape.id.isEmpty else {
        throw RootDataError(
          file: source,
          problem:
            "grape \(index + 1) (\"\(grape.title)\") has an empty id; give every grape a unique id."
        )
      }
      if let first = firstIndex[grape.id] {
        throw RootDataError(
          file: source,
          problem: """
            grapes \(first + 1) and \(index + 1) share the id "\(grape.id)"; \
            ids must be unique because deep links and saved state refer to grapes by id.
            """
        )
      }
      firstIndex[grape.id] = index
    }
  }
}
