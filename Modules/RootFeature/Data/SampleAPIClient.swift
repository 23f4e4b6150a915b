/// Serves a fixed list of grapes, by default the original sample's three, after a simulated
/// network latency.
public struct SampleAPIClient: RootAPIClient {
  let grapes: [RootModel]
  let latency: Duration

  /// A client serving `grapes` after `latency` (zero answers at once; the original waited 1 s).
  public init(grapes: [RootModel] = SampleAPIClient.originalGrapes, latency: Duration = .seconds(1))
  {
    self.grapes = grapes
    self.latency = latency
  }

  /// The grapes, after the latency.
  public func fetchGrapes() async throws -> [RootModel] {
    if latency > .zero {
      try await Task.sleep(for: latency)
    }
    return grapes
  }

  /// Cabernet Sauvignon, Pinot Noir and Shiraz, as the original sample describes them.
  public static let originalGrapes = [
    RootModel(
      id: "cabernet-sauvignon", title: "Cabernet Sauvignon",
      subtitle: "The most famous red wine grape variety on Earth",
      regions: [
        .init(name: "Australia", value: 2, color: .blue),
        .init(name: "US", value: 3, color: .green),
        .init(name: "Argentina", value: 10, color: .orange),
      ]),
    RootModel(
      id: "pinot-noir", title: "Pinot Noir", subtitle: "The dominant red wine grape of Burgundy",
      regions: [
        .init(name: "France", value: 8, color: .red),
        .init(name: "Australia", value: 10, color: .green),
        .init(name: "Argentina", value: 2, color: .orange),
      ]),
    RootModel(
      id: "shiraz", title: "Shiraz", subtitle: "New World Syrah",
      regions: [
        .init(name: "France", value: 1, color: .blue),
        .init(name: "Australia", value: 10, color: .green),
        .init(name: "US", value: 5, color: .orange),
      ]),
  ]
}
