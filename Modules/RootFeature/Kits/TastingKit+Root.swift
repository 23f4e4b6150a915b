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
        // Each step opens right above the screen before it, where the rating can be finished:
        // Score above its grape's Details, Note (`…/note/1` to `5`) above its Score.
        let scoreRoute = "grapes/{id}/score"
        return [
          NBLinkRoute(
            scoreRoute, id: \ScoreStepViewModel.grapeID, startsFlowReturning: Rating.self,
            opensAbove: RootLink.detailsRoute
          ) { id throws(NBLinkError) in
            ScoreStepViewModel(grapeID: id, title: try data.grape(id).title)
          }
        ]
          + Rating.scores.map { score in
            NBLinkRoute(
              "grapes/{id}/note/\(score)", id: { $0.id(withScore: score) }, opensAbove: scoreRoute
            ) { id throws(NBLinkError) in
              NoteStepViewModel(grapeID: id, title: try data.grape(id).title, score: score)
            }
          }
      },
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
