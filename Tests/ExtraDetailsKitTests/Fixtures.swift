import ExtraDetailsKit

extension ExtraDetailsViewModel {
  /// Cabernet Sauvignon with the regions of the original sample, smallest share first.
  static let cabernet = ExtraDetailsViewModel(
    id: "cabernet-sauvignon",
    title: "Cabernet Sauvignon",
    regions: [
      RegionShare(name: "Australia", value: 2, color: .blue),
      RegionShare(name: "US", value: 3, color: .green),
      RegionShare(name: "Argentina", value: 10, color: .orange),
    ])

  /// A grape nobody has recorded a region for.
  static let unknownRegions = ExtraDetailsViewModel(id: "mystery", title: "Mystery", regions: [])

  /// A grape whose regions are named `names`, each with the share `value`.
  static func grape(_ values: [(name: String, value: Double)]) -> ExtraDetailsViewModel {
    ExtraDetailsViewModel(
      id: "grape", title: "Grape",
      regions: values.map { RegionShare(name: $0.name, value: $0.value, color: .red) })
  }
}

/// The regions an Extra details screen reported as chosen; kept apart from the router so that it
/// outlives it.
@MainActor
final class RegionLog {
  var chosen: [String] = []
}

/// A router that only records the regions the Extra details screen reports.
@MainActor
final class RecordingExtraDetailsRouter: ExtraDetailsRouting {
  let log: RegionLog

  init(log: RegionLog = RegionLog()) {
    self.log = log
  }

  func showRegion(named name: String) {
    log.chosen.append(name)
  }
}
