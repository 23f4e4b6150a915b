import Foundation
import NavigationBackport
import Testing

/// Writing a state as a link: one canonical spelling, which reads back as the same state.
@Suite(.timeLimit(.minutes(5))) struct LinksWritingTests {
  private let grammar = SampleLinks.grammar()

  @Test func consecutiveScreensOfOneIdShareTheirPrefixAndIdsAreEncoded() throws {
    var state = NBNavigationState(
      roots: SampleLinks.tabs.map { NBRoot(id: $0) }, selected: "grapes",
      modals: [
        NBModal(
          .sheet, content: GrapeExtra(id: "grapes"),
          path: NBNavigationPath([GrapeDetails(id: "x")]))
      ])
    state.rootPath = NBNavigationPath([
      AnyHashable(GrapeDetails(id: "a b")), GrapeExtra(id: "a b"), GrapeDetails(id: "é/"),
    ])
    let url = try #require(grammar.url(of: state, parameters: ["style": "extra-details-stack"]))
    #expect(
      url
        == "feature-routing://grapes/a%20b/details/extra/grapes/%C3%A9%2F/details/sheet/grapes/grapes/extra/grapes/x/details?style=extra-details-stack"
    )
    let parsed = try grammar.parse(url)
    #expect(grammar.url(of: parsed.state, parameters: parsed.parameters) == url)
    #expect(
      parsed.state.rootPath.elements.last
        == AnyHashable(NBLinkScreen(SampleLinks.details, id: "é/")))
  }

  /// Ids full of characters a path holds raw are written as they are, so a parsed link is never
  /// written longer than it was.
  @Test func theCanonicalURLOfAParsedURLIsNoLonger() throws {
    let url =
      "feature-routing://grapes/" + String(repeating: "&", count: 2000) + "/details/extra"
      + "/sheet/grapes/shiraz'de&:@!$()*+,;=/details"
    let parsed = try grammar.parse(url)
    #expect(grammar.url(of: parsed.state) == url)
  }

  @Test(arguments: [
    "a", "details", "sheet", "grapes", "tab", "%", "a/b", "🍇", "\u{1B}", "é?#&=", "a b",
  ])
  func everyIdRoundTrips(id: String) throws {
    let state = SampleLinks.state(
      "grapes", [NBLinkScreen(SampleLinks.details, id: id)],
      modals: [SampleLinks.modal(.fullScreenCover, NBLinkScreen(SampleLinks.extra, id: id))])
    let url = try #require(grammar.url(of: state))
    #expect(try grammar.parse(url).state == state)
  }

  @Test func aDialogIsNoPlaceAndIsLeftOutOfTheLink() throws {
    let state = SampleLinks.state(
      "grapes", [NBLinkScreen(SampleLinks.details, id: "shiraz")],
      modals: [
        NBModal(.dialog, content: NBDialog(title: "Sign out?", buttons: []), path: nil)
      ])

    #expect(grammar.url(of: state) == "feature-routing://grapes/shiraz/details")
  }

  @Test func theFirstTabIsNotWrittenAndOnlyTheSelectedTabsScreensAre() throws {
    #expect(grammar.url(of: SampleLinks.state()) == "feature-routing://")
    var state = SampleLinks.state("regions")
    state.setPath(NBNavigationPath([GrapeDetails(id: "shiraz")]), in: .root("grapes"))
    #expect(grammar.url(of: state) == "feature-routing://tab/regions")
    #expect(
      grammar.url(
        of: SampleLinks.state(), parameters: ["sheets": "single", "style": "details-stack"])
        == "feature-routing://?style=details-stack&sheets=single")
  }

  @Test func aQueryValueIsEncodedAndUndeclaredParametersAreLeftOut() throws {
    let url = try #require(
      grammar.url(of: SampleLinks.state(), parameters: ["style": "a&b=c d", "colour": "red"]))
    #expect(url == "feature-routing://?style=a%26b%3Dc%20d")
    #expect(try grammar.parse(url).parameters == ["style": "a&b=c d"])
  }

  @Test func aStateWithAScreenWithoutARouteHasNoURL() {
    var state = SampleLinks.state()
    state.rootPath = NBNavigationPath([AnyHashable(GrapeDetails(id: "a")), 42])
    #expect(grammar.url(of: state) == nil)
    let modal = NBNavigationState(
      roots: SampleLinks.tabs.map { NBRoot(id: $0) },
      modals: [NBModal(.sheet, content: "not a screen")])
    #expect(grammar.url(of: modal) == nil)
  }

  /// A modal without its own stack is written as one with an empty stack.
  @Test func aModalWithoutAStackIsWrittenAsItsContent() throws {
    let state = NBNavigationState(
      roots: SampleLinks.tabs.map { NBRoot(id: $0) },
      modals: [NBModal(.sheet, content: GrapeDetails(id: "a"), path: nil)])
    #expect(grammar.url(of: state) == "feature-routing://sheet/grapes/a/details")
  }
}

/// Resolving a parsed link: the routes make the screens, over the app's current state.
@Suite(.timeLimit(.minutes(5))) struct LinksResolvingTests {
  private let grammar = SampleLinks.grammar(grapes: ["shiraz"], regions: ["france"])

  @Test func theOtherTabsKeepTheirStacksAndTheSelectedTabTakesTheLinks() throws {
    var current = NBNavigationState(roots: SampleLinks.tabs.map { NBRoot(id: $0) })
    current.setPath(NBNavigationPath([GrapeDetails(id: "shiraz")]), in: .root("grapes"))
    current.setPath(NBNavigationPath([RegionGrapes(id: "france")]), in: .root("regions"))
    current.modals = [NBModal(.sheet, content: GrapeExtra(id: "shiraz"))]

    let link = try grammar.parse("feature-routing://tab/regions/sheet/regions/france/region")
    let resolved = try grammar.resolve(link.state, over: current)

    #expect(resolved.selectedRootID == "regions")
    #expect(resolved.path(in: .root("grapes"))?.elements == [GrapeDetails(id: "shiraz")])
    #expect(resolved.path(in: .root("regions"))?.isEmpty == true)
    #expect(resolved.path(in: .root("account"))?.isEmpty == true)
    #expect(resolved.modals.map(\.content.value) == [RegionGrapes(id: "france")])
  }

  @Test func valuesThatAreAlreadyScreensAreKept() throws {
    var state = SampleLinks.state("grapes", [NBLinkScreen(SampleLinks.details, id: "shiraz")])
    state.rootPath.append(GrapeExtra(id: "made-before"))
    let resolved = try grammar.resolve(state)
    #expect(
      resolved.rootPath.elements == [GrapeDetails(id: "shiraz"), GrapeExtra(id: "made-before")])
  }

  /// An app with one stack: the default root, `main`, which a link may still name.
  @Test func aSingleStackAppAndAGenericSharedPrefix() throws {
    let links = NBLinkGrammar(
      scheme: "notes",
      routes: [
        NBLinkRoute("org/teams/{id}/members", id: \GrapeDetails.id) { GrapeDetails(id: $0) },
        NBLinkRoute("org/teams/{id}/chat/archive", id: \GrapeExtra.id) { GrapeExtra(id: $0) },
        NBLinkRoute("settings") { _ in SignIn() },
      ])
    let url = "notes://org/teams/blue/members/chat/archive/settings/org/teams/red/chat/archive"
    let resolved = try links.resolve(try links.parse(url).state)
    #expect(resolved.roots.map(\.id) == [.main])
    #expect(
      resolved.rootPath.elements == [
        GrapeDetails(id: "blue"), GrapeExtra(id: "blue"), SignIn(), GrapeExtra(id: "red"),
      ])
    #expect(links.url(of: resolved) == url)
    #expect(try links.parse("notes://tab/main/settings").state.rootPath.count == 1)
    #expect(throws: NBLinkError("Unknown query parameter 'q'; links take none.")) {
      try links.parse("notes://settings?q=1")
    }
  }

  /// An app whose screens are cases of one enum declares a route per case: `id` answers `nil`
  /// for the other cases.
  @Test func routesOfOneEnumTellTheirCasesApart() throws {
    enum Screen: Hashable {
      case post(String)
      case comments(String)
    }
    let links = NBLinkGrammar(
      scheme: "blog",
      routes: [
        NBLinkRoute(
          "posts/{id}/read",
          id: { (screen: Screen) in
            if case .post(let id) = screen { id } else { nil }
          }
        ) { Screen.post($0) },
        NBLinkRoute(
          "posts/{id}/comments",
          id: { (screen: Screen) in
            if case .comments(let id) = screen { id } else { nil }
          }
        ) { Screen.comments($0) },
      ])
    let state = NBNavigationState(path: NBNavigationPath([Screen.post("a"), .comments("a")]))
    #expect(links.url(of: state) == "blog://posts/a/read/comments")
    #expect(try links.resolve(try links.parse("blog://posts/a/read/comments").state) == state)
  }
}

/// Saving a state by ids: its screens as link screens, encoded with the engine's codable form.
@Suite(.timeLimit(.minutes(5))) struct LinksSavingTests {
  private let grammar = SampleLinks.grammar(grapes: ["shiraz"], regions: ["france"])

  @Test func aStateSavedByIdsIsMadeAgainFromTheData() throws {
    var state = NBNavigationState(
      roots: SampleLinks.tabs.map { NBRoot(id: $0) }, selected: "regions")
    state.setPath(NBNavigationPath([GrapeDetails(id: "shiraz")]), in: .root("grapes"))
    state.modals = [
      NBModal(
        .sheet, content: RegionGrapes(id: "france"),
        path: NBNavigationPath([GrapeExtra(id: "shiraz")])),
      NBModal(.fullScreenCover, content: SignIn(), path: nil),
    ]
    let unresolved = try #require(grammar.unresolved(state))
    #expect(
      unresolved.path(in: .root("grapes"))?.elements
        == [AnyHashable(NBLinkScreen(SampleLinks.details, id: "shiraz"))])
    #expect(unresolved.modals.last?.path == nil)

    var registry = NBTypeRegistry()
    registry.register(NBLinkScreen.self)
    let data = try JSONEncoder().encode(unresolved)
    let restored = try grammar.resolve(
      try registry.makeDecoder().decode(NBNavigationState.self, from: data))
    #expect(restored == state)
  }

  @Test func aStateWithAScreenWithoutARouteCannotBeSavedByIds() {
    var state = SampleLinks.state()
    state.modals = [NBModal(.sheet, content: "not a screen")]
    #expect(grammar.unresolved(state) == nil)
    state.modals = [NBModal(.sheet, content: SignIn(), path: NBNavigationPath([7]))]
    #expect(grammar.unresolved(state) == nil)
  }
}
