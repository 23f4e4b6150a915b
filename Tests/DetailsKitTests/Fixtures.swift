import DetailsKit
import Observation

/// One request a Details screen reported to its router.
enum DetailsRequest: Equatable {
  case dismissDetails
  case presentExtraDetails(DetailsViewModel.ID)
  case rateGrape(DetailsViewModel.ID)
}

/// The requests reported so far; kept apart from the router so that it outlives it.
@MainActor
final class RequestLog {
  var requests: [DetailsRequest] = []
}

/// A router that only records what the Details screen reports, like the original sample's
/// `MockDetailsRouter`; its ratings are observed, as an app's router's are.
@MainActor
@Observable
final class RecordingDetailsRouter: DetailsRouting {
  let log: RequestLog

  init(log: RequestLog = RequestLog()) {
    self.log = log
  }

  var requests: [DetailsRequest] { log.requests }

  func dismissDetails() {
    log.requests.append(.dismissDetails)
  }

  func presentExtraDetails(_ id: DetailsViewModel.ID) {
    log.requests.append(.presentExtraDetails(id))
  }

  /// The ratings the router gives, by grape.
  var ratings: [DetailsViewModel.ID: String] = [:]

  func rateGrape(_ id: DetailsViewModel.ID) {
    log.requests.append(.rateGrape(id))
  }

  func rating(of id: DetailsViewModel.ID) -> String? {
    ratings[id]
  }
}

extension DetailsViewModel {
  static let shiraz = DetailsViewModel(id: "shiraz", title: "Shiraz", subtitle: "New World Syrah")

  static let cabernet = DetailsViewModel(
    id: "cabernet-sauvignon",
    title: "Cabernet Sauvignon",
    subtitle: "The most famous red wine grape variety on Earth")
}
