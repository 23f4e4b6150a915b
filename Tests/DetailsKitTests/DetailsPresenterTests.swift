import DetailsKit
import TerminalUI
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct DetailsPresenterTests {
  /// The screen's title is the variety, not the id or the description: what the navigation bar
  /// and the breadcrumb of every screen above it show.
  @Test func titleIsTheGrapeVariety() {
    let syrah = DetailsViewModel(id: "syrah", title: "Shiraz", subtitle: "Old World Shiraz")
    let presenter = DetailsPresenter(viewModel: syrah, router: RecordingDetailsRouter())
    #expect(presenter.title == "Shiraz")
    let frame = render(DetailsView(presenter: presenter), width: 40).frame
    #expect(frame.plainText.hasPrefix("Shiraz "), "the title leads the navigation bar")
    #expect(!frame.plainText.contains("syrah"))
  }

  @Test func dismissReportsDismissDetails() {
    let router = RecordingDetailsRouter()
    let presenter = DetailsPresenter(viewModel: .shiraz, router: router)
    presenter.didTouchDismiss()
    #expect(router.requests == [.dismissDetails])
  }

  @Test(arguments: [DetailsViewModel.shiraz, .cabernet])
  func extraReportsPresentExtraDetailsWithTheGrapesID(viewModel: DetailsViewModel) {
    let router = RecordingDetailsRouter()
    let presenter = DetailsPresenter(viewModel: viewModel, router: router)
    presenter.didTouchExtra()
    #expect(router.requests == [.presentExtraDetails(viewModel.id)])
  }

  @Test func reportsEachRequestOnceInOrder() {
    let router = RecordingDetailsRouter()
    let presenter = DetailsPresenter(viewModel: .shiraz, router: router)
    presenter.didTouchExtra()
    presenter.didTouchDismiss()
    presenter.didTouchExtra()
    #expect(
      router.requests == [
        .presentExtraDetails("shiraz"), .dismissDetails, .presentExtraDetails("shiraz"),
      ])
  }

  @Test func holdsItsRouterWeakly() {
    let log = RequestLog()
    var router: RecordingDetailsRouter? = RecordingDetailsRouter(log: log)
    weak let released = router
    let presenter = DetailsPresenter(viewModel: .shiraz, router: router!)
    router = nil
    #expect(released == nil)

    presenter.didTouchDismiss()
    presenter.didTouchExtra()
    #expect(log.requests.isEmpty)
  }
}
