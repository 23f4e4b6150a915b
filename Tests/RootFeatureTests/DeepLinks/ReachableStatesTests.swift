import Foundation
import NavigationBackport
import Testing

@testable import RootFeature

/// Every state the sample can reach, explored through the router's own operations.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ReachableStatesTests {
  /// A state of the app: how the next selection is shown and the navigation.
  struct AppState {
    let style: PresentationStyle
    let navigation: NBNavigationState
  }

  /// The grapes a router is handed once they are loaded.
  struct Items {
    let items: [DataViewModel]
    init(_ models: [RootModel]) { items = models.map(DataViewModel.init(model:)) }
  }

  /// Breadth-first search from the bare root in every style, applying every operation a person
  /// can trigger (select, extra details, back, close, programmatic pop, the menu's deep links, a
  /// style change), keeping the states with at most `maximumScreens` screens.
  static func reachableStates(maximumScreens: Int, items: Items) -> [AppState] {
    let router = RootRouter()
    router.items = items.items
    let operations: [(RootRouter) -> Void] =
      PresentationStyle.allCases.map { style in { $0.presentationStyle = style } }
      + items.items.map { item in { $0.show(item) } }
      + items.items.map { item in { $0.presentExtraDetails(item.id) } }
      + RootDeepLink.allCases.compactMap { link in
        link.location(in: items.items).map { location in { try? $0.go(to: location) } }
      }
      + [{ $0.navigator.pop() }, { $0.navigator.dismiss() }, { $0.dismissDetails() }]

    // Keyed by the screens' kinds and ids, which is all a view model is made from; the URL's
    // own injectivity is checked by the test, not assumed here.
    var seen = Set<RootLocation>()
    var queue: [AppState] = []
    func visit(_ state: AppState) {
      let screens =
        state.navigation.rootPath.count
        + state.navigation.modals.reduce(0) { $0 + 1 + ($1.path?.count ?? 0) }
      guard screens <= maximumScreens else {
        return
      }
      guard let key = RootLocation(state: state.navigation, presentationStyle: state.style) else {
        Issue.record("a reachable state holds a screen that is not a feature screen")
        return
      }
      if seen.insert(key).inserted {
        queue.append(state)
      }
    }
    for style in PresentationStyle.allCases {
      visit(AppState(style: style, navigation: RootTab.emptyState()))
    }
    var next = 0
    while next < queue.count {
      let state = queue[next]
      next += 1
      for operation in operations {
        router.presentationStyle = state.style
        router.navigator.setState(state.navigation)
        operation(router)
        visit(AppState(style: router.presentationStyle, navigation: router.navigator.state))
      }
    }
    return queue
  }

  /// The sample's grapes, and every state reachable with at most three screens shown (a root
  /// stack of three, a sheet over two pushed screens, a sheet with two screens on its stack…).
  static let sample: (items: Items, states: [AppState]) = {
    let items = Items(SampleAPIClient.originalGrapes)
    return (items, reachableStates(maximumScreens: 3, items: items))
  }()

  @Test func theSearchFindsEveryStackAndSheetOfUpToThreeScreens() {
    // Per style: 1 + 6 + 36 + 216 root stacks, and 6 + 72 + 648 sheets over shorter stacks
    // (6 screens: details or extra details of one of 3 grapes).
    #expect(Self.sample.states.count == 4 * (259 + 726))
  }

  @Test func everyReachableStateRoundTripsThroughItsURL() throws {
    let (items, states) = Self.sample
    var urls = Set<String>()
    for state in states {
      let location = try #require(
        RootLocation(state: state.navigation, presentationStyle: state.style))
      let url = location.url
      urls.insert(url)
      let parsed = try RootLocation(url: url)
      #expect(parsed == location, "\(url)")
      #expect(try parsed.resolved(against: items.items) == state.navigation, "\(url)")
      #expect(parsed.presentationStyle == state.style)
    }
    #expect(urls.count == states.count, "two different states share a URL")
  }

  @Test func everyReachableStateRoundTripsThroughTheStateFile() throws {
    let router = RootRouter()
    router.items = Self.sample.items.items
    for state in Self.sample.states {
      router.presentationStyle = state.style
      router.navigator.setState(state.navigation)
      let decoded = try RootSavedState(decoding: router.savedState.encoded())
      #expect(decoded == router.savedState)
      #expect(decoded.presentationStyle == state.style)
      let location = try #require(RootLocation(state: decoded.navigation))
      #expect(try location.resolved(against: Self.sample.items.items) == state.navigation)
    }
  }

  @Test func goingToAURLIsOneNavigatorUpdate() throws {
    let items = Items(SampleAPIClient.originalGrapes)
    let router = RootRouter()
    router.items = items.items
    var events: [NBNavigationEvent] = []
    router.navigator.observeEvents { events.append($0) }
    try router.go(
      to: RootLocation(
        url: "feature-routing://grapes/shiraz/details/extra/sheet/grapes/pinot-noir/details/extra"
      ))
    #expect(events == [.replacedState])
    #expect(router.navigator.state.rootPath.count == 2)
    #expect(router.navigator.state.modals.first?.path?.count == 1)
  }

  @Test func anUnknownIdChangesNothing() throws {
    let items = Items(SampleAPIClient.originalGrapes)
    let router = RootRouter()
    router.items = items.items
    router.show(items.items[0])
    let before = router.navigator.state
    #expect(
      throws: DeepLinkError.unknownID(
        noun: "grape", id: "merlot", known: ["cabernet-sauvignon", "pinot-noir", "shiraz"])
    ) {
      try router.go(
        to: RootLocation(
          url: "feature-routing://grapes/shiraz/details/grapes/merlot/extra?style=details-modally"))
    }
    #expect(router.navigator.state == before)
    #expect(router.presentationStyle == .detailsStack)
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct LocationChangeObservationTests {
  @Test func styleObserversHearOfALinksStyleOnlyAfterItsScreens() throws {
    let items = ReachableStatesTests.Items(SampleAPIClient.originalGrapes)
    let router = RootRouter()
    router.items = items.items
    var seen: [String] = []
    router.navigator.observeEvents { _ in
      seen.append("navigation with \(router.presentationStyle.argumentName)")
    }
    router.observeSettings {
      seen.append(
        "style \(router.presentationStyle.argumentName) with \(router.navigator.state.rootPath.count) screens"
      )
    }
    try router.go(
      to: RootLocation(url: "feature-routing://grapes/shiraz/details?style=details-modally"))
    #expect(seen == ["navigation with details-modally", "style details-modally with 1 screens"])
  }
}

/// Every state the Regions tab can reach, under both sheet policies, round-trips through its URL
/// and the state file.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct ReachableRegionsStatesTests {
  struct RegionsState {
    let policy: NBPresentationPolicy
    let navigation: NBNavigationState
  }

  /// Breadth-first search from the bare Regions tab under each policy, applying every operation a
  /// person can trigger there (choose a region or a grape, extra details, a region on Extra
  /// details, back, close, programmatic pop, a policy change), keeping the states with at most
  /// three screens.
  static let sample: (items: ReachableStatesTests.Items, states: [RegionsState]) = {
    let items = ReachableStatesTests.Items(SampleAPIClient.originalGrapes)
    let router = RootRouter()
    router.items = items.items
    let regions = WineRegion.all(in: items.items)
    typealias Operation = (RootRouter) -> Void
    var operations: [Operation] = [
      { $0.navigator.pop() }, { $0.navigator.dismiss() }, { $0.dismissDetails() },
    ]
    for policy in NBPresentationPolicy.allCases {
      operations.append { $0.sheetPolicy = policy }
    }
    for region in regions {
      operations.append { $0.showRegion(region.id) }
      operations.append { $0.showRegion(named: region.name) }
    }
    for item in items.items {
      operations.append { $0.showGrape(item.id) }
      operations.append { $0.presentExtraDetails(item.id) }
    }

    var seen = Set<RootLocation>()
    var queue: [RegionsState] = []
    func visit(_ state: RegionsState) {
      let screens =
        state.navigation.rootPath.count
        + state.navigation.modals.reduce(0) { $0 + 1 + ($1.path?.count ?? 0) }
      guard screens <= 3,
        let key = RootLocation(
          state: state.navigation, presentationStyle: nil, sheetPolicy: state.policy)
      else {
        return
      }
      if seen.insert(key).inserted {
        queue.append(state)
      }
    }
    for policy in NBPresentationPolicy.allCases {
      visit(RegionsState(policy: policy, navigation: RootTab.emptyState(selected: .regions)))
    }
    var next = 0
    while next < queue.count {
      let state = queue[next]
      next += 1
      for operation in operations {
        router.sheetPolicy = state.policy
        router.navigator.setState(state.navigation)
        operation(router)
        visit(RegionsState(policy: router.sheetPolicy, navigation: router.navigator.state))
      }
    }
    return (items, queue)
  }()

  /// Piles of sheets are reached under the stacked policy (and kept when it changes to single).
  @Test func theSearchFindsPilesOfSheetsAndStaysInTheRegionsTab() {
    let states = Self.sample.states
    #expect(states.count > 100, "\(states.count)")
    #expect(states.allSatisfy { $0.navigation.selectedRootID == RootTab.regions.rootID })
    #expect(states.contains { $0.policy == .stacked && $0.navigation.modals.count == 3 })
  }

  @Test func everyStateRoundTripsThroughItsURL() throws {
    let (items, states) = Self.sample
    var urls = Set<String>()
    for state in states {
      let location = try #require(
        RootLocation(
          state: state.navigation, currentStyle: .detailsStack, currentPolicy: state.policy))
      let url = location.url
      urls.insert(url)
      #expect(try RootLocation(url: url) == location, "\(url)")
      #expect(try RootLocation(url: url).resolved(against: items.items) == state.navigation)
    }
    #expect(urls.count == states.count, "two different states share a URL")
  }

  @Test func everyStateRoundTripsThroughTheStateFile() throws {
    let router = RootRouter()
    router.items = Self.sample.items.items
    for state in Self.sample.states {
      router.sheetPolicy = state.policy
      router.navigator.setState(state.navigation)
      let decoded = try RootSavedState(decoding: router.savedState.encoded())
      #expect(decoded == router.savedState)
      #expect(decoded.sheetPolicy == state.policy)
      let location = try #require(RootLocation(state: decoded.navigation))
      #expect(try location.resolved(against: Self.sample.items.items) == state.navigation)
    }
  }
}
