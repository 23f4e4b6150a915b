import DetailsKit
import NavigationBackport
import Testing

@testable import RootFeature

/// Makes every Details screen the app shows, as the router does, keeping a weak reference to each
/// presenter.
@MainActor
final class DetailsPresenterTracker {
  private struct Weak {
    weak var presenter: DetailsPresenter?
  }

  private var presenters: [Weak] = []

  /// The Details screen of `viewModel` reporting to `router`, its presenter recorded.
  func screen(_ viewModel: DetailsViewModel, router: any DetailsRouting) -> DetailsView {
    let presenter = DetailsPresenter(viewModel: viewModel, router: router)
    presenters.append(Weak(presenter: presenter))
    return DetailsView(presenter: presenter)
  }

  /// How many presenters were made.
  var made: Int { presenters.count }

  /// The grapes of the presenters still alive, oldest first.
  var alive: [DetailsViewModel.ID] { presenters.compactMap { $0.presenter?.viewModel.id } }
}

/// Leaving a screen releases it: no retain cycle between the router, its navigator, the screens'
/// presenters and the view host.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ScreenLifetimeTests {
  private func screen(
    _ style: PresentationStyle
  ) async -> (AppScreen, DetailsPresenterTracker) {
    let tracker = DetailsPresenterTracker()
    let screen = await AppScreen.loaded(style: style, tracking: ScreenTracking(details: tracker))
    return (screen, tracker)
  }

  @Test(arguments: [PresentationStyle.detailsStack, .detailsModally])
  func aShownDetailsScreenKeepsOnePresenterAcrossFrames(style: PresentationStyle) async {
    let (screen, tracker) = await screen(style)
    screen.press("1")
    for _ in 0..<3 {
      _ = screen.frame
    }
    #expect(tracker.made == 1)
    #expect(tracker.alive == ["cabernet-sauvignon"])
  }

  @Test(arguments: [PresentationStyle.detailsStack, .detailsModally])
  func programmaticPopReleasesThePresenter(style: PresentationStyle) async {
    let (screen, tracker) = await screen(style)
    screen.press("2")
    _ = screen.frame
    #expect(tracker.alive == ["pinot-noir"])

    #expect(screen.press("p"))
    _ = screen.frame

    #expect(screen.harness.shown == .rootList)
    #expect(tracker.made == 1)
    #expect(tracker.alive.isEmpty)
  }

  @Test func backReleasesThePresenter() async {
    let (screen, tracker) = await screen(.detailsStack)
    screen.press("1")
    #expect(screen.press("b"))
    _ = screen.frame
    #expect(tracker.made == 1)
    #expect(tracker.alive.isEmpty)
  }

  @Test func closeReleasesThePresenter() async {
    let (screen, tracker) = await screen(.detailsModally)
    screen.press("1")
    #expect(screen.press("x"))
    _ = screen.frame
    #expect(tracker.made == 1)
    #expect(tracker.alive.isEmpty)
  }

  /// Details stays beneath Extra details (alive, it is still on the stack), and goes with it.
  @Test(arguments: [PresentationStyle.detailsStack, .detailsModally])
  func detailsBeneathExtraDetailsLivesUntilItLeaves(style: PresentationStyle) async {
    let (screen, tracker) = await screen(style)
    screen.press("1")
    #expect(screen.press("e"))
    _ = screen.frame
    #expect(tracker.alive == ["cabernet-sauvignon"])

    screen.harness.router.dismissDetails()
    _ = screen.frame
    #expect(tracker.made == 1)
    #expect(tracker.alive.isEmpty)
  }

  @Test func aDeepLinksScreensAreReleasedWhenTheyLeave() async {
    let (screen, tracker) = await screen(.detailsStack)
    screen.harness.presenter.open(.pushTwoDetailsAndOneExtra)
    _ = screen.frame
    #expect(tracker.alive == ["cabernet-sauvignon", "shiraz"])

    #expect(screen.press("b"))
    _ = screen.frame
    #expect(tracker.alive == ["cabernet-sauvignon"])

    screen.harness.presenter.open(.pushOneDetails)
    _ = screen.frame
    #expect(tracker.alive == ["cabernet-sauvignon"], "the same entry keeps its screen")
    #expect(tracker.made == 2)

    screen.harness.router.dismissDetails()
    _ = screen.frame
    #expect(tracker.alive.isEmpty)
  }

  /// The whole stack goes when the app's screen goes: nothing outlives the view host.
  @Test func nothingOutlivesTheHost() async {
    weak var router: RootRouter?
    weak var presenter: RootPresenter?
    var tracker: DetailsPresenterTracker?
    do {
      let (screen, made) = await screen(.detailsModally)
      router = screen.harness.router
      presenter = screen.harness.presenter
      tracker = made
      screen.press("1")
      screen.press("e")
      _ = screen.frame
      #expect(made.alive == ["cabernet-sauvignon"])
    }
    #expect(router == nil)
    #expect(presenter == nil)
    #expect(tracker?.alive.isEmpty == true)
  }
}
