import DetailsKit
import Testing

@MainActor
@Suite struct DetailsPresenterTests {
  @Test func titleIsTheGrapeVariety() {
    let presenter = DetailsPresenter(viewModel: .cabernet, router: RecordingDetailsRouter())
    #expect(presenter.title == "Cabernet Sauvignon")
    #expect(presenter.viewModel == .cabernet)
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
