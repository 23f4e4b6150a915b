import ExtraDetailsKit

/// Serves a fixed list of grapes, by default the three of the original sample, after a simulated
/// network latency.
public struct SampleAPIClient: RootAPIClient {
  /// The grapes served.
  let grapes: [RootModel]
  /// How long a fetch takes; the original waited one second.
  let latency: Duration

  /// A client serving `grapes` after `latency` (zero answers at once).
  public init(grapes: [RootModel] = SampleAPIClient.originalGrapes, latency: Duration = .seconds(1))
  {
    self.grapes = grapes
    self.latency = latency
  }

  /// The grapes, after ``latency``.
  public func fetchGrapes() async throws -> [RootModel] {
    if latency > .zero {
      try await Task.sleep(for: latency)
    }
    return grapes
  }

  /// Cabernet Sauvignon, Pinot Noir and Shiraz, with the descriptions and region shares of the
  /// original sample.
  public static let originalGrapes: [RootModel] = [
    RootModel(
      id: "cabernet-sauvignon",
      title: "Cabernet Sauvignon",
      subtitle: "The most famous red wine grape variety on Earth",
      regions: [
        .init(name: "Australia", value: 2, color: .blue),
        .init(name: "US", value: 3, color: .green),
        .init(name: "Argentina", value: 10, color: .orange),
      ]
    ),
    RootModel(
      id: "pinot-noir",
      title: "Pinot Noir",
      subtitle: "The dominant red wine grape of Burgundy",
      regions: [
        .init(name: "France", value: 8, color: .red),
        .init(name: "Australia", value: 10, color: .green),
        .init(name: "Argentina", value: 2, color: .orange),
      ]
    ),
    RootModel(
      id: "shiraz",
      title: "Shiraz",
      subtitle: "New World Syrah",
      regions: [
        .init(name: "France", value: 1, color: .blue),
        .init(name: "Australia", value: 10, color: .green),
        .init(name: "US", value: 5, color: .orange),
      ]
    ),
  ]
}
