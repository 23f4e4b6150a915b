import TastingKit

/// One event a tasting step reported to its router.
enum TastingRequest: Equatable {
  case didChooseScore(Int, ScoreStepViewModel)
  case didFinishRating(Rating, String)
  case didCancelRating(String)
}

/// The events reported so far; kept apart from the router so that it outlives it.
@MainActor
final class RequestLog {
  var requests: [TastingRequest] = []
}

/// A router that only records what the tasting steps report.
@MainActor
final class RecordingTastingRouter: TastingRouting {
  let log: RequestLog

  init(log: RequestLog = RequestLog()) {
    self.log = log
  }

  var requests: [TastingRequest] { log.requests }

  func didChooseScore(_ score: Int, for grape: ScoreStepViewModel) {
    log.requests.append(.didChooseScore(score, grape))
  }

  func didFinishRating(_ rating: Rating, for grapeID: String) {
    log.requests.append(.didFinishRating(rating, grapeID))
  }

  func didCancelRating(for grapeID: String) {
    log.requests.append(.didCancelRating(grapeID))
  }
}

extension ScoreStepViewModel {
  static let syrah = ScoreStepViewModel(grapeID: "syrah", title: "Shiraz")
}

extension NoteStepViewModel {
  /// The Note step of Shiraz (id `syrah`) scored 4.
  static func syrah(score: Int = 4) -> NoteStepViewModel? {
    NoteStepViewModel(grapeID: "syrah", title: "Shiraz", score: score)
  }
}
