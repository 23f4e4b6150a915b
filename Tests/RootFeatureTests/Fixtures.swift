import AccountKit
import DetailsKit
import ExtraDetailsKit
import NavigationBackport
import RegionsKit
import Synchronization
import TerminalNavigation
import TerminalUI

@testable import RootFeature

// MARK: Grapes

/// The three grapes of the original sample as rows of the root list.
enum Grapes {
  static let all = SampleAPIClient.originalGrapes
  /// Cabernet Sauvignon.
  static let first = all[0]
  /// Pinot Noir.
  static let second = all[1]
  /// Shiraz.
  static let third = all[2]
}

extension RootModel {
  /// The value pushed or presented for this grape's Details screen.
  var details: AnyHashable { DetailsViewModel(self) }
  /// The value pushed or presented for this grape's Extra details screen.
  var extraDetails: AnyHashable { ExtraDetailsViewModel(self) }

  /// The value the selection of this grape shows in `style`.
  func screen(in style: PresentationStyle) -> AnyHashable {
    style.showsDetails ? details : extraDetails
  }
}

/// The regions of the original sample's grapes.
enum Regions {
  /// Argentina, Australia, France and US, by name.
  static let all = WineRegion.all(in: Grapes.all)
  /// France: Pinot Noir 8, Shiraz 1.
  static let france = all[2]

  /// The value presented for `region`'s sheet.
  static func sheet(_ region: WineRegion) -> AnyHashable {
    RegionViewModel(region)
  }
}

extension RootModel {
  /// A grape with no regions whose id and title are `name`.
  static func named(_ name: String) -> RootModel {
    RootModel(id: name, title: name, subtitle: "About \(name)", regions: [])
  }
}

/// The wire names the navigator gives the feature screens' values in its events.
enum TypeNames {
  static let details = "DetailsKit.DetailsViewModel"
  static let extraDetails = "ExtraDetailsKit.ExtraDetailsViewModel"

  static func screen(in style: PresentationStyle) -> String {
    style.showsDetails ? details : extraDetails
  }
}

extension PresentationStyle {
  /// Whether a selection in this style shows Details (otherwise Extra details).
  var showsDetails: Bool { self == .detailsStack || self == .detailsModally || self == .splitView }
}

// MARK: Clients

/// A client answering each fetch with the next scripted outcome, the last one for every fetch
/// after it.
final class ScriptedClient: RootAPIClient {
  private let outcomes: Mutex<[Result<[RootModel], RootDataError>]>

  init(_ outcomes: Result<[RootModel], RootDataError>...) {
    self.outcomes = Mutex(outcomes)
  }

  var source: String? { "scripted.json" }

  func fetchGrapes() async throws -> [RootModel] {
    let outcome = outcomes.withLock { outcomes in
      outcomes.count > 1 ? outcomes.removeFirst() : outcomes[0]
    }
    return try outcome.get()
  }
}

// MARK: What is shown

/// What the navigation state shows, in the terms of the tests: the selected tab, its stack's
/// screens, and each modal's style, content and own stack.
///
/// Compared by value (the screens' full view models); described briefly, such as
/// `root [Details cabernet-sauvignon]; sheet Details shiraz › [ExtraDetails shiraz]`.
struct Shown: Equatable, CustomStringConvertible {
  struct Modal: Equatable {
    var style: NBModalStyle
    var content: AnyHashable
    var path: [AnyHashable]?
  }

  var tab: RootTab
  var root: [AnyHashable]
  var modals: [Modal]

  /// What `state` shows; a state without a root for each tab shows nothing valid.
  init(_ state: NBNavigationState) {
    tab = RootTab(rootID: state.selectedRootID) ?? .grapes
    root =
      state.roots.map(\.id) == RootTab.allCases.map(\.rootID)
      ? state.rootPath.elements : [AnyHashable("unexpected roots")]
    modals = state.modals.map { modal in
      Modal(style: modal.style, content: modal.content.value, path: modal.path?.elements)
    }
  }

  /// `tab` with `root` pushed and, when `sheet` is given, a sheet showing it with `sheetPath`
  /// pushed on the sheet's own stack.
  init(
    tab: RootTab = .grapes, root: [AnyHashable] = [], sheet: AnyHashable? = nil,
    sheetPath: [AnyHashable] = []
  ) {
    self.tab = tab
    self.root = root
    self.modals = sheet.map { [Modal(style: .sheet, content: $0, path: sheetPath)] } ?? []
  }

  /// `tab` with `sheets` presented, bottom-most first, each with an empty stack of its own.
  init(tab: RootTab, sheets: [AnyHashable]) {
    self.tab = tab
    self.root = []
    self.modals = sheets.map { Modal(style: .sheet, content: $0, path: []) }
  }

  /// The bare root list.
  static var rootList: Shown { Shown() }

  var description: String {
    var parts = ["\(tab.rawValue) [\(root.map(Self.name).joined(separator: ", "))]"]
    for modal in modals {
      let path = modal.path.map { " › [\($0.map(Self.name).joined(separator: ", "))]" } ?? ""
      parts.append("\(modal.style.rawValue) \(Self.name(modal.content))\(path)")
    }
    return parts.joined(separator: "; ")
  }

  private static func name(_ value: AnyHashable) -> String {
    switch value.base {
    case let details as DetailsViewModel: return "Details \(details.id)"
    case let extra as ExtraDetailsViewModel: return "ExtraDetails \(extra.id)"
    case let region as RegionViewModel: return "Region \(region.id)"
    case is SignInViewModel: return "SignIn"
    case let edit as EditNameViewModel: return "EditName \(edit.name)"
    default: return "\(value.base)"
    }
  }
}

// MARK: The root stack

/// The root VIPER stack (router, presenter, interactor) over a client, recording every
/// navigation event.
@MainActor
final class RootHarness {
  let router: RootRouter
  let presenter: RootPresenter
  private(set) var events: [NBNavigationEvent] = []

  init(
    style: PresentationStyle = .detailsStack, client: any RootAPIClient,
    authClient: any AuthClient = FakeAuthClient(latency: .zero)
  ) {
    router = RootRouter(presentationStyle: style, authClient: authClient)
    presenter = RootPresenter(interactor: RootInteractor(client: client), router: router)
    router.navigator.observeEvents { [weak self] event in
      self?.events.append(event)
    }
  }

  /// A stack in `style` whose grapes (by default the original three) have loaded.
  static func loaded(
    style: PresentationStyle = .detailsStack,
    grapes: [RootModel] = SampleAPIClient.originalGrapes
  ) async -> RootHarness {
    let harness = RootHarness(
      style: style, client: SampleAPIClient(grapes: grapes, latency: .zero))
    harness.presenter.start()
    await harness.presenter.waitUntilLoaded()
    return harness
  }

  var navigator: NBNavigator { router.navigator }

  /// What the navigation state shows now.
  var shown: Shown { Shown(navigator.state) }

  /// The events recorded so far, forgetting them.
  func takeEvents() -> [NBNavigationEvent] {
    defer { events.removeAll() }
    return events
  }
}

/// The whole app screen (``RootView``) kept alive by a ``ViewHost``, over a ``RootHarness``.
@MainActor
final class AppScreen {
  let harness: RootHarness
  let host: ViewHost
  let width: Int

  /// The app screen in `style` over `client`, not rendered yet (so nothing is loading yet);
  /// `tracking` makes the screens it tracks.
  init(
    style: PresentationStyle = .detailsStack,
    client: any RootAPIClient = SampleAPIClient(latency: .zero),
    authClient: any AuthClient = FakeAuthClient(latency: .zero),
    width: Int = 60,
    tracking: ScreenTracking? = nil
  ) {
    harness = RootHarness(style: style, client: client, authClient: authClient)
    self.width = width
    let root = RootView(presenter: harness.presenter, router: harness.router)
    host = tracking.map { ViewHost(TrackedRootView(root: root, tracking: $0)) } ?? ViewHost(root)
  }

  /// The app screen in `style`, rendered once, its grapes loaded.
  static func loaded(
    style: PresentationStyle = .detailsStack,
    client: any RootAPIClient = SampleAPIClient(latency: .zero),
    authClient: any AuthClient = FakeAuthClient(latency: .zero),
    width: Int = 60,
    tracking: ScreenTracking? = nil
  ) async -> AppScreen {
    let screen = AppScreen(
      style: style, client: client, authClient: authClient, width: width, tracking: tracking)
    screen.host.render(width: width)
    await screen.settle()
    return screen
  }

  /// Waits for the pending load and tasks; the next ``frame`` shows their outcome.
  func settle() async {
    await harness.presenter.waitUntilLoaded()
    await host.waitForTasks()
  }

  /// The screen as it is now.
  var frame: Frame { host.render(width: width) }

  /// The screen as plain text.
  var text: String { frame.plainText }

  /// Presses `shortcut` on the screen as it is now.
  @discardableResult
  func press(_ shortcut: String) -> Bool {
    host.render(width: width)
    return host.perform(shortcut)
  }

  /// The shortcut of the control on screen whose title ends with `title`, if any.
  func shortcut(endingWith title: String) -> String? {
    frame.controls.first { $0.title.hasSuffix(title) }?.shortcut
  }
}

// MARK: Screens by route and id

/// The screens a parsed link or a saved state names by route and id, before the data makes them.
enum Named {
  static func details(_ id: String) -> NBLinkScreen { NBLinkScreen("grapes/{id}/details", id: id) }
  static func extra(_ id: String) -> NBLinkScreen { NBLinkScreen("grapes/{id}/extra", id: id) }
  static func region(_ id: String) -> NBLinkScreen { NBLinkScreen("regions/{id}/region", id: id) }
  static let signIn = NBLinkScreen("sign-in")
  static let editName = NBLinkScreen("edit-name")

  /// The state with `path` on `tab`'s stack and `modals` over it, every other tab empty: the
  /// state a link to `tab` names.
  static func state(
    _ tab: RootTab = .grapes, _ path: [NBLinkScreen] = [], modals: [NBModal] = []
  ) -> NBNavigationState {
    var state = RootTab.emptyState(selected: tab)
    state.rootPath = NBNavigationPath(path)
    state.modals = modals
    return state
  }

  /// A modal showing `screens.first`, with the rest on its own stack.
  static func modal(_ style: NBModalStyle = .sheet, _ screens: NBLinkScreen...) -> NBModal {
    NBModal(style, content: screens[0], path: NBNavigationPath(screens.dropFirst()))
  }
}

/// The screens a test makes itself, to follow their lifetime: Details and edit-name screens, made
/// through the kits' public API as the router makes them.
@MainActor
struct ScreenTracking {
  var details: DetailsPresenterTracker?
  var drafts: DraftTracker?
}

/// The tabs of `root` as it draws them (the notices left out), with the tracked kinds of screen registered before the
/// router's destinations, so the first registration of a type, which a stack keeps, is the
/// tracker's; everything else is the router's.
struct TrackedRootView: View {
  let root: RootView
  let tracking: ScreenTracking

  var body: some View {
    NBTabView(navigator: root.router.navigator) {
      for tab in RootTab.allCases {
        NBTab(tab.title, root: tab.rootID) {
          root.router.registeringDestinations(on: root.root(of: tab))
            .nbNavigationDestination(for: DetailsViewModel.self) { viewModel in
              if let details = tracking.details {
                details.screen(viewModel, router: root.router)
              } else {
                DetailsView.make(viewModel: viewModel, router: root.router)
              }
            }
            .nbNavigationDestination(for: EditNameViewModel.self) { viewModel in
              if let drafts = tracking.drafts {
                drafts.screen(viewModel, router: root.router)
              } else {
                EditNameView.make(viewModel: viewModel, router: root.router)
              }
            }
        }
      }
    }
  }
}
