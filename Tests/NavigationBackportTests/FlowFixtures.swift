import NavigationBackport

// MARK: - "Rate this grape": a starter, two steps and the value the flow returns

/// The screen that starts the flow, as Details does.
struct GrapeScreen: Hashable, Codable {
  let id: String
}

/// The first step: pick a score.
struct ScoreStep: Hashable, Codable {}

/// The second step: write a note, then Done.
struct NoteStep: Hashable, Codable {
  let score: Int
}

/// What the rating flow returns.
struct Rating: Hashable, Codable {
  let score: Int
  let note: String
}

/// What a flow started from a step of the rating flow returns: a flow inside a flow.
struct Pairing: Hashable, Codable {
  let dish: String
}

/// The first step of the pairing flow.
struct DishStep: Hashable, Codable {}

/// Every flow result a navigator delivered, in order, with what was shown at that moment.
@MainActor
final class FlowDeliveries {
  /// One delivery: the starter's value and the result, written out.
  struct Delivery: Equatable {
    let starter: AnyHashable
    let result: String
  }

  private(set) var deliveries: [Delivery] = []
  /// The topmost path's values and the change count when each result arrived.
  private(set) var shownAtDelivery: [(path: [AnyHashable], changeCount: Int)] = []

  /// Registers handlers for ``Rating`` and ``Pairing`` on `navigator`.
  init(_ navigator: NBNavigator) {
    navigator.onFlowResult(of: Rating.self) { [weak self, weak navigator] starter, result in
      self?.record(starter, "\(result)", navigator)
    }
    navigator.onFlowResult(of: Pairing.self) { [weak self, weak navigator] starter, result in
      self?.record(starter, "\(result)", navigator)
    }
  }

  private func record(_ starter: AnyHashable, _ result: String, _ navigator: NBNavigator?) {
    deliveries.append(Delivery(starter: starter, result: result))
    if let navigator {
      shownAtDelivery.append((navigator.state.topmostPath.elements, navigator.changeCount))
    }
  }
}

extension FlowDeliveries.Delivery {
  /// The rating flow started from grape `id` ended cancelled.
  static func ratingCancelled(_ id: String) -> Self {
    Self(starter: GrapeScreen(id: id), result: "\(NBFlowResult<Rating>.cancelled)")
  }

  /// The rating flow started from grape `id` finished with `rating`.
  static func rated(_ id: String, _ rating: Rating) -> Self {
    Self(starter: GrapeScreen(id: id), result: "\(NBFlowResult<Rating>.finished(rating))")
  }

  /// The pairing flow started from `step` ended cancelled.
  static func pairingCancelled(from step: AnyHashable) -> Self {
    Self(starter: step, result: "\(NBFlowResult<Pairing>.cancelled)")
  }

  /// The pairing flow started from `step` finished with `pairing`.
  static func paired(from step: AnyHashable, _ pairing: Pairing) -> Self {
    Self(starter: step, result: "\(NBFlowResult<Pairing>.finished(pairing))")
  }
}

extension NBNavigator {
  /// A navigator showing grape `id`'s screen with the rating flow started and at its Note step.
  static func ratingAtNoteStep(_ id: String = "a", score: Int = 4) -> NBNavigator {
    let navigator = NBNavigator(
      state: NBNavigationState(path: NBNavigationPath([GrapeScreen(id: id)])))
    navigator.startFlow(returning: Rating.self, firstStep: ScoreStep())
    navigator.push(NoteStep(score: score))
    return navigator
  }
}
