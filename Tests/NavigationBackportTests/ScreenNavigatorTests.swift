import NavigationBackport
import Testing

/// `NBScreenNavigator`: a navigator over a typed array of screens, as NavigationBackport's
/// `Navigator<Screen>`, with the same operations, events and one-update semantics as the
/// navigator it wraps.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ScreenNavigatorTests {
  @Test func pushedScreensReadBackTyped() {
    let routes = NBScreenNavigator<Route>()

    routes.push(.home)
    routes.push(contentsOf: [.detail(id: 1), .detail(id: 2)])

    #expect(routes.screens == [.home, .detail(id: 1), .detail(id: 2)])
    #expect(routes.navigator.path.count == 3)
  }

  @Test func everyOperationIsOneChangeWithTheNavigatorsEvents() {
    let routes = NBScreenNavigator<Route>(screens: [.home])
    let events = EventRecorder(routes.navigator)
    let observations = ObservationCounter(routes.navigator)

    routes.push(contentsOf: [.detail(id: 1), .detail(id: 2)])
    routes.pop()
    routes.update { $0 += [.search(query: "rosé", page: 1), .detail(id: 3)] }

    #expect(
      events.events == [
        .pushed(
          ["NavigationBackportTests.Route", "NavigationBackportTests.Route"], in: .root(.main)),
        .popped(1, from: .root(.main)),
        .replacedState,
      ])
    #expect(observations.count == 3)
    #expect(
      routes.screens == [.home, .detail(id: 1), .search(query: "rosé", page: 1), .detail(id: 3)])
  }

  @Test func writingTheScreensKeepsTheIdentitiesOfThoseThatStay() {
    let routes = NBScreenNavigator<Route>(screens: [.home, .detail(id: 1)])
    let before = routes.navigator.path.entries.map(\.id)

    routes.screens = [.home, .detail(id: 1), .detail(id: 2)]

    #expect(Array(routes.navigator.path.entries.map(\.id).prefix(2)) == before)
  }

  @Test func popsHonourValidRequestsAndRefuseOthers() {
    let routes = NBScreenNavigator<Route>(
      screens: [.home, .detail(id: 1), .home, .detail(id: 2)])

    #expect(routes.popTo(.home))
    #expect(routes.screens == [.home, .detail(id: 1), .home])
    #expect(routes.popTo(where: { $0 == .detail(id: 1) }))
    #expect(routes.screens == [.home, .detail(id: 1)])
    #expect(!routes.popTo(.detail(id: 9)))
    #expect(!routes.pop(5))
    #expect(!routes.popTo(index: 2))
    #expect(routes.popTo(index: 0))
    #expect(routes.screens == [.home])
    #expect(routes.popToRoot())
    #expect(routes.screens.isEmpty)
  }

  @Test func popToIDFindsIdentifiableScreens() {
    let articles = NBScreenNavigator<Article>(
      screens: [Article(id: 1, title: "a"), Article(id: 2, title: "b"), Article(id: 3, title: "c")])

    #expect(articles.popTo(id: 2))
    #expect(articles.screens.map(\.id) == [1, 2])
    #expect(!articles.popTo(id: 9))
  }

  /// Screens of other types (a bound destination, say) stay out of `screens`, and indices count
  /// only the typed ones.
  @Test func indicesCountOnlyTheTypedScreens() {
    let routes = NBScreenNavigator<Route>(screens: [.home])
    routes.navigator.push("not a route")
    routes.push(.detail(id: 1))

    #expect(routes.screens == [.home, .detail(id: 1)])
    #expect(routes.popTo(index: 1))
    #expect(routes.navigator.path.count == 3)
    #expect(routes.popTo(index: 0))
    #expect(routes.navigator.path.count == 1)
  }

  @Test func operationsActOnTheTopmostStackLikeTheNavigators() {
    let routes = NBScreenNavigator<Route>(screens: [.home])
    routes.navigator.present("sheet")

    routes.push(.detail(id: 1))

    #expect(routes.screens == [.detail(id: 1)])
    #expect(routes.navigator.path.elements == [Route.home])
  }
}
