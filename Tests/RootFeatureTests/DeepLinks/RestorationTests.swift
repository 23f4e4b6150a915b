import Foundation
import NavigationBackport
import Testing

@testable import RootFeature

/// Restoring a saved state after the data changed: exactly the screens whose grape or region is
/// gone are left out, each with a sentence saying what and where.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct RestorationTests {
  private let items = ["a", "b", "c"].map { id in
    RootModel(id: id, title: id.uppercased(), subtitle: "", regions: [])
  }

  /// A router with the grapes a, b and c loaded.
  private func router() -> RootRouter {
    let router = RootRouter()
    router.data = ScreenData(items)
    return router
  }

  private func item(_ id: String) -> RootModel {
    items.first { $0.id == id } ?? items[0]
  }

  private static let known = "the ids are 'a', 'b', 'c'"

  @Test func missingGrapesCutEachStackThere() {
    let router = router()
    let saved = RootSavedState(
      presentationStyle: .detailsStack,
      navigation: Named.state(
        .grapes, [Named.details("a"), Named.extra("gone"), Named.details("b")],
        modals: [
          Named.modal(
            .sheet, Named.details("c"), Named.extra("c"), Named.details("lost"),
            Named.details("a"))
        ]))

    let dropped = router.restore(saved)

    #expect(
      Shown(router.navigator.state)
        == Shown(
          root: [item("a").details], sheet: item("c").details, sheetPath: [item("c").extraDetails]
        ))
    #expect(
      dropped == [
        "No grape has the id 'gone'; \(Self.known). It was left out of the stack of 'grapes', "
          + "with the screens above it.",
        "No grape has the id 'lost'; \(Self.known). It was left out of the stack of modal 1, "
          + "with the screens above it.",
      ])
  }

  @Test func aModalWhoseScreenIsGoneIsDismissedWithTheModalsAboveIt() {
    let router = router()
    let saved = RootSavedState(
      presentationStyle: .detailsModally,
      navigation: Named.state(
        .grapes, [Named.details("a")],
        modals: [
          Named.modal(.sheet, Named.details("b")),
          Named.modal(.sheet, Named.details("gone")),
          Named.modal(.sheet, Named.details("c")),
        ]))

    let dropped = router.restore(saved)

    #expect(
      Shown(router.navigator.state)
        == Shown(root: [item("a").details], sheet: item("b").details))
    #expect(
      dropped == [
        "No grape has the id 'gone'; \(Self.known). Modal 2, which showed it, was dismissed with "
          + "the modals above it."
      ])
  }

  /// A file may name a route this app does not declare (written by hand, or by another version):
  /// the screen is left out like a missing grape's, naming the routes there are.
  @Test func aScreenOfAnUnknownRouteIsLeftOutNamingTheRoutes() throws {
    let router = router()
    let file = #"""
      {"version":5,"presentationStyle":"details-stack","sheets":"single","navigation":{"modals":[],"roots":[{"id":"grapes","path":["screen","{\"id\":\"x\",\"route\":\"wines/{id}/label\"}","screen","{\"id\":\"a\",\"route\":\"grapes/{id}/details\"}"]}],"selectedRoot":"grapes"}}
      """#
    let saved = try RootSavedState(decoding: Data(file.utf8))

    let dropped = router.restore(saved)

    #expect(Shown(router.navigator.state) == Shown(root: [item("a").details]))
    #expect(
      dropped == [
        "No route is declared as 'wines/{id}/label'; the routes are 'grapes/{id}/details', "
          + "'grapes/{id}/extra', 'regions/{id}/region', 'sign-in', 'edit-name', "
          + "'grapes/{id}/score', 'grapes/{id}/note/1', 'grapes/{id}/note/2', "
          + "'grapes/{id}/note/3', 'grapes/{id}/note/4', 'grapes/{id}/note/5', 'search' or "
          + "'search/for/{id}/results'. It was left out of the stack of 'grapes', with the "
          + "screens above it."
      ])
  }

  @Test func aKnownStateIsKeptWhole() {
    let router = router()
    let saved = RootSavedState(
      presentationStyle: .extraDetailsModally, sheetPolicy: .stacked,
      navigation: Named.state(
        .grapes, [Named.details("a")], modals: [Named.modal(.sheet, Named.extra("b"))]))

    // The settings are the app's to choose (a style on the command line wins); it starts the
    // router with the saved ones, and restoring leaves them alone.
    router.settings.presentationStyle = .extraDetailsModally
    router.settings.sheetPolicy = .stacked
    #expect(router.restore(saved).isEmpty)
    #expect(
      Shown(router.navigator.state)
        == Shown(root: [item("a").details], sheet: item("b").extraDetails))
    #expect(router.settings.presentationStyle == .extraDetailsModally)
    #expect(router.settings.sheetPolicy == .stacked)
    #expect(router.savedState == saved)
    router.settings.presentationStyle = .detailsStack
    router.restore(saved)
    #expect(router.settings.presentationStyle == .detailsStack)
  }

  @Test func restoringWaitsForTheGrapesAndIsOneUpdate() async {
    // The app makes the root with the saved settings; restoring shows the navigation.
    let root = RootView.make(
      client: SampleAPIClient(latency: .milliseconds(20)), presentationStyle: .detailsModally)
    let presenter = root.presenter
    var events: [NBNavigationEvent] = []
    root.router.navigator.observeEvents { events.append($0) }
    var reported: [String]?
    presenter.restoreWhenLoaded(
      RootSavedState(
        presentationStyle: .detailsModally,
        navigation: Named.state(.grapes, [Named.details("shiraz"), Named.details("merlot")]))
    ) { reported = $0 }
    #expect(root.router.navigator.state == RootTab.emptyState())
    presenter.start()
    await presenter.waitUntilLoaded()
    #expect(events == [.replacedState])
    #expect(Shown(root.router.navigator.state) == Shown(root: [Grapes.third.details]))
    #expect(root.router.url == "feature-routing://grapes/shiraz/details?style=details-modally")
    #expect(root.router.settings.presentationStyle == .detailsModally)
    #expect(
      reported == [
        "No grape has the id 'merlot'; the ids are 'cabernet-sauvignon', 'pinot-noir', 'shiraz'. "
          + "It was left out of the stack of 'grapes', with the screens above it."
      ])
  }

  /// Until the grapes load, the tab being restored is selected, so its loading screen shows.
  @Test func restoringSelectsItsTabWhileTheGrapesLoad() async {
    let root = RootView.make(client: SampleAPIClient(latency: .milliseconds(20)))
    var reported: [String]?
    root.presenter.restoreWhenLoaded(
      RootSavedState(
        presentationStyle: .detailsStack, navigation: Named.state(.regions, [Named.region("us")]))
    ) { reported = $0 }
    #expect(root.router.selectedTab == .regions)
    #expect(reported == nil)
    root.presenter.start()
    await root.presenter.waitUntilLoaded()
    #expect(reported == [])
    #expect(root.router.url == "feature-routing://tab/regions/regions/us/region?sheets=single")
    #expect(
      root.router.history.transitions.map(\.cause) == ["restore", "restore"],
      "selecting the tab is the restoration's first step, not the person's")
  }

  @Test func openingBeforeTheGrapesLoadIsRefused() {
    let root = RootView.make(client: SampleAPIClient(latency: .zero))
    #expect(
      throws: NBLinkError("The grapes are not loaded, so the URL's grape ids cannot be checked.")
    ) {
      try root.presenter.open(url: "feature-routing://grapes/shiraz/details")
    }
  }

  /// A state file holds screens by route and id, and nothing else.
  @Test func theOnlyRestorableTypeIsTheScreenByRouteAndId() {
    #expect(RootSavedState.restorableTypes.typeNames == [NBLinkScreen.nbTypeName])
    #expect(NBLinkScreen.nbTypeName == "screen")
  }

  @Test func aRestorationThatChangesNothingDoesNotNameTheNextTransition() {
    let router = router()
    router.restore(RootSavedState(presentationStyle: .detailsStack, navigation: Named.state()))
    router.show(item("a"))
    #expect(router.history.transitions.map(\.cause) == ["push DetailsViewModel"])
  }
}
