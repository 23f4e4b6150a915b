import DetailsKit
import Foundation
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct DetailsViewTests {
  @Test func showsTheTitleGrapeVarietyAndDescription() {
    let text = DetailsView.make(viewModel: .shiraz, router: RecordingDetailsRouter())
      .renderedText(width: 60)
    let lines = text.split(separator: "\n").map { String($0) }
    #expect(lines.first?.hasPrefix("Shiraz") == true, "the title leads the navigation bar")
    #expect(lines.contains("Grape variety"))
    #expect(lines.contains("Description"))
    #expect(lines.contains("New World Syrah"))
    #expect(lines.filter { $0 == "Shiraz" }.count == 1, "the variety under its caption")
  }

  @Test func programmaticPopIsTheButtonP() {
    let router = RecordingDetailsRouter()
    let host = ViewHost(DetailsView.make(viewModel: .shiraz, router: router))
    let frame = host.render(width: 60)
    #expect(frame.control("p")?.title == "Programmatic pop")
    #expect(frame.control("p")?.role == .button)

    #expect(host.perform("p"))
    #expect(router.requests == [.dismissDetails])
  }

  @Test func showExtraDetailsIsTheToolbarItemE() throws {
    let router = RecordingDetailsRouter()
    let host = ViewHost(DetailsView.make(viewModel: .cabernet, router: router))
    let frame = host.render(width: 80)
    let control = try #require(frame.control("e"))
    #expect(control.title == "Show extra details")
    #expect(control.role == .toolbar)
    #expect(control.line == 0, "drawn in the navigation bar")

    #expect(host.perform("e"))
    #expect(router.requests == [.presentExtraDetails("cabernet-sauvignon")])
  }

  @Test func rateThisGrapeIsTheButtonRAndTheRatingShowsOnceGiven() {
    let router = RecordingDetailsRouter()
    let host = ViewHost(DetailsView.make(viewModel: .shiraz, router: router))
    #expect(host.render(width: 60).control("r")?.title == "Rate this grape")
    #expect(!host.render(width: 60).plainText.contains("Your rating"))

    #expect(host.perform("r"))
    #expect(router.requests == [.rateGrape("shiraz")])
    router.ratings["shiraz"] = "Your rating: ★★★★☆ jammy"
    let lines = host.render(width: 60).plainText.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(lines.contains("Your rating: ★★★★☆ jammy"))
  }

  @Test func controlsDoNothingOnceTheRouterIsGone() {
    let log = RequestLog()
    var router: RecordingDetailsRouter? = RecordingDetailsRouter(log: log)
    weak let released = router
    let host = ViewHost(DetailsView.make(viewModel: .shiraz, router: router!))
    host.render(width: 60)
    router = nil
    #expect(released == nil)

    #expect(host.perform("p"))
    #expect(host.perform("e"))
    #expect(host.perform("r"))
    #expect(log.requests.isEmpty)
  }

  @Test(arguments: [60, 20])
  func detailsScreen(width: Int) {
    assertSnapshot(
      of: DetailsView.make(viewModel: .cabernet, router: RecordingDetailsRouter()),
      width: width, named: "details-\(width)")
  }
}
