import RegionsKit

/// One request a Regions screen reported to its router.
enum RegionsRequest: Equatable {
  case showRegion(RegionSummary.ID)
  case showGrape(RegionGrape.ID)
}

/// The requests reported so far; kept apart from the router so that it outlives it.
@MainActor
final class RequestLog {
  var requests: [RegionsRequest] = []
}

/// A router that only records what the Regions screens report.
@MainActor
final class RecordingRegionsRouter: RegionsRouting {
  let log: RequestLog

  init(log: RequestLog = RequestLog()) {
    self.log = log
  }

  var requests: [RegionsRequest] { log.requests }

  func showRegion(_ id: RegionSummary.ID) {
    log.requests.append(.showRegion(id))
  }

  func showGrape(_ id: RegionGrape.ID) {
    log.requests.append(.showGrape(id))
  }
}

extension RegionSummary {
  /// The regions of the original sample's data, by name.
  static let sample = [
    RegionSummary(id: "argentina", name: "Argentina", grapeCount: 2),
    RegionSummary(id: "australia", name: "Australia", grapeCount: 3),
    RegionSummary(id: "france", name: "France", grapeCount: 2),
    RegionSummary(id: "us", name: "US", grapeCount: 1),
  ]
}

extension RegionViewModel {
  /// France in the original sample: Shiraz first in the data, Pinot Noir larger.
  static let france = RegionViewModel(
    id: "france", name: "France",
    grapes: [
      RegionGrape(id: "shiraz", title: "Shiraz", value: 1),
      RegionGrape(id: "pinot-noir", title: "Pinot Noir", value: 8),
    ])

  /// A region nobody has recorded a grape for.
  static let empty = RegionViewModel(id: "nowhere", name: "Nowhere", grapes: [])

  /// A region growing grapes named by `values`, each with its amount.
  static func growing(_ values: [(name: String, value: Double)]) -> RegionViewModel {
    RegionViewModel(
      id: "region", name: "Region",
      grapes: values.map { RegionGrape(id: $0.name.lowercased(), title: $0.name, value: $0.value) })
  }
}
