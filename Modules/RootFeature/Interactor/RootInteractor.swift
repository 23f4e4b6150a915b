/// The root feature's business logic: fetches the grapes and checks they make a usable list.
///
/// An actor, so a large list is fetched and checked off the main actor.
public actor RootInteractor {
  private let client: any RootAPIClient

  /// An interactor fetching through `client`.
  public init(client: any RootAPIClient) {
    self.client = client
  }

  /// The grapes, once every id is checked to be present and unique, and every grape's regions
  /// to be named, listed once and of a value of 0 or more.
  ///
  /// - Throws: ``RootDataError`` from the client, or naming the grapes that break a rule.
  public func loadGrapes() async throws -> [RootModel] {
    let grapes = try await client.fetchGrapes()
    if let problem = Self.textProblem(in: grapes) ?? Self.listProblem(in: grapes) {
      throw RootDataError(file: client.source, problem: problem)
    }
    return grapes
  }

  /// Which grape has an empty id, the id of a grape before it, or regions that
  /// ``regionProblem(in:identifiers:)`` refuses, or `nil`.
  static func listProblem(in grapes: [RootModel]) -> String? {
    var firstIndex = [String: Int](minimumCapacity: grapes.count)
    var regionIdentifiers: [String: String] = [:]
    for (index, grape) in grapes.enumerated() {
      if grape.id.isEmpty {
        return """
          grape \(index + 1) ("\(grape.title)") has an empty id; give every grape a unique id.
          """
      }
      if let first = firstIndex.updateValue(index, forKey: grape.id) {
        return """
          grapes \(first + 1) and \(index + 1) share the id "\(grape.id)"; ids must be unique \
          because deep links and saved state refer to grapes by id.
          """
      }
      if let problem = regionProblem(in: grape, identifiers: &regionIdentifiers) {
        return "grape \(index + 1) (\"\(grape.title)\") \(problem)"
      }
    }
    return nil
  }

  /// The most bytes a title, subtitle or region name may have: far more than a screen shows
  /// (and than an id, which a link of 4,096 bytes holds), and few enough that laying one out
  /// costs little memory (a 32 MB title took 1.5 GB).
  static let longestText = 16_384

  /// Which grape has a title, subtitle or region name longer than ``longestText``, or `nil`.
  static func textProblem(in grapes: [RootModel]) -> String? {
    for (index, grape) in grapes.enumerated() {
      let fields =
        [("title", grape.title), ("subtitle", grape.subtitle)]
        + grape.regions.enumerated().map { ("regions[\($0.offset)].name", $0.element.name) }
      for (field, text) in fields where text.utf8.count > longestText {
        return """
          grape \(index + 1) ("\(grape.title.prefix(40))\(grape.title.count > 40 ? "…" : "")") \
          has a \(field) of \(text.utf8.count) bytes, more than the \(longestText) allowed; \
          shorten it.
          """
      }
    }
    return nil
  }
}
