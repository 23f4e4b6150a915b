import TastingKit
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ScoreStepTests {
  @Test(arguments: Rating.scores)
  func choosingAScoreReportsItOnceWithTheGrape(score: Int) {
    let router = RecordingTastingRouter()
    ScorePresenter(viewModel: .syrah, router: router).didChoose(score: score)
    #expect(router.requests == [.didChooseScore(score, .syrah)])
  }

  @Test(arguments: [0, 6, -1])
  func aScoreOutsideOneToFiveIsNotReported(score: Int) {
    let router = RecordingTastingRouter()
    ScorePresenter(viewModel: .syrah, router: router).didChoose(score: score)
    #expect(router.requests.isEmpty)
  }

  @Test func cancelReportsTheGrapesIDOnce() {
    let router = RecordingTastingRouter()
    ScorePresenter(viewModel: .syrah, router: router).didTouchCancel()
    #expect(router.requests == [.didCancelRating("syrah")])
  }

  @Test func holdsItsRouterWeakly() {
    let log = RequestLog()
    var router: RecordingTastingRouter? = RecordingTastingRouter(log: log)
    weak let released = router
    let presenter = ScorePresenter(viewModel: .syrah, router: router!)
    router = nil
    #expect(released == nil)
    presenter.didChoose(score: 3)
    presenter.didTouchCancel()
    #expect(log.requests.isEmpty)
  }

  @Test func eachScoreIsAButtonWithItsDigitAndCancelIsInTheToolbar() {
    let frame = ScoreStepView.make(viewModel: .syrah, router: RecordingTastingRouter())
      .renderedFrame(width: 40)
    let titles = ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]
    for (score, title) in zip(Rating.scores, titles) {
      #expect(frame.control(String(score))?.title == title)
      #expect(frame.control(String(score))?.role == .button)
    }
    #expect(frame.control("c")?.title == "Cancel")
    #expect(frame.control("c")?.role == .toolbar)
    #expect(frame.control("c")?.isCancel == true, "so the step opens on 1 star")
    #expect(frame.control("1")?.isCancel == false)
    #expect(Set(frame.controls.map(\.shortcut)).count == frame.controls.count, "no key twice")
    #expect(frame.plainText.hasPrefix("Score "), "the title leads the navigation bar")
    #expect(frame.plainText.contains("\nShiraz"))
  }

  @Test func pressingThreeReportsThreeStars() {
    let router = RecordingTastingRouter()
    let host = ViewHost(ScoreStepView.make(viewModel: .syrah, router: router))
    host.render(width: 40)
    #expect(host.perform("3"))
    #expect(router.requests == [.didChooseScore(3, .syrah)])
  }

  @Test func pressingCancelReportsCancel() {
    let router = RecordingTastingRouter()
    let host = ViewHost(ScoreStepView.make(viewModel: .syrah, router: router))
    host.render(width: 40)
    #expect(host.perform("c"))
    #expect(router.requests == [.didCancelRating("syrah")])
  }

  @Test func theScoreStep() {
    assertSnapshot(
      of: ScoreStepView.make(viewModel: .syrah, router: RecordingTastingRouter()), width: 40,
      named: "score")
  }
}

extension View {
  /// The view drawn once, `width` columns wide.
  @MainActor
  func renderedFrame(width: Int) -> Frame {
    ViewHost(self).render(width: width)
  }
}
