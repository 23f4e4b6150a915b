import AccountKit
import DetailsKit
import ExtraDetailsKit
import Foundation
import NavigationBackport
import RegionsKit
import TerminalUI
import Testing

@testable import RootFeature

/// Each kit's screen the router shows, as the value the router pushes or presents for the
/// sample's data, and the words its URL names it by.
enum KitScreen: CaseIterable, CustomTestStringConvertible {
  case details
  case extraDetails
  case region
  case signIn
  case editName

  /// Who is signed in while an account screen is shown: editing the name needs someone.
  static let account = Profile(name: "rosa")

  /// The kit's view model of the sample subject: Shiraz, US, or the account.
  var value: AnyHashable {
    switch self {
    case .details: AnyHashable(DetailsViewModel(Grapes.third))
    case .extraDetails: AnyHashable(ExtraDetailsViewModel(Grapes.third))
    case .region: AnyHashable(RegionViewModel(Regions.all[3]))
    case .signIn: AnyHashable(SignInViewModel())
    case .editName: AnyHashable(EditNameViewModel(name: Self.account.name))
    }
  }

  /// The words of `value` in a URL.
  var words: String {
    switch self {
    case .details: "grapes/shiraz/details"
    case .extraDetails: "grapes/shiraz/extra"
    case .region: "regions/us/region"
    case .signIn: "sign-in"
    case .editName: "edit-name"
    }
  }

  /// The value by route and id, as a state file holds it.
  var saved: NBLinkScreen {
    switch self {
    case .details: Named.details("shiraz")
    case .extraDetails: Named.extra("shiraz")
    case .region: Named.region("us")
    case .signIn: Named.signIn
    case .editName: Named.editName
    }
  }

  var testDescription: String { words }
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
    router.data = ScreenData(Grapes.all, account: router.account)
    return router
  }

  /// The app screen with `screen`'s value put where `place` says in `tab`, and the missing
  /// destinations reported while drawing it.
  private func shown(
    _ screen: KitScreen, in tab: RootTab, _ place: (NBNavigator, AnyHashable) -> Void
  ) async -> (text: String, missing: [NBMissingDestination]) {
    let app = await AppScreen.loaded()
    app.harness.router.account = KitScreen.account
    var missing: [NBMissingDestination] = []
    app.harness.navigator.missingDestinationHandler = { missing.append($0) }
    app.harness.router.select(tab)
    place(app.harness.navigator, screen.value)
    return (app.text, missing)
  }

  @Test(arguments: KitScreen.allCases, RootTab.allCases)
  func everyScreenHasADestinationWhenPushed(screen: KitScreen, tab: RootTab) async {
    let (text, missing) = await shown(screen, in: tab) { navigator, value in navigator.push(value) }
    #expect(missing.isEmpty)
    #expect(!text.contains("No destination"))
    #expect(text.contains("[b] ‹ "))
  }

  @Test(arguments: KitScreen.allCases, RootTab.allCases)
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
  @Test(arguments: KitScreen.allCases)
  func everyScreenHasAURLRoute(screen: KitScreen) throws {
    let router = router()
    router.navigator.push(screen.value)
    router.navigator.present(screen.value, style: .sheet, withStack: true)
    let url = router.url
    #expect(url == "feature-routing://\(screen.words)/sheet/\(screen.words)?style=details-stack")

    let other = self.router()
    try other.open(try RootLink(url: url))
    #expect(
      Shown(other.navigator.state)
        == Shown(root: [screen.value], sheet: screen.value, sheetPath: []))
    #expect(other.url == url)
  }

  /// The router saves the screen by route and id, in whichever tab or modal it is, and restoring
  /// the file elsewhere makes the same view model from the data.
  @Test(arguments: KitScreen.allCases, RootTab.allCases)
  func everyScreenHasASavedForm(screen: KitScreen, tab: RootTab) throws {
    let router = router()
    router.select(tab)
    router.navigator.push(screen.value)
    router.navigator.present(screen.value, style: .fullScreenCover, withStack: true)
    router.navigator.push(screen.value)
    let saved = router.savedState
    #expect(
      saved.navigation
        == Named.state(
          tab, [screen.saved], modals: [Named.modal(.fullScreenCover, screen.saved, screen.saved)]
        ))

    let decoded = try RootSavedState(decoding: saved.encoded())
    #expect(decoded == saved)
    let other = self.router()
    #expect(other.restore(decoded) == [])
    #expect(other.navigator.state == router.navigator.state)
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
