import NavigationBackport
import Observation

/// The root screen's presenter: loads the grapes, hands them to the router, and turns the
/// person's requests into router calls.
///
/// The tabs' root screens talk only to it, and so does the app.
@MainActor
@Observable
public final class RootPresenter {
  /// The root screen's title.
  let title = "Wine Grapes"

  /// Loading, the loaded grapes, or why loading failed.
  private(set) var state = RootViewState.loading

  /// A short message about the last request that could not be honoured, shown until the next one.
  public internal(set) var notice: String?

  /// The wine regions the loaded grapes name, ordered by name, worked out the first time the
  /// Regions tab or a link asks; empty while loading or after a failure.
  var regions: [WineRegion] { router.data.regions }

  /// The router that decides every transition.
  let router: RootRouter

  @ObservationIgnored private let interactor: RootInteractor
  @ObservationIgnored private var loading: Task<Void, Never>?
  @ObservationIgnored var pendingRestoration: (RootSavedState, ([String]) -> Void)?

  /// A presenter loading through `interactor` and reporting to `router`.
  init(interactor: RootInteractor, router: RootRouter) {
    self.interactor = interactor
    self.router = router
    // Back and Close, drawn by the navigation stack, change the navigation without going through
    // the presenter; each change is a new request, so the notice about an earlier one goes.
    router.navigator.observeEvents { [weak self] _ in
      self?.notice = nil
    }
  }

  /// The tab shown.
  public var selectedTab: RootTab { router.selectedTab }

  /// Starts loading the grapes, unless a load has already started; called when the screen appears.
  public func start() {
    if loading == nil {
      retry()
    }
  }

  /// Loads the grapes again, after a failure.
  func retry() {
    loading?.cancel()
    loading = Task { await self.load() }
  }

  /// Waits until the load in progress, if any, has finished (or failed).
  public func waitUntilLoaded() async {
    await loading?.value
  }

  /// Fetches the grapes; the state becomes loaded or failed, unless a newer load (``retry()``)
  /// cancelled this one.
  func load() async {
    show(.loading, grapes: [])
    let outcome: RootViewState
    var grapes: [RootModel] = []
    do {
      grapes = try await interactor.loadGrapes()
      outcome = .loaded
    } catch let error as RootDataError {
      outcome = .failed(error.description)
    } catch is CancellationError {
      outcome = .failed("Loading was cancelled.")
    } catch {
      outcome = .failed("Loading failed: \(error)")
    }
    guard !Task.isCancelled else {
      return
    }
    show(outcome, grapes: grapes)
    if case .loaded = outcome {
      restoreNow()
    }
  }

  /// The person selected `item` in the list.
  func select(_ item: RootModel) {
    notice = nil
    router.show(item)
  }

  /// The person chose a presentation style from the menu.
  public func choose(_ style: PresentationStyle) {
    change { $0.presentationStyle = style }
  }

  /// The person chose a sheet policy from the menu.
  public func choose(_ policy: NBPresentationPolicy) {
    change { $0.sheetPolicy = policy }
  }

  /// Changes a setting as the person asked: the notices about earlier requests go.
  private func change(_ setting: (inout RootSettings) -> Void) {
    notice = nil
    router.clearNotices()
    setting(&router.settings)
  }

  /// The person chose `tab`.
  public func select(_ tab: RootTab) {
    notice = nil
    router.select(tab)
  }

  /// The person chose a deep link from the menu: its location is opened like any URL's.
  public func open(_ link: RootDeepLink) {
    guard let location = link.link(in: items) else {
      let needed = link.requiredGrapes == 1 ? "1 grape" : "\(link.requiredGrapes) grapes"
      notice = """
        "\(link.title)" needs \(needed); \(items.count) loaded.
        """
      return
    }
    do {
      try open(location, cause: "menu: \(link.title)")
    } catch {
      notice = error.description
    }
  }
}

extension RootPresenter {
  /// Why the grapes could not be loaded, and what to do; `nil` while loading or once loaded.
  public var loadFailure: String? {
    if case .failed(let message) = state {
      return message
    }
    return nil
  }

  /// The loaded grapes, held once, by the router's data; empty while loading or after a failure.
  var items: [RootModel] { router.data.items }

  /// Shows `state`, the router's data holding `grapes`.
  private func show(_ state: RootViewState, grapes: [RootModel]) {
    router.data = ScreenData(grapes)
    self.state = state
  }
}
