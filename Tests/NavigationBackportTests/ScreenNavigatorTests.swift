import NavigationBackport
import Testing

/// `NBScreenNavigator`: a navigator over a typed array of screens, as NavigationBackport's
/// `Navigator<Screen>`; its screens take the array operations, each one update of the navigator
/// it wraps with that navigator's events.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ScreenNavigatorTests {
  @Test func pushedScreensReadBackTyped() {
    let routes = NBScreenNavigator<Route>()

    routes.screens.push(.home)
    routes.screens += [.detail(id: 1), .detail(id: 2)]

    #expect(routes.screens == [.home, .detail(id: 1), .detail(id: 2)])
    #expect(routes.navigator.path.count == 3)
  }

  @Test func everyOperationIsOneChangeWithTheNavigatorsEvents() {
    let routes = NBScreenNavigator<Route>(screens: [.home])
    let events = EventRecorder(routes.navigator)
    let observations = ObservationCounter(routes.navigator)

    routes.screens += [.detail(id: 1), .detail(id: 2)]
    routes.screens.pop()
    routes.screens += [.search(query: "rosé", page: 1), .detail(id: 3)]

    #expect(
      events.events == [
        .pushed(
          ["NavigationBackportTests.Route", "NavigationBackportTests.Route"], in: .root(.main)),
        .popped(1, from: .root(.main)),
        .pushed(
          ["NavigationBackportTests.Route", "NavigationBackportTests.Route"], in: .root(.main)),
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

    #expect(routes.screens.popTo(.home) == true)
    #expect(routes.screens == [.home, .detail(id: 1), .home])
    #expect(routes.screens.popTo(where: { $0 == .detail(id: 1) }) == true)
    #expect(routes.screens == [.home, .detail(id: 1)])
    #expect(routes.screens.popTo(.detail(id: 9)) == false)
    #expect(routes.screens.pop(5) == false)
    #expect(routes.screens.popTo(index: 2) == false)
    #expect(routes.screens.popTo(index: 0) == true)
    #expect(routes.screens == [.home])
    #expect(routes.screens.popToRoot() == true)
    #expect(routes.screens.isEmpty)
  }

  @Test func popToIDFindsIdentifiableScreens() {
    let articles = NBScreenNavigator<Article>(
      screens: [Article(id: 1, title: "a"), Article(id: 2, title: "b"), Article(id: 3, title: "c")])

    #expect(articles.screens.popTo(id: 2) == true)
    #expect(articles.screens.map(\.id) == [1, 2])
    #expect(articles.screens.popTo(id: 9) == false)
  }

  /// Screens of other types (a bound destination, say) stay out of `screens`, and indices count
  /// only the typed ones.
  @Test func indicesCountOnlyTheTypedScreens() {
    let routes = NBScreenNavigator<Route>(screens: [.home])
    routes.navigator.push("not a route")
    routes.screens.push(.detail(id: 1))

    #expect(routes.screens == [.home, .detail(id: 1)])
    #expect(routes.screens.popTo(index: 1) == true)
    #expect(routes.navigator.path.count == 3)
    #expect(routes.screens.popTo(index: 0) == true)
    #expect(routes.navigator.path.count == 1)
  }

  @Test func operationsActOnTheTopmostStackLikeTheNavigators() {
    let routes = NBScreenNavigator<Route>(screens: [.home])
    routes.navigator.present("sheet")

    routes.screens.push(.detail(id: 1))

    #expect(routes.screens == [.detail(id: 1)])
    #expect(routes.navigator.path.elements == [Route.home])
  }
}
