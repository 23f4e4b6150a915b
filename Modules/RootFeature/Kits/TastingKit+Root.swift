import NavigationBackport
import TastingKit
import TerminalNavigation
import TerminalUI

// TastingKit as the root knows it: "Rate this grape", a child flow of the engine. Its two steps
// (Score, Note: `grapes/ID/score`, `grapes/ID/note/1…5`) go on the stack Details is on, need
// someone signed in, and the result comes back to the router exactly once, however it ends.

extension RootKit {
  static var tasting: RootKit {
    RootKit(
      destinations: { router, content in
        AnyView(
          content
            .nbNavigationDestination(for: ScoreStepViewModel.self) { viewModel in
              ScoreStepView.make(viewModel: viewModel, router: router)
            }
            .nbNavigationDestination(for: NoteStepViewModel.self) { viewModel in
              NoteStepView.make(viewModel: viewModel, router: router)
            })
      },
      routes: { data, _ in
        [
          NBLinkRoute(
            RootLink.scoreRoute, id: \ScoreStepViewModel.grapeID, startsFlowReturning: Rating.self
          ) { id throws(NBLinkError) in
            ScoreStepViewModel(grapeID: id, title: try data.grape(id).title)
          }
        ]
          + Rating.scores.map { score in
            NBLinkRoute(RootLink.noteRoute + "\(score)", id: { $0.id(withScore: score) }) {
              id throws(NBLinkError) in
              NoteStepViewModel(grapeID: id, title: try data.grape(id).title, score: score)
            }
          }
      },
      checkLink: { state throws(NBLinkError) in try RootLink.checkRatingSteps(in: state) },
      needsSignIn: {
        $0.base is ScoreStepViewModel || $0.base is NoteStepViewModel ? "A rating in progress" : nil
      },
      start: { router in router.startTasting() },
      samples: { data, _ in
        guard let item = data.items.last else { return [] }
        let score = ScoreStepViewModel(item)
        let details = RootRouter.details(of: item)
        let note = NoteStepViewModel(grapeID: item.id, title: item.title, score: 4)
        return [[details, score]] + (note.map { [[details, score, $0]] } ?? [])
      })
  }
}

extension ScoreStepViewModel {
  /// The first step of rating `item`.
  init(_ item: RootModel) {
    self.init(grapeID: item.id, title: item.title)
  }
}

extension NoteStepViewModel {
  /// The grape's id when `score` is the one chosen, else `nil`: one link route per score.
  func id(withScore score: Int) -> String? {
    rating.score == score ? grapeID : nil
  }
}

extension RootRouter: TastingRouting {
  /// A rating needs someone signed in, and each finished one is kept for its grape, as Details
  /// shows it; a rating cancelled or unwound (Back past Score, a link elsewhere, the sheet
  /// closed) leaves everything as it was.
  func startTasting() {
    navigator.guardNavigation(.arrival, of: ScoreStepViewModel.self) { [weak self] _ in
      self?.signInFirst(for: "Rating") ?? .allow
    }
    navigator.onFlowResult(of: Rating.self) { [weak self] starter, result in
      guard case .finished(let rating) = result, let id = Self.detailsGrape(of: starter) else {
        return
      }
      self?.settings.ratings[id] = rating
    }
  }

  /// Starts the rating of `item` from the screen shown (its Details): the Score step goes on the
  /// stack Details is on, a tab's or a sheet's.
  func startRating(of item: RootModel) {
    navigator.startFlow(returning: Rating.self, firstStep: ScoreStepViewModel(item))
  }

  /// The rating of the grape `id` as Details shows it, or `nil`.
  func ratingSummary(of id: String) -> String? {
    settings.ratings[id]?.summary
  }

  /// A score chosen: the Note step, on the flow's stack.
  func didChooseScore(_ score: Int, for grape: ScoreStepViewModel) {
    guard let note = NoteStepViewModel(grapeID: grape.grapeID, title: grape.title, score: score)
    else {
      return
    }
    navigator.push(note, intoFlowOf: Rating.self)
  }

  /// Done: the flow finishes with the rating, its steps popped in the same update.
  func didFinishRating(_ rating: Rating, for grapeID: String) {
    history.withCause("rating finished: \(rating.stars)") {
      navigator.finishFlow(with: rating)
    }
  }

  /// Cancel: the flow ends, its steps popped; Details is as it was.
  func didCancelRating(for grapeID: String) {
    history.withCause("rating cancelled") {
      navigator.cancelFlow(of: Rating.self)
    }
  }
}

extension RootLink {
  /// Checks that each step of a rating opens where rating a grape puts it, so that it can be
  /// finished: Score above its grape's Details, Note above its grape's Score.
  static func checkRatingSteps(in state: NBNavigationState) throws(NBLinkError) {
    let stacks =
      state.roots.map(\.path.elements)
      + state.modals.map { [$0.content.value] + ($0.path?.elements ?? []) }
    for stack in stacks {
      for (index, element) in stack.enumerated() {
        guard let step = element.base as? NBLinkScreen, let route = Self.route(below: step) else {
          continue
        }
        let below = index > 0 ? stack[index - 1].base as? NBLinkScreen : nil
        if below == NBLinkScreen(route, id: step.id) {
          continue
        }
        let isScore = step.route == Self.scoreRoute
        let grape = "grapes/" + displayID(step.id)
        throw NBLinkError(
          "A rating's \(isScore ? "score" : "note") step opens above that grape's "
            + "\(isScore ? "Details" : "score step"), so that it can be finished; write '\(grape)"
            + "/details/score\(isScore ? "" : "/note/…")'.")
      }
    }
  }

  /// The route of the screen a rating step opens above; `nil` for a screen that is no such step.
  private static func route(below step: NBLinkScreen) -> String? {
    if step.route == scoreRoute { return detailsRoute }
    if step.route.hasPrefix(noteRoute) { return scoreRoute }
    return nil
  }
}
