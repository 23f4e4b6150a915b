import TastingKit
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct NoteStepTests {
  /// A presenter for Shiraz scored `score`, its draft holding `note`.
  private static func presenter(
    score: Int = 4, note: String, router: RecordingTastingRouter
  ) throws -> NotePresenter {
    let step = try #require(NoteStepViewModel.syrah(score: score))
    return NotePresenter(viewModel: step, draft: NoteDraft(note: note), router: router)
  }

  /// A host showing the Note step of Shiraz scored 4, rendered once.
  private static func host(router: RecordingTastingRouter) throws -> ViewHost {
    let host = ViewHost(
      NoteStepView.make(viewModel: try #require(NoteStepViewModel.syrah()), router: router))
    host.render(width: 40)
    return host
  }

  @Test(arguments: Rating.scores)
  func doneReportsTheRatingOnceWithTheGrapesID(score: Int) throws {
    let router = RecordingTastingRouter()
    try Self.presenter(score: score, note: " jammy ", router: router).didTouchDone()
    #expect(router.requests == [.didFinishRating(try Rating(score: score, note: "jammy"), "syrah")])
  }

  @Test func doneWithoutANoteReportsTheScoreAlone() throws {
    let router = RecordingTastingRouter()
    try Self.presenter(note: "", router: router).didTouchDone()
    #expect(router.requests == [.didFinishRating(try Rating(score: 4), "syrah")])
  }

  @Test func aNoteTooLongIsNotReportedAndTheStepSaysWhy() throws {
    let router = RecordingTastingRouter()
    let presenter = try Self.presenter(
      note: String(repeating: "a", count: 201), router: router)
    presenter.didTouchDone()
    #expect(router.requests.isEmpty)
    #expect(presenter.message == "A note holds at most 200 characters, not 201.")

    presenter.draft.note = "jammy"
    presenter.didTouchDone()
    #expect(presenter.message == nil, "a note that fits clears the reason")
    #expect(router.requests == [.didFinishRating(try Rating(score: 4, note: "jammy"), "syrah")])
  }

  @Test func cancelReportsTheGrapesIDOnce() throws {
    let router = RecordingTastingRouter()
    try Self.presenter(note: "jammy", router: router).didTouchCancel()
    #expect(router.requests == [.didCancelRating("syrah")])
  }

  @Test func holdsItsRouterWeakly() throws {
    let log = RequestLog()
    var router: RecordingTastingRouter? = RecordingTastingRouter(log: log)
    weak let released = router
    let presenter = try Self.presenter(note: "jammy", router: router!)
    router = nil
    #expect(released == nil)
    presenter.didTouchDone()
    presenter.didTouchCancel()
    #expect(log.requests.isEmpty)
  }

  @Test func theFieldAndButtonsHaveTheirShortcuts() throws {
    let frame = try Self.host(router: RecordingTastingRouter()).render(width: 40)
    #expect(frame.control("n")?.title == "Note")
    #expect(frame.control("n")?.role == .textField)
    #expect(frame.control("d")?.title == "Done")
    #expect(frame.control("c")?.title == "Cancel")
    #expect(frame.control("c")?.role == .toolbar)
    #expect(Set(frame.controls.map(\.shortcut)).count == frame.controls.count, "no key twice")
    #expect(frame.plainText.hasPrefix("Note "), "the title leads the navigation bar")
    #expect(frame.plainText.contains("\nShiraz\n★★★★☆\n"))
  }

  @Test func typingANoteAndDoneReportsTheRating() throws {
    let router = RecordingTastingRouter()
    let host = try Self.host(router: router)
    #expect(host.setText("jammy", inField: "n"))
    #expect(host.render(width: 40).plainText.contains("[n] Note: jammy"))
    #expect(host.perform("d"))
    #expect(router.requests == [.didFinishRating(try Rating(score: 4, note: "jammy"), "syrah")])
  }

  @Test func pressingCancelReportsCancel() throws {
    let router = RecordingTastingRouter()
    let host = try Self.host(router: router)
    host.setText("jammy", inField: "n")
    host.render(width: 40)
    #expect(host.perform("c"))
    #expect(router.requests == [.didCancelRating("syrah")])
  }

  @Test func theNoteStepWithANoteTyped() throws {
    let host = try Self.host(router: RecordingTastingRouter())
    host.setText("jammy", inField: "n")
    assertSnapshot(of: host.render(width: 40), named: "note")
  }

  @Test func theNoteStepSayingWhyANoteCannotBeKept() throws {
    let host = try Self.host(router: RecordingTastingRouter())
    host.setText(String(repeating: "a", count: 201), inField: "n")
    host.render(width: 60)
    #expect(host.perform("d"))
    let frame = host.render(width: 60)
    #expect(frame.plainText.contains("A note holds at most 200 characters, not 201."))
    assertSnapshot(of: frame, named: "note-too-long")
  }
}
