import AccountKit
import DetailsKit
import ExtraDetailsKit
import Foundation
import NavigationBackport
import RegionsKit
import TastingKit
import TerminalUI
import Testing

@testable import RootFeature

/// Each kit's screen, from the samples its root file gives (``RootKit/samples``).
///
/// A sample is the stack that leads to the screen, made from the sample's data. No list of screens is kept here: a kit added to
/// ``RootKit/all`` has its screens checked by every test below.
struct KitScreen: CustomTestStringConvertible, Sendable {
  /// Who is signed in while an account screen is shown: editing the name needs someone.
  static let account = Profile(name: "rosa")

  /// The data the samples are made from: the sample's grapes.
  static func data() -> ScreenData { ScreenData(Grapes.all) }

  /// Every kit's samples, kit by kit.
  static let all: [KitScreen] = {
    let data = Self.data()
    return RootKit.all.indices.flatMap { kit in
      RootKit.all[kit].samples(data, account).indices.map { KitScreen(kit: kit, sample: $0) }
    }
  }()

  /// The kit's position in ``RootKit/all`` and the sample's among its samples.
  let kit: Int
  let sample: Int

  /// The screens to put on a stack, the screen checked last.
  var stack: [AnyHashable] { RootKit.all[kit].samples(Self.data(), Self.account)[sample] }
  /// The screen checked.
  var value: AnyHashable { stack.last ?? AnyHashable(0) }

  var testDescription: String { "kit \(kit) sample \(sample): \(value.base)" }
}

/// Every kit screen the router can show has all the root needs of it.
///
/// That is a destination wherever it is shown, a URL route that makes it again from the data, and
/// a saved form that restores it. A kit screen the router shows without one of them fails here.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct KitScreenTests {
  /// A router with the sample's grapes loaded and someone signed in.
  private func router() -> RootRouter {
    let router = RootRouter(account: KitScreen.account)
    router.data = ScreenData(Grapes.all)
    return router
  }

  /// The app screen with `screen`'s value put where `place` says in `tab`, and the missing
  /// destinations reported while drawing it.
  private func shown(
    _ screen: KitScreen, in tab: RootTab, _ place: (NBNavigator, AnyHashable) -> Void
  ) async -> (text: String, missing: [NBMissingDestination]) {
    let app = await AppScreen.loaded()
    app.harness.router.settings.account = KitScreen.account
    var missing: [NBMissingDestination] = []
    app.harness.navigator.missingDestinationHandler = { missing.append($0) }
    app.harness.router.select(tab)
    place(app.harness.navigator, screen.value)
    return (app.text, missing)
  }

  /// Every kit gives a sample of its screens, so that the tests below check them.
  @Test func everyKitHasSampleScreens() {
    for (index, kit) in RootKit.all.enumerated() {
      #expect(!kit.samples(KitScreen.data(), KitScreen.account).isEmpty, "kit \(index)")
    }
    // The rating's steps, which a hand-kept list once left out, are among them.
    #expect(KitScreen.all.contains { $0.value.base is ScoreStepViewModel })
    #expect(KitScreen.all.contains { $0.value.base is NoteStepViewModel })
  }

  @Test(arguments: KitScreen.all, RootTab.allCases)
  func everyScreenHasADestinationWhenPushed(screen: KitScreen, tab: RootTab) async {
    let (text, missing) = await shown(screen, in: tab) { navigator, value in navigator.push(value) }
    #expect(missing.isEmpty)
    #expect(!text.contains("No destination"))
    #expect(text.contains("[b] ‹ "))
  }

  @Test(arguments: KitScreen.all, RootTab.allCases)
  func everyScreenHasADestinationWhenPresented(screen: KitScreen, tab: RootTab) async {
    let (text, missing) = await shown(screen, in: tab) { navigator, value in
      navigator.present(value, style: .sheet)
    }
    #expect(missing.isEmpty)
    #expect(!text.contains("No destination"))
    #expect(text.contains("[x] Close"))
  }

  /// The router writes the screen's URL, pushed and presented, and opening that URL elsewhere
  /// makes the same view models from the data.
  @Test(arguments: KitScreen.all)
  func everyScreenHasAURLRoute(screen: KitScreen) throws {
    let router = router()
    router.navigator.push(contentsOf: screen.stack)
    router.navigator.present(screen.stack[0], style: .sheet, withStack: true)
    router.navigator.push(contentsOf: Array(screen.stack.dropFirst()))
    let url = router.url
    let words = try #require(router.links.url(of: router.navigator.state, parameters: [:]))
    #expect(url == words + "?style=details-stack")
    #expect(url.contains("/sheet/"))

    let other = self.router()
    try other.open(try RootLink(url: url))
    #expect(
      Shown(other.navigator.state)
        == Shown(
          root: screen.stack, sheet: screen.stack[0], sheetPath: Array(screen.stack.dropFirst())))
    #expect(other.url == url)
  }

  /// The router saves the screen by route and id, in whichever tab or modal it is, and restoring
  /// the file elsewhere makes the same view model from the data.
  @Test(arguments: KitScreen.all, RootTab.allCases)
  func everyScreenHasASavedForm(screen: KitScreen, tab: RootTab) throws {
    let router = router()
    router.select(tab)
    router.navigator.push(contentsOf: screen.stack)
    router.navigator.present(screen.stack[0], style: .fullScreenCover, withStack: true)
    router.navigator.push(contentsOf: Array(screen.stack.dropFirst()) + [screen.value])
    let saved = router.savedState
    let screens = Self.screens(of: saved.navigation)
    #expect(screens.count == screen.stack.count * 2 + 1)
    #expect(screens.allSatisfy { $0.base is NBLinkScreen })

    let decoded = try RootSavedState(decoding: saved.encoded())
    #expect(decoded == saved)
    let other = self.router()
    #expect(other.restore(decoded) == [])
    // A rating's steps come back as the flow they start, which pushing them did not make; the
    // screens and their saved form are the same.
    #expect(Self.screens(of: other.savedState.navigation) == screens)
    #expect(Shown(other.navigator.state) == Shown(router.navigator.state))
    if !(screen.value.base is ScoreStepViewModel || screen.value.base is NoteStepViewModel) {
      #expect(other.navigator.state == router.navigator.state)
    }
  }

  /// Every screen of `state`, the tabs' stacks first, then each modal's content and stack.
  private static func screens(of state: NBNavigationState) -> [AnyHashable] {
    state.roots.flatMap(\.path.elements)
      + state.modals.flatMap { [$0.content.value] + ($0.path?.elements ?? []) }
  }

  /// The values the routes make carry the data the kits show.
  @Test func theViewModelsCarryTheData() throws {
    let router = router()
    try router.open(
      try RootLink(url: "feature-routing://grapes/pinot-noir/details/extra/regions/france/region"))
    let path = router.navigator.state.rootPath.elements
    try #require(path.count == 3)
    #expect(
      path[0]
        == AnyHashable(
          DetailsViewModel(
            id: "pinot-noir", title: "Pinot Noir",
            subtitle: "The dominant red wine grape of Burgundy")))
    let extra = try #require(path[1].base as? ExtraDetailsViewModel)
    #expect(extra.id == "pinot-noir")
    #expect(extra.title == "Pinot Noir")
    // Ordered as the chart shows them: largest share first.
    #expect(extra.regions.map(\.name) == ["Australia", "France", "Argentina"])
    #expect(extra.regions.map(\.value) == [10, 8, 2])
    #expect(
      path[2]
        == AnyHashable(
          RegionViewModel(
            id: "france", name: "France",
            grapes: [
              RegionGrape(id: "pinot-noir", title: "Pinot Noir", value: 8),
              RegionGrape(id: "shiraz", title: "Shiraz", value: 1),
            ])))
  }

  /// Editing the name needs someone signed in (it waits for one, `SignInFirstTests`); signing in
  /// does not.
  @Test func theAccountsScreensNeedWhatTheyNeed() throws {
    let signedOut = RootRouter()
    signedOut.data = ScreenData(Grapes.all)
    try signedOut.open(try RootLink(url: "feature-routing://tab/account/edit-name"))
    #expect(signedOut.isSignInPresented)
    #expect(Shown(signedOut.navigator.state).root.isEmpty)
    signedOut.didCancelSignIn()
    try signedOut.open(try RootLink(url: "feature-routing://tab/account/sign-in"))
    #expect(Shown(signedOut.navigator.state) == Shown(tab: .account, root: [SignInViewModel()]))

    let signedIn = router()
    try signedIn.open(try RootLink(url: "feature-routing://tab/account/edit-name"))
    #expect(
      Shown(signedIn.navigator.state)
        == Shown(tab: .account, root: [EditNameViewModel(name: "rosa")]))
  }

  /// A grape's route does not show a region of that id, nor a region's route a grape.
  @Test func aRouteAboutAnotherSubjectHasNoScreenForIt() throws {
    let router = router()
    #expect(
      throws: NBLinkError(
        "No grape has the id 'france'; the ids are 'cabernet-sauvignon', 'pinot-noir', 'shiraz'.")
    ) {
      try router.open(try RootLink(url: "feature-routing://grapes/france/extra"))
    }
    #expect(
      throws: NBLinkError(
        "No region has the id 'shiraz'; the ids are 'argentina', 'australia', 'france', 'us'.")
    ) {
      try router.open(try RootLink(url: "feature-routing://regions/shiraz/region"))
    }
    #expect(Shown(router.navigator.state) == .rootList)
  }

  /// A value that is no kit screen has no route: the links neither write nor save it.
  @Test func aValueOfAnotherTypeHasNoRoute() {
    let links = RootLink.grammar(ScreenData(Grapes.all))
    for value in [AnyHashable("shiraz"), AnyHashable(Grapes.third), AnyHashable(Regions.france)] {
      var state = RootTab.emptyState()
      state.rootPath = NBNavigationPath([value])
      #expect(links.url(of: state) == nil, "\(value)")
      #expect(links.unresolved(state) == nil, "\(value)")
    }
  }
}
