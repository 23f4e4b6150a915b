import Foundation
import NavigationBackport
import Testing

@testable import RootFeature

/// A state found by a search: the setting the URL carries and the navigation, keyed by the
/// screens' full view models (all a screen is made from), so that the search never assumes what
/// the tests check, that two states have two URLs.
struct SearchKey: Hashable {
  let setting: String
  let selected: String
  let roots: [[AnyHashable]]
  let modals: [[AnyHashable]]

  init(setting: String, _ state: NBNavigationState) {
    self.setting = setting
    selected = state.selectedRootID.rawValue
    roots = state.roots.map { [AnyHashable($0.id.rawValue)] + $0.path.elements }
    modals = state.modals.map { modal in
      [AnyHashable(modal.style.rawValue), modal.content.value]
        + (modal.path.map { [AnyHashable("stack")] + $0.elements } ?? [])
    }
  }
}

/// The number of screens `state` shows on its selected stack and in its modals.
private func screenCount(_ state: NBNavigationState) -> Int {
  state.rootPath.count + state.modals.reduce(0) { $0 + 1 + ($1.path?.count ?? 0) }
}

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
    let items: [RootModel]
    init(_ models: [RootModel]) { items = models }
  }

  /// A router with `items` loaded.
  static func router(_ items: Items) -> RootRouter {
    let router = RootRouter()
    router.data = ScreenData(items.items)
    return router
  }

  /// Breadth-first search from the bare root in every style, applying every operation a person
  /// can trigger (select, extra details, back, close, programmatic pop, the menu's deep links, a
  /// style change), keeping the states with at most `maximumScreens` screens.
  static func reachableStates(maximumScreens: Int, items: Items) -> [AppState] {
    let router = router(items)
    let operations: [(RootRouter) -> Void] =
      PresentationStyle.allCases.map { style in { $0.settings.presentationStyle = style } }
      + items.items.map { item in { $0.show(item) } }
      + items.items.map { item in { $0.presentExtraDetails(item.id) } }
      + RootDeepLink.allCases.compactMap { link in
        link.link(in: items.items).map { link in { try? $0.open(link) } }
      }
      + [{ $0.navigator.pop() }, { $0.navigator.dismiss() }, { $0.dismissDetails() }]

    var seen = Set<SearchKey>()
    var queue: [AppState] = []
    func visit(_ state: AppState) {
      guard screenCount(state.navigation) <= maximumScreens else {
        return
      }
      if seen.insert(SearchKey(setting: state.style.rawValue, state.navigation)).inserted {
        if router.links.unresolved(state.navigation) == nil {
          Issue.record("a reachable state holds a screen that has no route")
        }
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
        router.settings.presentationStyle = state.style
        router.navigator.state = state.navigation
        operation(router)
        visit(
          AppState(style: router.settings.presentationStyle, navigation: router.navigator.state))
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
    // Per style (five): 1 + 6 + 36 + 216 root stacks, and 6 + 72 + 648 sheets over shorter stacks
    // (6 screens: details or extra details of one of 3 grapes).
    #expect(Self.sample.states.count == 5 * (259 + 726))
  }

  @Test func everyReachableStateRoundTripsThroughItsURL() throws {
    let (items, states) = Self.sample
    let router = Self.router(items)
    let opener = Self.router(items)
    var urls = Set<String>()
    for state in states {
      router.settings.presentationStyle = state.style
      router.navigator.state = state.navigation
      let url = router.url
      urls.insert(url)
      let link = try RootLink(url: url)
      #expect(link.url == url)
      #expect(link.presentationStyle == state.style)
      opener.navigator.state = RootTab.emptyState()
      try opener.open(link)
      #expect(opener.navigator.state == state.navigation, "\(url)")
      #expect(opener.settings.presentationStyle == state.style)
    }
    #expect(urls.count == states.count, "two different states share a URL")
  }

  @Test func everyReachableStateRoundTripsThroughTheStateFile() throws {
    let router = Self.router(Self.sample.items)
    let restorer = Self.router(Self.sample.items)
    for state in Self.sample.states {
      router.settings.presentationStyle = state.style
      router.navigator.state = state.navigation
      let decoded = try RootSavedState(decoding: router.savedState.encoded())
      #expect(decoded == router.savedState)
      #expect(decoded.presentationStyle == state.style)
      #expect(restorer.restore(decoded) == [])
      #expect(restorer.navigator.state == state.navigation)
    }
  }

  @Test func openingAURLIsOneNavigatorUpdate() throws {
    let router = Self.router(Items(SampleAPIClient.originalGrapes))
    var events: [NBNavigationEvent] = []
    router.navigator.observeEvents { events.append($0) }
    try router.open(
      RootLink(
        url: "feature-routing://grapes/shiraz/details/extra/sheet/grapes/pinot-noir/details/extra"
      ))
    #expect(events == [.replacedState])
    #expect(router.navigator.state.rootPath.count == 2)
    #expect(router.navigator.state.modals.first?.path?.count == 1)
  }

  @Test func anUnknownIdChangesNothing() throws {
    let items = Items(SampleAPIClient.originalGrapes)
    let router = Self.router(items)
    router.show(items.items[0])
    let before = router.navigator.state
    let link = try RootLink(
      url: "feature-routing://grapes/shiraz/details/grapes/merlot/extra?style=details-modally")
    #expect(
      throws: NBLinkError(
        "No grape has the id 'merlot'; the ids are 'cabernet-sauvignon', 'pinot-noir', 'shiraz'.")
    ) {
      try router.open(link)
    }
    #expect(router.navigator.state == before)
    #expect(router.settings.presentationStyle == .detailsStack)
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct LinkSettingsObservationTests {
  @Test func styleObserversHearOfALinksStyleOnlyAfterItsScreens() throws {
    let router = ReachableStatesTests.router(
      ReachableStatesTests.Items(SampleAPIClient.originalGrapes))
    var seen: [String] = []
    router.navigator.observeEvents { _ in
      seen.append("navigation with \(router.settings.presentationStyle.argumentName)")
    }
    router.onSettingsChange = {
      seen.append(
        "style \(router.settings.presentationStyle.argumentName) with \(router.navigator.state.rootPath.count) screens"
      )
    }
    try router.open(
      RootLink(url: "feature-routing://grapes/shiraz/details?style=details-modally"))
    #expect(seen == ["navigation with details-modally", "style details-modally with 1 screens"])
  }
}

/// Every state the Regions tab can reach, under both sheet policies, round-trips through its URL
/// and the state file.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ReachableRegionsStatesTests {
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
    let router = ReachableStatesTests.router(items)
    let regions = WineRegion.all(in: items.items)
    typealias Operation = (RootRouter) -> Void
    var operations: [Operation] = [
      { $0.navigator.pop() }, { $0.navigator.dismiss() }, { $0.dismissDetails() },
    ]
    for policy in NBPresentationPolicy.allCases {
      operations.append { $0.settings.sheetPolicy = policy }
    }
    for region in regions {
      operations.append { $0.showRegion(region.id) }
      operations.append { $0.showRegion(named: region.name) }
    }
    for item in items.items {
      operations.append { $0.showGrape(item.id) }
      operations.append { $0.presentExtraDetails(item.id) }
    }

    var seen = Set<SearchKey>()
    var queue: [RegionsState] = []
    func visit(_ state: RegionsState) {
      guard screenCount(state.navigation) <= 3 else {
        return
      }
      if seen.insert(SearchKey(setting: state.policy.argumentName, state.navigation)).inserted {
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
        router.settings.sheetPolicy = state.policy
        router.navigator.state = state.navigation
        operation(router)
        visit(RegionsState(policy: router.settings.sheetPolicy, navigation: router.navigator.state))
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
    let router = ReachableStatesTests.router(items)
    let opener = ReachableStatesTests.router(items)
    var urls = Set<String>()
    for state in states {
      router.settings.sheetPolicy = state.policy
      router.navigator.state = state.navigation
      let url = router.url
      urls.insert(url)
      let link = try RootLink(url: url)
      #expect(link.url == url)
      #expect(link.sheetPolicy == state.policy)
      opener.navigator.state = RootTab.emptyState()
      try opener.open(link)
      #expect(opener.navigator.state == state.navigation, "\(url)")
      #expect(opener.settings.sheetPolicy == state.policy)
    }
    #expect(urls.count == states.count, "two different states share a URL")
  }

  @Test func everyStateRoundTripsThroughTheStateFile() throws {
    let router = ReachableStatesTests.router(Self.sample.items)
    let restorer = ReachableStatesTests.router(Self.sample.items)
    for state in Self.sample.states {
      router.settings.sheetPolicy = state.policy
      router.navigator.state = state.navigation
      let decoded = try RootSavedState(decoding: router.savedState.encoded())
      #expect(decoded == router.savedState)
      #expect(decoded.sheetPolicy == state.policy)
      #expect(restorer.restore(decoded) == [])
      #expect(restorer.navigator.state == state.navigation)
    }
  }
}
